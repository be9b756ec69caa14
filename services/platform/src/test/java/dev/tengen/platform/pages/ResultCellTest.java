package dev.tengen.platform.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tengen.readmodel.PairingView;
import org.junit.jupiter.api.Test;

/**
 * A round of the standings in OpenGotha's form ({@code <place><+|-|=|?></|!><b|w><handicap>}, as in
 * /work/shared/data/opengotha/expected/*.standings.json "results"), from the read model's crosstable cell.
 */
class ResultCellTest {

    private static PairingView board(int handicap, String gameId) {
        return new PairingView(2, 3, gameId, "p-1", "Kim", "p-2", "Lee", handicap, 0.5, "B+R", "BLACK_WINS", false, "");
    }

    @Test
    void aWinWithBlackAndTwoStonesReadsAsOpenGothaWritesIt() {
        ResultCell cell = ResultCell.of("12+b", board(2, "t-r2-b3"));
        assertEquals("12+/b2", cell.text());
        assertEquals("/g/t-r2-b3", cell.href());
        assertEquals("win", cell.outcome());
    }

    @Test
    void anEvenGameHasNoHandicapDigit() {
        assertEquals("3-/w", ResultCell.of("3-w", board(0, "g")).text());
    }

    @Test
    void aResultByDefaultIsMarkedWithAnExclamationMarkInsteadOfTheSlash() {
        ResultCell cell = ResultCell.of("5+w!", board(0, "g"));
        assertEquals("5+!w", cell.text());
        assertEquals("win", cell.outcome());
    }

    @Test
    void aGameWithoutAKnownResultIsAQuestionMark() {
        assertEquals("7?/b", ResultCell.of("7?b", board(0, "g")).text());
        assertEquals("7?/b", ResultCell.of("7~b", board(0, "g")).text());
        assertEquals("open", ResultCell.of("7~b", board(0, "g")).outcome());
    }

    @Test
    void aJigoIsAnEqualsSign() {
        assertEquals("draw", ResultCell.of("4=w", board(0, "g")).outcome());
    }

    @Test
    void aRoundWithoutAGameIsZeroAndLinksNowhere() {
        ResultCell cell = ResultCell.of("0", null);
        assertEquals("0", cell.text());
        assertNull(cell.href());
        assertEquals("none", cell.outcome());
    }

    @Test
    void aGameIdIsEncodedInItsLink() {
        assertEquals("/g/a%20b%2Fc", ResultCell.of("1+b", board(0, "a b/c")).href());
    }
}
