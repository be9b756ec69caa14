package dev.tengen.readmodel;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A round of a player's crosstable line in the form OpenGotha's and the EGD's tables use (OpenGotha 3.52's
 * {@code ScoredPlayer} result strings: {@code <opponent's place><+|-|=|?></|!><b|w><handicap>}): {@code 12+/b2} is a
 * win against the 12th with Black and two handicap stones, {@code 3-!w} a loss by default with White; the handicap is
 * left out of an even game; {@code 0} is a round without a game. The public standings page, the API's crosstable and
 * the console's printed crosstable all show this text.
 */
public final class ResultText {

    /** The crosstable cell: place, {@code + - = ?} ({@code ~} a void game), colour, {@code !} by default. */
    private static final Pattern CELL = Pattern.compile("(\\d+)([-+=?~])([bw]?)(!?)");

    private ResultText() {
    }

    /** {@code cell} as {@link CrosstableRow#cells()} holds it, with the handicap of the round's game. */
    public static String openGotha(String cell, int handicap) {
        Matcher m = CELL.matcher(cell == null ? "" : cell.strip());
        if (!m.matches()) {
            return cell == null || cell.isBlank() ? "0" : cell.strip();
        }
        String sign = m.group(2).equals("~") ? "?" : m.group(2);
        String how = m.group(4).isEmpty() ? "/" : "!";
        return m.group(1) + sign + how + m.group(3) + (handicap > 0 ? Integer.toString(handicap) : "");
    }

    /** {@code win}, {@code loss}, {@code draw}, {@code open} (pending or unknown) or {@code none} (no game). */
    public static String outcome(String cell) {
        Matcher m = CELL.matcher(cell == null ? "" : cell.strip());
        if (!m.matches()) {
            return "none";
        }
        return switch (m.group(2)) {
            case "+" -> "win";
            case "-" -> "loss";
            case "=" -> "draw";
            default -> "open";
        };
    }
}
