package dev.tengen.rules;

import java.util.Locale;

/**
 * How a game ended.
 *
 * @param winner the winner, or {@code null} for a draw, no result or both losing
 * @param reason why
 * @param marginPoints the score difference in points (score results only, otherwise 0)
 * @param detail a sentence naming the rule or event, such as the article applied
 */
public record GameResult(Color winner, Reason reason, double marginPoints, String detail) {

    public enum Reason {
        SCORE, RESIGNATION, TIME, FORFEIT, DRAW, REPETITION_DRAW, NO_RESULT, BOTH_LOSE
    }

    public static GameResult score(Color winner, double margin, String detail) {
        return new GameResult(winner, Reason.SCORE, margin, detail);
    }

    public static GameResult resignation(Color winner) {
        return new GameResult(winner, Reason.RESIGNATION, 0, winner.opponent() + " resigned");
    }

    public static GameResult draw(String detail) {
        return new GameResult(null, Reason.DRAW, 0, detail);
    }

    public boolean isDraw() {
        return reason == Reason.DRAW || reason == Reason.REPETITION_DRAW;
    }

    /** The SGF RE value: {@code B+3.5}, {@code W+R}, {@code W+T}, {@code B+F}, {@code 0} (draw), {@code Void}. */
    public String sgf() {
        return switch (reason) {
            case SCORE -> winner.letter() + "+" + formatPoints(marginPoints);
            case RESIGNATION -> winner.letter() + "+R";
            case TIME -> winner.letter() + "+T";
            case FORFEIT -> winner.letter() + "+F";
            case DRAW, REPETITION_DRAW -> "0";
            case NO_RESULT, BOTH_LOSE -> "Void";
        };
    }

    /** Points printed without a needless ".0": {@code 3.5}, {@code 2}, {@code 0.25}. */
    public static String formatPoints(double value) {
        if (value == Math.rint(value)) {
            return Long.toString((long) value);
        }
        String s = String.format(Locale.ROOT, "%.2f", value);
        return s.endsWith("0") ? s.substring(0, s.length() - 1) : s;
    }
}
