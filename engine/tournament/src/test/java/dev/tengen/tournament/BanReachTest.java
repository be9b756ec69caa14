package dev.tengen.tournament;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** Whom a ban bars: the name read as the registry reads names, the country if both have one, up to its last day. */
class BanReachTest {

    private static final LocalDate LAST_DAY = LocalDate.parse("2027-12-31");

    @Test
    void theNameIsReadAsTheRegistryReadsNames() {
        BanReach ban = new BanReach("Song Jiho", "KR", LAST_DAY);
        assertTrue(ban.bars("song  JIHO", "kr", LAST_DAY));
        assertTrue(ban.bars("Song\u00a0Ji\u200bho", "KR", LAST_DAY));
        assertFalse(ban.bars("Song Jihoon", "KR", LAST_DAY));
    }

    @Test
    void aBanBarsUpToAndIncludingItsLastDayAndAnOpenBanAlways() {
        assertTrue(new BanReach("Song Jiho", "KR", LAST_DAY).bars("Song Jiho", "KR", LAST_DAY));
        assertFalse(new BanReach("Song Jiho", "KR", LAST_DAY).bars("Song Jiho", "KR", LocalDate.parse("2028-01-01")));
        assertTrue(new BanReach("Song Jiho", "KR", null).bars("Song Jiho", "KR", LocalDate.parse("2999-01-01")));
    }

    @Test
    void aMissingCountryOnEitherSideMatchesOnTheNameAlone() {
        assertTrue(new BanReach("Song Jiho", null, LAST_DAY).bars("Song Jiho", "CN", LAST_DAY));
        assertTrue(new BanReach("Song Jiho", "KR", LAST_DAY).bars("Song Jiho", null, LAST_DAY));
        assertTrue(new BanReach("Song Jiho", "KR", LAST_DAY).bars("Song Jiho", "  ", LAST_DAY));
        assertTrue(new BanReach("Song Jiho", "KR", LAST_DAY).bars("Song Jiho", " kr ", LAST_DAY));
        assertFalse(new BanReach("Song Jiho", "KR", LAST_DAY).bars("Song Jiho", "CN", LAST_DAY));
    }
}
