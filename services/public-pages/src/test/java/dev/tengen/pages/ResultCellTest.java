package dev.tengen.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tengen.readmodel.PairingView;
import org.junit.jupiter.api.Test;

/** A round of the public standings: the read model's OpenGotha text, its outcome for the style, its game's link. */
class ResultCellTest {

    private static PairingView board(int handicap, String gameId) {
        return new PairingView(2, 3, gameId, "p-1", "Kim", "p-2", "Lee", handicap, 0.5, "B+R", "BLACK_WINS", false, "");
    }

    @Test
    void aWinLinksToItsGame() {
        ResultCell cell = ResultCell.of("12+b", "12+/b2", board(2, "t-r2-b3"));
        assertEquals("12+/b2", cell.text());
        assertEquals("/g/t-r2-b3", cell.href());
        assertEquals("win", cell.outcome());
    }

    @Test
    void aGameWithoutAKnownResultIsOpen() {
        assertEquals("open", ResultCell.of("7~b", "7?/b", board(0, "g")).outcome());
    }

    @Test
    void aJigoIsADraw() {
        assertEquals("draw", ResultCell.of("4=w", "4=/w", board(0, "g")).outcome());
    }

    @Test
    void aRoundWithoutAGameLinksNowhere() {
        ResultCell cell = ResultCell.of("0", "0", null);
        assertEquals("0", cell.text());
        assertNull(cell.href());
        assertEquals("none", cell.outcome());
    }

    @Test
    void aGameIdIsEncodedInItsLink() {
        assertEquals("/g/a%20b%2Fc", ResultCell.of("1+b", "1+/b", board(0, "a b/c")).href());
    }
}
