package dev.tengen.rank;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RankNotationTest {

    @ParameterizedTest(name = "{0} reads as {1} {2}")
    @CsvSource({
        "5k, KYU, 5",
        "30k, KYU, 30",
        "1k, KYU, 1",
        "3d, DAN, 3",
        "9d, DAN, 9",
        "2p, PRO, 2",
        "9p, PRO, 9",
        "3ping, PING, 3",
        "9tuan, TUAN, 9",
        "1chi, CHI, 1",
    })
    void canonicalNotationReadsAsItsRank(String text, RankKind kind, int number) {
        assertEquals(new Rank(kind, number), Rank.parse(text).orElseThrow());
    }

    @ParameterizedTest(name = "''{0}'' reads as {1}")
    @CsvSource({
        "5K, 5k",
        "' 5k ', 5k",
        "5 kyu, 5k",
        "5-kyu, 5k",
        "3 Dan, 3d",
        "2 pro, 2p",
        // Ing 1991 Preface (5) writes "4-ping".
        "4-ping, 4ping",
        "9 TUAN, 9tuan",
        "05k, 5k",
    })
    void usualVariantsReadAsTheCanonicalRank(String text, String canonical) {
        assertEquals(canonical, Rank.parse(text).orElseThrow().notation());
    }

    @ParameterizedTest(name = "''{0}'' is refused")
    @ValueSource(strings = {"", "   ", "k", "kyu5", "5", "5x", "5 k d", "5  k", "-5k", "+5k", "5.5k", "five k", "5kk"})
    void malformedRanksAreRefused(String text) {
        Result<Rank> parsed = Rank.parse(text);
        assertFalse(parsed.isOk());
        assertTrue(parsed.refusal().orElseThrow().length() > 10, "a refusal says why");
    }

    @Test
    void missingRankIsRefusedNotThrown() {
        assertEquals("no rank given: write a rank such as 5k, 3d, 2p, 3ping, 9tuan or 1chi",
                Rank.parse(null).refusal().orElseThrow());
    }

    @ParameterizedTest(name = "{0} is out of range")
    @ValueSource(strings = {"31k", "0k", "0d", "10d", "10p", "0p", "10chi", "0tuan", "10ping", "99999999999k"})
    void ranksOutOfRangeAreRefusedWithTheRange(String text) {
        assertTrue(Rank.parse(text).refusal().orElseThrow().contains("out of range"));
    }

    @Test
    void chiBelowNineSaysPlayersWeakerThanNineChiAreNotRanked() {
        assertEquals("'10chi' is out of range: chi ranks run from 9chi (low) to 1chi (high);"
                + " players weaker than 9 chi are not ranked (Ing 1991 art. 6)", Rank.parse("10chi").refusal().orElseThrow());
    }

    @Test
    void unknownKindNamesTheKindsThatExist() {
        assertEquals("'5x' is not a rank: unknown kind 'x', use k (kyu), d (dan), p (professional), chi, tuan or ping",
                Rank.parse("5x").refusal().orElseThrow());
    }

    @Property
    void printedRankReadsBackToItself(@ForAll("ranks") Rank rank) {
        assertEquals(rank, Rank.parse(rank.notation()).orElseThrow());
    }

    @Property
    void readingIgnoresCaseAndSurroundingSpace(@ForAll("ranks") Rank rank) {
        String shouted = "  " + rank.notation().toUpperCase(Locale.ROOT) + " ";
        assertEquals(rank, Rank.parse(shouted).orElseThrow());
    }

    @Provide
    static Arbitrary<Rank> ranks() {
        return Arbitraries.of(RankKind.values()).flatMap(kind -> Arbitraries.integers()
                .between(1, kind.highestNumber()).map(number -> new Rank(kind, number)));
    }
}
