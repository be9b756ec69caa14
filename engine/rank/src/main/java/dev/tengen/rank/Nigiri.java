package dev.tengen.rank;

import java.time.LocalDate;
import java.util.Optional;

/**
 * Drawing colours for an even game: one player hides a handful of white stones, the other guesses odd
 * or even. A pure function of the two players, the guess and the number of stones held.
 */
public final class Nigiri {

    private Nigiri() {}

    /**
     * Who holds the stones, or why the rule cannot tell: ranks on different scales, or equal standing
     * with no known difference in age.
     */
    public static Result<Seat> holder(NigiriRule rule, Contender first, Contender second) {
        return switch (rule.holder()) {
            case HIGHER_RANK_THEN_SENIOR -> higherRankThenSenior(rule, first, second);
            case OLDER -> older(rule, first, second);
        };
    }

    /**
     * Settles the drawing: {@code guess} is the guesser's call, {@code stonesHeld} what the holder's fist
     * revealed. Refused when the holder cannot be told or the fist held no stone.
     */
    public static Result<NigiriOutcome> draw(NigiriRule rule, Contender first, Contender second, Parity guess,
            int stonesHeld) {
        if (stonesHeld < 1) {
            return Result.refused("the holder reveals a handful of stones, not " + stonesHeld + " (" + rule.article() + ")");
        }
        return holder(rule, first, second).map(holder -> {
            Seat guesser = holder.other();
            boolean right = Parity.of(stonesHeld) == guess;
            return switch (rule.prize()) {
                // Chinese 2002 art. 10: a right guess plays Black, a wrong one White.
                case BLACK_TO_RIGHT_GUESSER -> new NigiriOutcome.BlackSettled(right ? guesser : holder, holder, right,
                        rule.article());
                // Ing 1991 art. 6: a right guesser chooses Black or White; otherwise the older player chooses.
                case CHOICE_TO_RIGHT_GUESSER -> new NigiriOutcome.ColourChoice(right ? guesser : holder, holder, right,
                        rule.article());
            };
        });
    }

    // Chinese 2002 art. 10: the higher-ranked player holds; with equal ranks the senior player holds.
    private static Result<Seat> higherRankThenSenior(NigiriRule rule, Contender first, Contender second) {
        if (!first.rank().sameScale(second.rank())) {
            return Result.refused(first.rank() + " and " + second.rank()
                    + " cannot be compared, so the tournament directors assign colours (" + rule.article() + ")");
        }
        int comparison = first.rank().compareTo(second.rank());
        if (comparison != 0) {
            return Result.ok(comparison > 0 ? Seat.FIRST : Seat.SECOND);
        }
        return senior(first, second).<Result<Seat>>map(Result::ok).orElseGet(() -> Result.refused(
                "equal ranks and no known senior, so the tournament directors assign colours (" + rule.article() + ")"));
    }

    // Ing 1991 art. 6: the older player takes a handful of white stones.
    private static Result<Seat> older(NigiriRule rule, Contender first, Contender second) {
        return senior(first, second).<Result<Seat>>map(Result::ok).orElseGet(() -> Result.refused(
                "the older player holds the stones, and neither is known to be older (" + rule.article() + ")"));
    }

    /** The one born earlier, if both dates are known and differ. */
    private static Optional<Seat> senior(Contender first, Contender second) {
        if (first.born().isEmpty() || second.born().isEmpty()) {
            return Optional.empty();
        }
        LocalDate a = first.born().get();
        LocalDate b = second.born().get();
        if (a.equals(b)) {
            return Optional.empty();
        }
        return Optional.of(a.isBefore(b) ? Seat.FIRST : Seat.SECOND);
    }
}
