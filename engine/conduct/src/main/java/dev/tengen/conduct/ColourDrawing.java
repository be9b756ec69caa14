package dev.tengen.conduct;

import dev.tengen.rank.IngHandicap;
import dev.tengen.rank.Nigiri;
import dev.tengen.rank.NigiriOutcome;
import dev.tengen.rank.NigiriRule;
import dev.tengen.rank.Result;
import dev.tengen.rank.Seat;
import dev.tengen.rules.Color;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Colours drawn at the board before an even game, by the code's rule (Chinese 2002 art. 10; Ing 1991
 * art. 6). The players are seated by the colours the setup lists: the first seat is the listed Black.
 */
final class ColourDrawing {

    private ColourDrawing() {}

    /** Who plays Black, or why the drawing is refused. */
    static List<Ruling> draw(CompetitionCode code, Setup setup, Action.DrawColours d, Collection<Color> absent,
                             List<Ruling> earlier) {
        if (code.colours().isEmpty()) {
            return refused("the code does not say how colours are drawn: the tournament directors assign them",
                    code.unprescribed());
        }
        NigiriRule rule = code.colours().get();
        Optional<String> late = tooLate(absent, earlier);
        if (late.isPresent()) {
            return refused(late.get(), rule.article());
        }
        if (setup.handicap() > 0) {
            // Chinese 2002 art. 10 and Ing 1991 art. 6 draw colours for an even game; with a handicap Black is the weaker.
            return refused("a handicap game has no drawing: the weaker player takes Black", rule.article());
        }
        if (rule.holder() == NigiriRule.Holder.OLDER) {
            // Ing 1991 art. 6: colours are chosen by guessing "in an even game"; otherwise the weaker takes Black.
            Optional<Seat> weaker = IngHandicap.between(d.listedBlack().rank(), d.listedWhite().rank()).toOptional()
                    .flatMap(IngHandicap::black);
            if (weaker.isPresent()) {
                return refused("the ranks differ, so " + name(setup, weaker.get())
                        + " takes Black by the table of art. 6 and no colours are drawn", rule.article());
            }
        }
        Result<NigiriOutcome> drawn = Nigiri.draw(rule, d.listedBlack(), d.listedWhite(), d.guess(), d.stonesHeld());
        if (drawn.refusal().isPresent()) {
            return refused(drawn.refusal().get(), rule.article());
        }
        NigiriOutcome outcome = drawn.orElseThrow();
        if (d.holder().isPresent() && seat(d.holder().get()) != outcome.holder()) {
            return refused(name(setup, outcome.holder()) + " holds the stones under the rule, not "
                    + name(setup, seat(d.holder().get())), rule.article());
        }
        NigiriOutcome.BlackSettled settled;
        Optional<String> chooser = Optional.empty();
        switch (outcome) {
            case NigiriOutcome.BlackSettled b -> {
                if (d.chosen().isPresent()) {
                    return refused("the guess settles who plays Black: no one chooses a colour", rule.article());
                }
                settled = b;
            }
            case NigiriOutcome.ColourChoice c -> {
                if (d.chosen().isEmpty()) {
                    return refused(name(setup, c.chooser()) + " chooses Black or White: say which", rule.article());
                }
                settled = d.chosen().get() == Color.BLACK ? c.chooserTakesBlack() : c.chooserTakesWhite();
                chooser = Optional.of(name(setup, c.chooser()));
            }
        }
        Seat black = settled.black();
        return List.of(new Ruling.ColoursDrawn(name(setup, outcome.holder()), outcome.guessedRight(), chooser,
                name(setup, black), name(setup, black.other()), black == Seat.SECOND, rule.article()));
    }

    /** Colours are drawn once, at the board, before anything is played or charged to a colour's clock. */
    private static Optional<String> tooLate(Collection<Color> absent, List<Ruling> earlier) {
        if (earlier.stream().anyMatch(r -> r instanceof Ruling.MoveAccepted)) {
            return Optional.of("the game has started: colours are drawn before the first move");
        }
        if (earlier.stream().anyMatch(r -> r instanceof Ruling.ColoursDrawn || r instanceof Ruling.ColoursRuling)) {
            return Optional.of("the colours are already settled");
        }
        if (!absent.isEmpty()) {
            return Optional.of("both players draw colours at the board");
        }
        if (earlier.stream().anyMatch(r -> r instanceof Ruling.TimeDeducted)) {
            return Optional.of("time was already deducted for lateness from a listed colour's clock: colours are drawn before any is charged");
        }
        return Optional.empty();
    }

    private static Seat seat(Color listed) {
        return listed == Color.BLACK ? Seat.FIRST : Seat.SECOND;
    }

    private static String name(Setup setup, Seat seat) {
        return setup.team(seat == Seat.FIRST ? Color.BLACK : Color.WHITE).name();
    }

    private static List<Ruling> refused(String reason, String article) {
        return List.of(new Ruling.ActionRefused("colour drawing", reason, article));
    }
}
