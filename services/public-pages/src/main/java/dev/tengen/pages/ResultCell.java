package dev.tengen.pages;

import dev.tengen.readmodel.PairingView;
import dev.tengen.readmodel.ResultText;

/**
 * One round of a player's line in the standings: the read model's text in the form OpenGotha's and the EGD's tables
 * use ({@link ResultText}: {@code 12+/b2}), linked to the round's game.
 *
 * @param text the cell as the table shows it
 * @param href the game's page, or null
 * @param outcome {@code win}, {@code loss}, {@code draw}, {@code open} or {@code none}, for the cell's style
 */
public record ResultCell(String text, String href, String outcome) {

    /** The crosstable's {@code cell} and its OpenGotha {@code text} ({@code CrosstableRow}), and the player's board. */
    static ResultCell of(String cell, String text, PairingView board) {
        String outcome = ResultText.outcome(cell);
        String href = outcome.equals("none") || board == null || board.gameId() == null ? null : Paths.game(board.gameId());
        return new ResultCell(text, href, outcome);
    }
}
