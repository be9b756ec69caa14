package dev.tengen.readmodel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A round in OpenGotha's form ({@code <place><+|-|=|?></|!><b|w><handicap>}, as in
 * /work/shared/data/opengotha/expected/*.standings.json "results"), from the crosstable's cell and the game's handicap.
 */
class ResultTextTest {

    @Test
    void aWinWithBlackAndTwoStonesReadsAsOpenGothaWritesIt() {
        assertEquals("12+/b2", ResultText.openGotha("12+b", 2));
    }

    @Test
    void anEvenGameHasNoHandicapDigit() {
        assertEquals("3-/w", ResultText.openGotha("3-w", 0));
    }

    @Test
    void aResultByDefaultIsMarkedWithAnExclamationMarkInsteadOfTheSlash() {
        assertEquals("5+!w", ResultText.openGotha("5+w!", 0));
    }

    @Test
    void aGameWithoutAKnownResultIsAQuestionMark() {
        assertEquals("7?/b", ResultText.openGotha("7?b", 0));
        assertEquals("7?/b", ResultText.openGotha("7~b", 0));
    }

    @Test
    void aRoundWithoutAGameIsZero() {
        assertEquals("0", ResultText.openGotha("0", 0));
        assertEquals("none", ResultText.outcome("0"));
    }

    @Test
    void outcomesFollowTheSign() {
        assertEquals("win", ResultText.outcome("1+b"));
        assertEquals("loss", ResultText.outcome("1-w!"));
        assertEquals("draw", ResultText.outcome("4=w"));
        assertEquals("open", ResultText.outcome("7~b"));
    }
}
