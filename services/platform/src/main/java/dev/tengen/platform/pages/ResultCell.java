package dev.tengen.platform.pages;

import dev.tengen.readmodel.PairingView;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One round of a player's line in the standings, in the form OpenGotha's and the EGD's tables use (OpenGotha
 * 3.52's {@code ScoredPlayer} result strings: {@code <opponent's place><+|-|=|?></|!><b|w><handicap>}): {@code 12+/b2}
 * is a win against the 12th with Black and two handicap stones, {@code 3-!w} a loss by default with White. Built
 * from the read model's crosstable cell ({@code CrosstableRow#cells()}: place, sign, colour, {@code !}) and the
 * round's board (handicap and game); {@code 0} is a round without a game.
 *
 * @param text the cell as the table shows it
 * @param href the game's page, or null
 * @param outcome {@code win}, {@code loss}, {@code draw}, {@code open} or {@code none}, for the cell's style
 */
public record ResultCell(String text, String href, String outcome) {

    private static final Pattern CELL = Pattern.compile("(\\d+)([-+=?~])([bw]?)(!?)");

    static ResultCell of(String cell, PairingView board) {
        Matcher m = CELL.matcher(cell == null ? "" : cell.strip());
        if (!m.matches()) {
            return new ResultCell(cell == null || cell.isBlank() ? "0" : cell.strip(), null, "none");
        }
        String sign = m.group(2).equals("~") ? "?" : m.group(2);
        String how = m.group(4).isEmpty() ? "/" : "!";
        String handicap = board != null && board.handicap() > 0 ? Integer.toString(board.handicap()) : "";
        String href = board == null || board.gameId() == null ? null : Paths.game(board.gameId());
        String outcome = switch (sign) {
            case "+" -> "win";
            case "-" -> "loss";
            case "=" -> "draw";
            default -> "open";
        };
        return new ResultCell(m.group(1) + sign + how + m.group(3) + handicap, href, outcome);
    }
}
