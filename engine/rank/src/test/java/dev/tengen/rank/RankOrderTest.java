package dev.tengen.rank;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RankOrderTest {

    // OpenGotha Player.java: "Rank between -30 (30K) and +8 (9D)"; convertKDPToInt maps 1p-3p to 6, 4p-6p to 7, 7p-9p to 8.
    @ParameterizedTest(name = "{0} has value {1}")
    @CsvSource({
        "30k, -30", "20k, -20", "1k, -1", "1d, 0", "5d, 4", "9d, 8",
        "1p, 6", "3p, 6", "4p, 7", "6p, 7", "7p, 8", "9p, 8",
    })
    void kyuDanValuesAreOpenGothaRankValues(String rank, int value) {
        assertEquals(value, Rank.parse(rank).orElseThrow().value());
    }

    // Ing 1991 art. 6: chi one play (4 quarters) apart, tuan half a play, ping a quarter; the junction gaps are Tengen's reading.
    @ParameterizedTest(name = "{0} stands {1} quarter plays above 9 chi")
    @CsvSource({
        "9chi, 0", "8chi, 4", "1chi, 32", "1tuan, 34", "2tuan, 36", "9tuan, 50", "9ping, 51", "8ping, 52", "1ping, 59",
    })
    void ingValuesCountQuarterPlaysAboveNineChi(String rank, int value) {
        assertEquals(value, Rank.parse(rank).orElseThrow().value());
    }

    @Test
    void kyuDanRanksSortFromWeakestToStrongest() {
        List<Rank> expected = List.of(Rank.kyu(30), Rank.kyu(2), Rank.kyu(1), Rank.dan(1), Rank.dan(6), Rank.dan(7),
                Rank.pro(1), Rank.pro(2), Rank.pro(3), Rank.dan(8), Rank.pro(4), Rank.pro(6), Rank.dan(9), Rank.pro(7),
                Rank.pro(9));
        List<Rank> shuffled = new ArrayList<>(expected);
        Collections.shuffle(shuffled, new java.util.Random(7));
        Collections.sort(shuffled);
        assertEquals(expected, shuffled);
    }

    @Test
    void ingRanksSortChiThenTuanThenPing() {
        List<Rank> expected = List.of(Rank.chi(9), Rank.chi(1), Rank.tuan(1), Rank.tuan(9), Rank.ping(9), Rank.ping(1));
        List<Rank> shuffled = new ArrayList<>(expected);
        Collections.reverse(shuffled);
        Collections.sort(shuffled);
        assertEquals(expected, shuffled);
    }

    @Test
    void differenceAcrossScalesIsRefused() {
        assertTrue(Rank.dan(1).minus(Rank.tuan(1)).refusal().orElseThrow().contains("different rank scales"));
    }

    @Test
    void differenceCountsScaleUnits() {
        assertEquals(7, Rank.dan(3).minus(Rank.kyu(5)).orElseThrow());
        assertEquals(-8, Rank.ping(9).minus(Rank.ping(1)).orElseThrow());
    }

    @Test
    void constructingAnImpossibleRankIsAProgrammingError() {
        assertThrows(IllegalArgumentException.class, () -> Rank.dan(10));
    }

    @Property
    void orderNeverContradictsValueWithinAScale(@ForAll("ranks") Rank a, @ForAll("ranks") Rank b) {
        if (a.sameScale(b) && a.compareTo(b) < 0) {
            assertTrue(a.value() <= b.value());
        }
    }

    @Property
    void orderIsConsistentWithEquals(@ForAll("ranks") Rank a, @ForAll("ranks") Rank b) {
        assertEquals(a.equals(b), a.compareTo(b) == 0);
        assertEquals(Integer.signum(a.compareTo(b)), -Integer.signum(b.compareTo(a)));
    }

    @Provide
    Arbitrary<Rank> ranks() {
        return RankNotationTest.ranks();
    }
}
