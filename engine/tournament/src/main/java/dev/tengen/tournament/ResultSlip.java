package dev.tengen.tournament;

import dev.tengen.rank.Result;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.Objects;

/**
 * A board's result as an official writes it from the result slip, read into the outcome pairing and placement use
 * and the result text that SGF and the result pages show.
 *
 * <p>The text is the SGF {@code RE} vocabulary (FF[4]: {@code B+R}, {@code W+3.5}, {@code B+T}, {@code B+F},
 * {@code 0} for a draw, {@code Void} for no result, {@code ?} for an unknown result), in any letter case, plus the
 * short forms a results grid takes at one or two keys: {@code b} and {@code w} (a win, margin not written),
 * {@code bf} and {@code wf} (a forfeit), {@code =} or {@code jigo} (a draw), {@code bl} (both lose: Korean 2013
 * competition code art. 5.1.6, Chinese 2002 art. 17.5, written {@code 0-0} as OpenGotha shows it), and {@code 1-1}
 * (both win, OpenGotha's RESULT_BOTHWIN; {@code BW} stays refused, too close to a mistyped win).
 *
 * @param outcome the outcome for pairing and placement; an unknown result is {@link Outcome#NO_RESULT}
 * @param byForfeit whether the result was decided without play ({@code B+F}, {@code W+F})
 * @param text the canonical text: {@code B+R}, {@code W+3.5}, {@code B+}, {@code W+F}, {@code 0}, {@code 0-0},
 *     {@code 1-1}, {@code Void} or {@code ?}
 */
public record ResultSlip(Outcome outcome, boolean byForfeit, String text) {

    /** The longest result text read: a margin of a few digits and a half, with room to spare. */
    public static final int MAX_LENGTH = 16;

    public ResultSlip {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(text, "text");
        if (outcome == Outcome.PENDING) {
            throw new IllegalArgumentException("a result slip gives a result; PENDING is none");
        }
    }

    /** Reads a slip's text; a refusal says what was written and what is expected. */
    public static Result<ResultSlip> read(String written) {
        if (written == null || written.isBlank()) {
            return Result.refused("No result is written; write B+R, W+3.5, B+F, 0 (a draw), 0-0 (both lose), Void or ?.");
        }
        String text = written.strip();
        if (text.length() > MAX_LENGTH) {
            return Result.refused("'" + text.substring(0, MAX_LENGTH) + "…' is not a result: a result is at most "
                    + MAX_LENGTH + " characters (B+R, W+3.5).");
        }
        String key = text.toLowerCase(Locale.ROOT);
        return switch (key) {
            case "b" -> Result.ok(new ResultSlip(Outcome.BLACK_WINS, false, "B+"));
            case "w" -> Result.ok(new ResultSlip(Outcome.WHITE_WINS, false, "W+"));
            case "bf" -> Result.ok(new ResultSlip(Outcome.BLACK_WINS, true, "B+F"));
            case "wf" -> Result.ok(new ResultSlip(Outcome.WHITE_WINS, true, "W+F"));
            case "0", "=", "draw", "jigo" -> Result.ok(new ResultSlip(Outcome.DRAW, false, "0"));
            case "0-0", "bl", "both-lose" -> Result.ok(new ResultSlip(Outcome.BOTH_LOSE, false, "0-0"));
            case "1-1", "both-win" -> Result.ok(new ResultSlip(Outcome.BOTH_WIN, false, "1-1"));
            case "void" -> Result.ok(new ResultSlip(Outcome.NO_RESULT, false, "Void"));
            case "?", "unknown" -> Result.ok(new ResultSlip(Outcome.NO_RESULT, false, "?"));
            default -> win(text, key);
        };
    }

    /** {@code B+R}, {@code W+T}, {@code B+F}, {@code W+3.5}, {@code B+}: a win with how it was won. */
    private static Result<ResultSlip> win(String text, String key) {
        if (key.length() < 2 || key.charAt(1) != '+' || (key.charAt(0) != 'b' && key.charAt(0) != 'w')) {
            return Result.refused("'" + text + "' is not a result: write B+R, W+3.5, B+F (forfeit), 0 (a draw), "
                    + "0-0 (both lose), Void (no result) or ? (unknown).");
        }
        Outcome outcome = key.charAt(0) == 'b' ? Outcome.BLACK_WINS : Outcome.WHITE_WINS;
        String winner = key.charAt(0) == 'b' ? "B+" : "W+";
        String how = key.substring(2);
        return switch (how) {
            case "" -> Result.ok(new ResultSlip(outcome, false, winner));
            case "r", "resign" -> Result.ok(new ResultSlip(outcome, false, winner + "R"));
            case "t", "time" -> Result.ok(new ResultSlip(outcome, false, winner + "T"));
            case "f", "forfeit" -> Result.ok(new ResultSlip(outcome, true, winner + "F"));
            default -> margin(text, how).map(points -> new ResultSlip(outcome, false, winner + points));
        };
    }

    /** A margin in points: positive, whole or with a fraction (3.5; a quarter under the Chinese 2002 stones count). */
    private static Result<String> margin(String text, String how) {
        BigDecimal points;
        try {
            points = new BigDecimal(how);
        } catch (NumberFormatException e) {
            return Result.refused("'" + text + "' is not a result: after B+ or W+ comes R (resignation), T (time), "
                    + "F (forfeit) or the margin in points, such as 3.5.");
        }
        if (points.signum() <= 0 || how.startsWith("+") || how.contains("e") || how.contains("E")) {
            return Result.refused("'" + text + "' is not a result: a margin is a positive number of points, such as 3.5.");
        }
        return Result.ok(points.stripTrailingZeros().toPlainString());
    }

    /** Whether this is the same result as {@code other} for the tournament: same outcome, forfeit and text. */
    public boolean sameAs(Outcome otherOutcome, boolean otherByForfeit, String otherText) {
        return outcome == otherOutcome && byForfeit == otherByForfeit && text.equals(otherText);
    }
}
