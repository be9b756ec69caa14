package dev.tengen.conduct;

import dev.tengen.rules.Color;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.scoring.ScoreReport;
import java.util.Objects;
import java.util.Optional;

/**
 * Ing's result symbols (seed 002, "Ing Symbols for Tournament Results"): for each player, won, draw or
 * lost; unconditionally, by compensation or by forfeit; as Black or as White.
 */
public record IngResult(Symbol black, Symbol white) {

    public enum Outcome { WON, DRAW, LOST }

    public enum Manner {
        /** Decided on the board alone, or without counting (resignation). */
        UNCONDITIONALLY,
        /** The compensation points decided it: without them the other side would have won or drawn. */
        BY_COMPENSATION,
        /** Decided off the board: forfeit, excessive time, a ruling. */
        BY_FORFEIT,
        /** A draw has no manner. */
        NONE
    }

    public record Symbol(Color colour, Outcome outcome, Manner manner) {
        public Symbol {
            Objects.requireNonNull(colour, "colour");
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(manner, "manner");
        }

        /** Such as "won by compensation as Black". */
        public String text() {
            String how = switch (manner) {
                case UNCONDITIONALLY -> " unconditionally";
                case BY_COMPENSATION -> " by compensation";
                case BY_FORFEIT -> " by forfeit";
                case NONE -> "";
            };
            String what = outcome == Outcome.DRAW ? "draw" : outcome.name().toLowerCase();
            return what + how + " as " + (colour == Color.BLACK ? "Black" : "White");
        }
    }

    public Symbol of(Color colour) {
        return colour == Color.BLACK ? black : white;
    }

    /**
     * The symbols of a result; {@code count} is the count when the game was scored. A count with no
     * difference is a draw (Ing 1991 art. 4) even though art. 6 awards the game to Black, so the symbols
     * say draw. A won count is unconditional when the winner leads on the board before compensation.
     */
    public static IngResult of(GameResult result, Optional<ScoreReport> count) {
        return switch (result.reason()) {
            case DRAW, REPETITION_DRAW, NO_RESULT -> both(Outcome.DRAW, Manner.NONE);
            case BOTH_LOSE -> both(Outcome.LOST, Manner.BY_FORFEIT);
            // Ing 1991 art. 8, Forfeiture (4): excessive time is a forfeit.
            case FORFEIT, TIME -> decided(result.winner(), Manner.BY_FORFEIT);
            case RESIGNATION -> decided(result.winner(), Manner.UNCONDITIONALLY);
            case SCORE -> count.map(IngResult::counted).orElseGet(() -> decided(result.winner(), Manner.UNCONDITIONALLY));
        };
    }

    private static IngResult counted(ScoreReport report) {
        if (report.marginPoints() == 0) {
            return both(Outcome.DRAW, Manner.NONE);
        }
        Color winner = report.marginPoints() > 0 ? Color.BLACK : Color.WHITE;
        double beforeCompensation = report.marginPoints() - report.black().compensation() + report.white().compensation();
        double winnersLead = winner == Color.BLACK ? beforeCompensation : -beforeCompensation;
        return decided(winner, winnersLead > 0 ? Manner.UNCONDITIONALLY : Manner.BY_COMPENSATION);
    }

    private static IngResult both(Outcome outcome, Manner manner) {
        return new IngResult(new Symbol(Color.BLACK, outcome, manner), new Symbol(Color.WHITE, outcome, manner));
    }

    private static IngResult decided(Color winner, Manner manner) {
        Symbol won = new Symbol(winner, Outcome.WON, manner);
        Symbol lost = new Symbol(winner.opponent(), Outcome.LOST, manner);
        return winner == Color.BLACK ? new IngResult(won, lost) : new IngResult(lost, won);
    }
}
