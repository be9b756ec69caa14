package dev.tengen.pairing.mcmahon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Bar 1d (0), floor 20k (-20), zero 30k (-30): start scores 10 .. 30. */
class McMahonScoreTest {

    private static final ScoreSystem.McMahon SYSTEM = new ScoreSystem.McMahon(0, -20, -30);

    @Test
    void rankBetweenFloorAndBarStartsAtRankMinusZero() {
        assertEquals(25, SYSTEM.startScore(Player.of("5k", -5)));
    }

    @Test
    void ranksAboveTheBarStartAtTheBar() {
        assertEquals(30, SYSTEM.startScore(Player.of("3d", 2)));
        assertEquals(30, SYSTEM.startScore(Player.of("1d", 0)));
    }

    @Test
    void ranksBelowTheFloorStartAtTheFloor() {
        assertEquals(10, SYSTEM.startScore(Player.of("25k", -25)));
        assertEquals(10, SYSTEM.startScore(Player.of("20k", -20)));
    }

    @Test
    void directorsCorrectionIsAdded() {
        assertEquals(31, SYSTEM.startScore(new Player("super", 4, "", "", 1)));
    }

    @Test
    void swissStartsEveryoneAtZero() {
        assertEquals(0, new ScoreSystem.Swiss().startScore(Player.of("9d", 8)));
    }

    @Test
    void onlyRanksAtOrAboveTheBarAreAtTheBar() {
        assertTrue(SYSTEM.atTheBar(Player.of("1d", 0)));
        assertFalse(SYSTEM.atTheBar(Player.of("1k", -1)));
    }
}
