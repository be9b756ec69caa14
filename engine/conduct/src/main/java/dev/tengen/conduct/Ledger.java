package dev.tengen.conduct;

import dev.tengen.rules.Color;
import dev.tengen.rules.scoring.Penalties;
import java.util.ArrayList;
import java.util.List;

/** What one game's referee has written down so far: warnings, penalty points and offences per player. */
public record Ledger(Tally black, Tally white) {

    /** One player's record. */
    public record Tally(int warnings, double penaltyPoints, List<Infraction.Kind> offences) {
        public Tally {
            offences = List.copyOf(offences);
        }

        /** How many times this kind of offence was already ruled on. */
        public int count(Infraction.Kind kind) {
            return (int) offences.stream().filter(k -> k == kind).count();
        }
    }

    public static final Ledger EMPTY = new Ledger(new Tally(0, 0, List.of()), new Tally(0, 0, List.of()));

    public Tally of(Color colour) {
        return colour == Color.BLACK ? black : white;
    }

    /** The ledger after a ruling: warnings and penalty points add up; other rulings change nothing here. */
    public Ledger apply(Ruling ruling) {
        return switch (ruling) {
            case Ruling.WarningIssued w -> with(w.player(), new Tally(of(w.player()).warnings() + 1,
                    of(w.player()).penaltyPoints(), of(w.player()).offences()));
            case Ruling.PenaltyPoints p -> with(p.player(), new Tally(of(p.player()).warnings(),
                    of(p.player()).penaltyPoints() + p.points(), of(p.player()).offences()));
            default -> this;
        };
    }

    public Ledger withOffence(Color colour, Infraction.Kind kind) {
        List<Infraction.Kind> offences = new ArrayList<>(of(colour).offences());
        offences.add(kind);
        return with(colour, new Tally(of(colour).warnings(), of(colour).penaltyPoints(), offences));
    }

    /** Points to take off each side's score. */
    public Penalties penalties() {
        return new Penalties(black.penaltyPoints(), white.penaltyPoints());
    }

    private Ledger with(Color colour, Tally tally) {
        return colour == Color.BLACK ? new Ledger(tally, white) : new Ledger(black, tally);
    }
}
