package dev.tengen.conduct;

import static dev.tengen.conduct.Play.kinds;
import static dev.tengen.conduct.Play.timeline;
import static dev.tengen.rules.Color.BLACK;
import static dev.tengen.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.clock.Byoyomi;
import dev.tengen.clock.IngPenaltyPoints;
import dev.tengen.clock.TimeSystem;
import dev.tengen.rules.Color;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Late arrival and failure to appear. */
class LatenessTest {

    private static final TimeSystem HOUR_AND_BYOYOMI = new Byoyomi(Duration.ofHours(1), 3, Duration.ofSeconds(30));

    @Test
    void incheonDeductsTwiceTheLatenessWithinFifteenMinutes() {
        List<Ruling> rulings = arrive(CompetitionCodes.INCHEON_2013, Venue.NEAR_LODGING, HOUR_AND_BYOYOMI, BLACK, Duration.ofMinutes(10));
        assertEquals(new Ruling.TimeDeducted(BLACK, Duration.ofMinutes(20), "Incheon 2013 code art. 2.2.2"), rulings.get(0));
    }

    @Test
    void incheonMoreThanFifteenMinutesLateLoses() {
        List<Ruling> rulings = arrive(CompetitionCodes.INCHEON_2013, Venue.NEAR_LODGING, HOUR_AND_BYOYOMI, BLACK,
                Duration.ofMinutes(15).plusSeconds(1));
        assertEquals(List.of("loss"), kinds(rulings));
        assertEquals(WHITE, ((Ruling.ResultDeclared) rulings.get(0)).result().winner());
    }

    @Test
    void chineseVenueAwayFromTheLodgingAllowsAnHour() {
        List<Ruling> rulings = arrive(CompetitionCodes.CHINESE_2002, Venue.AWAY_FROM_LODGING, HOUR_AND_BYOYOMI, WHITE,
                Duration.ofMinutes(50));
        assertEquals(new Ruling.TimeDeducted(WHITE, Duration.ofMinutes(100), "Chinese 2002 art. 22.1"), rulings.get(0));
    }

    @Test
    void chineseVenueNearTheLodgingAllowsFifteenMinutes() {
        List<Ruling> rulings = arrive(CompetitionCodes.CHINESE_2002, Venue.NEAR_LODGING, HOUR_AND_BYOYOMI, WHITE,
                Duration.ofMinutes(16));
        assertEquals(List.of("loss"), kinds(rulings));
    }

    @Test
    void chineseBothTooLateBothLose() {
        Setup setup = setup(CompetitionCodes.CHINESE_2002, Venue.NEAR_LODGING, HOUR_AND_BYOYOMI, Set.of(BLACK, WHITE), Map.of());
        List<Ruling> rulings = Adjudication.replay(setup, timeline().arrive(BLACK, Duration.ofMinutes(20)).actions());
        assertEquals(List.of("bothLose"), kinds(rulings));
        assertEquals("Chinese 2002 art. 22.1-22.4", rulings.get(0).article());
    }

    @Test
    void chineseWithoutBasicTimeTheOvertimeRunsInTheLatePlayersAbsence() {
        TimeSystem lightning = new Byoyomi(Duration.ZERO, 3, Duration.ofSeconds(60));
        List<Ruling> rulings = arrive(CompetitionCodes.CHINESE_2002, Venue.NEAR_LODGING, lightning, BLACK, Duration.ofMinutes(2));
        assertEquals("Chinese 2002 art. 22.4", rulings.get(0).article());
        List<Ruling> tooLate = arrive(CompetitionCodes.CHINESE_2002, Venue.NEAR_LODGING, lightning, BLACK, Duration.ofMinutes(3));
        assertEquals(List.of("loss"), kinds(tooLate));
    }

    @Test
    void ingDeductsTwiceTheLatenessFromBasicTime() {
        List<Ruling> rulings = arrive(CompetitionCodes.ING_1991, Venue.NEAR_LODGING, new IngPenaltyPoints(Duration.ofHours(1)),
                BLACK, Duration.ofMinutes(40));
        assertEquals(new Ruling.TimeDeducted(BLACK, Duration.ofMinutes(80), "Ing 1991 art. 8, Lateness"), rulings.get(0));
    }

    @Test
    void ingFailureToAppearWithinTheTimeLimitForfeitsAndRepeatedAbsenceSuspends() {
        // One hour basic time and half of it as additional time: 90 minutes, which twice 46 minutes exceeds.
        Setup setup = setup(CompetitionCodes.ING_1991, Venue.NEAR_LODGING, new IngPenaltyPoints(Duration.ofHours(1)),
                Set.of(WHITE), Map.of(WHITE, 1));
        List<Ruling> rulings = Adjudication.replay(setup, timeline().arrive(WHITE, Duration.ofMinutes(46)).actions());
        assertEquals(List.of("loss", "Suspended"), kinds(rulings));
        assertEquals(new Ruling.Suspended(WHITE, 2, "Ing 1991 art. 8, Lateness, Forfeiture (1) and Suspension"), rulings.get(1));
    }

    @Test
    void theAgaEventLeavesLatenessToTheChiefJudge() {
        List<Ruling> rulings = arrive(CompetitionCodes.AGA_ELIMINATION, Venue.NEAR_LODGING, HOUR_AND_BYOYOMI, BLACK,
                Duration.ofMinutes(5));
        assertEquals(List.of("ReferredToReferee"), kinds(rulings));
    }

    private static List<Ruling> arrive(CompetitionCode code, Venue venue, TimeSystem time, Color late, Duration by) {
        return Adjudication.replay(setup(code, venue, time, Set.of(late), Map.of()), timeline().arrive(late, by).actions());
    }

    private static Setup setup(CompetitionCode code, Venue venue, TimeSystem time, Set<Color> absent, Map<Color, Integer> prior) {
        Setup base = Play.setup(code, 9);
        return new Setup(base.rules(), code, Play.START, venue, Optional.of(time), 0, base.black(), base.white(), absent, prior, false);
    }
}
