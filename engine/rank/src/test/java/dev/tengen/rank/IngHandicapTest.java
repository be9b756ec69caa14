package dev.tengen.rank;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IngHandicapTest {

    private static IngHandicap between(String first, String second) {
        return IngHandicap.between(Rank.parse(first).orElseThrow(), Rank.parse(second).orElseThrow()).orElseThrow();
    }

    @Test
    void equalPingRanksDrawColoursAndBlackGivesEightPoints() {
        // Ing 1991 Preface (5): "1 ping vs. 1 ping (no difference) Black gives 8 compensation points".
        IngHandicap handicap = between("1ping", "1ping");
        assertEquals(new IngHandicap(0, Optional.empty(), 0, 8), handicap);
        assertTrue(handicap.isEvenGame());
    }

    // Ing 1991 Preface (5), the table of compensation between ping-ranked players, row by row;
    // blackGives is negative where the seed says the weaker player "receives" points.
    @ParameterizedTest(name = "1 ping vs {0} ping: {0}-ping takes Black, Black gives {1}")
    @CsvSource({
        "2, 6",
        "3, 4",
        "4, 2",
        "5, 0",
        "6, -2",
        "7, -4",
        "8, -6",
    })
    void weakerPingTakesBlackWithTheTablesCompensation(int weaker, int blackGives) {
        IngHandicap handicap = IngHandicap.between(Rank.ping(1), Rank.ping(weaker)).orElseThrow();
        assertEquals(Optional.of(Seat.SECOND), handicap.black());
        assertEquals(0, handicap.handicapPlays());
        assertEquals(blackGives, handicap.blackGives());
        assertEquals(weaker - 1, handicap.quarterPlays());
    }

    @Test
    void ninePingTakesAOnePlayHandicapAgainstOnePing() {
        // Ing 1991 Preface (5): "1 ping vs. 9 ping (2 plays difference) The 9-ping player takes a one-play handicap."
        IngHandicap handicap = between("1ping", "9ping");
        assertEquals(1, handicap.handicapPlays());
        assertEquals(Optional.of(Seat.SECOND), handicap.black());
        assertEquals(0, handicap.blackGives());
    }

    @Test
    void weakerPlayerTakesBlackWhicheverSeatHeSits() {
        assertEquals(Optional.of(Seat.FIRST), between("6ping", "1ping").black());
    }

    @Test
    void receivedPointsAreReportedAsSuch() {
        assertEquals(4, between("1ping", "7ping").blackReceives());
        assertEquals(0, between("1ping", "3ping").blackReceives());
    }

    @Test
    void adjacentChiRanksAreOnePlayApartSoTheWeakerTakesBlackWithoutCompensation() {
        // Ing 1991 art. 6: chi ranks differ by one play; compensation points are unnecessary.
        assertEquals(new IngHandicap(4, Optional.of(Seat.SECOND), 0, 0), between("1chi", "2chi"));
    }

    @Test
    void chiTwoRanksApartIsAOnePlayHandicap() {
        // Ing 1991 art. 6: handicap plays from two plays of difference; handicap = initial board plays - 1.
        assertEquals(new IngHandicap(8, Optional.of(Seat.SECOND), 1, 0), between("1chi", "3chi"));
    }

    @Test
    void oneChiAgainstNineChiIsASevenPlayHandicap() {
        assertEquals(7, between("1chi", "9chi").handicapPlays());
    }

    @Test
    void adjacentTuanRanksAreHalfAPlayApart() {
        // Ing 1991 art. 6: the difference per tuan is 1/2 play or four points.
        assertEquals(new IngHandicap(2, Optional.of(Seat.SECOND), 0, 4), between("9tuan", "8tuan"));
    }

    @Test
    void tuanFiveRanksApartIsOnePlayHandicapWithFourPointsToBlack() {
        // 2.5 plays: the whole plays as handicap plays, the half play as four points (Ing 1991 art. 6, "a whole
        // number of plays plus a fraction").
        assertEquals(new IngHandicap(10, Optional.of(Seat.SECOND), 1, -4), between("9tuan", "4tuan"));
    }

    @Test
    void oneTuanStandsHalfAPlayAboveOneChi() {
        assertEquals(new IngHandicap(2, Optional.of(Seat.SECOND), 0, 4), between("1tuan", "1chi"));
    }

    @Test
    void ninePingStandsAQuarterPlayAboveNineTuan() {
        assertEquals(new IngHandicap(1, Optional.of(Seat.SECOND), 0, 6), between("9ping", "9tuan"));
    }

    @Test
    void kyuDanRanksAreRefused() {
        Result<IngHandicap> result = IngHandicap.between(Rank.dan(1), Rank.chi(1));
        assertFalse(result.isOk());
        assertTrue(result.refusal().orElseThrow().contains("Ing 1991 art. 6"));
    }
}
