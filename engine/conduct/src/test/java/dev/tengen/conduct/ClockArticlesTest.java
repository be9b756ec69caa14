package dev.tengen.conduct;

import static dev.tengen.conduct.Play.START;
import static dev.tengen.conduct.Play.point;
import static dev.tengen.rules.Color.BLACK;
import static dev.tengen.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.clock.Byoyomi;
import dev.tengen.clock.IngPenaltyPoints;
import dev.tengen.clock.TimeSystem;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A clock ruling cites the competition code's own document: the time system's article where the code's document wrote
 * the system, the code's article on time limits where it did not ({@link CompetitionCode.TimeLimits}).
 */
class ClockArticlesTest {

    private static final TimeSystem MINUTE_AND_PERIODS = new Byoyomi(Duration.ofMinutes(1), 3, Duration.ofSeconds(30));

    /** Black plays at 0:10, White at 0:20; Black's next move at 1:20 uses up his basic time (50 seconds left at 0:20). */
    private static List<Ruling> basicTimeUsedUp(CompetitionCode code, TimeSystem time) {
        Adjudication game = new Adjudication(Play.timed(code, time, Set.of()));
        game.handle(new Action.Place(START.plusSeconds(10), BLACK, point("D4"), Optional.empty()));
        game.handle(new Action.Place(START.plusSeconds(20), WHITE, point("F6"), Optional.empty()));
        return game.handle(new Action.Place(START.plusSeconds(80), BLACK, point("C3"), Optional.empty()));
    }

    private static String clockArticle(List<Ruling> rulings) {
        return rulings.stream().filter(Ruling.ClockRuling.class::isInstance).findFirst().orElseThrow().article();
    }

    @Test
    void underTheIncheonCodeBasicTimeUsedUpCitesTheCodeNotChinese2002() {
        // Incheon 2013 code art. 2.1: the Games' technical handbook sets the time limits; seed 000 has no byoyomi article.
        assertEquals("Incheon 2013 code art. 2.1",
                clockArticle(basicTimeUsedUp(CompetitionCodes.INCHEON_2013, MINUTE_AND_PERIODS)));
    }

    @Test
    void underTheChineseCodeByoyomiCitesItsOwnArticle() {
        assertEquals("Chinese 2002 art. 12.3", clockArticle(basicTimeUsedUp(CompetitionCodes.CHINESE_2002, MINUTE_AND_PERIODS)));
    }

    @Test
    void underTheIngCodeAChineseByoyomiCitesIngsTimeLimits() {
        assertEquals("Ing 1991 art. 7", clockArticle(basicTimeUsedUp(CompetitionCodes.ING_1991, MINUTE_AND_PERIODS)));
    }

    @Test
    void underTheIngCodePenaltyPointsCiteTheirOwnArticle() {
        assertEquals("Ing 1991 art. 7 (1)",
                clockArticle(basicTimeUsedUp(CompetitionCodes.ING_1991, new IngPenaltyPoints(Duration.ofMinutes(1)))));
    }

    @Test
    void aBreakUnderTheIncheonCodeCitesTheCode() {
        Adjudication game = new Adjudication(Play.timed(CompetitionCodes.INCHEON_2013, MINUTE_AND_PERIODS, Set.of()));
        List<Ruling> rulings = game.handle(new Action.BreakStart(START.plusSeconds(10)));
        assertEquals("Incheon 2013 code art. 2.1", rulings.getLast().article());
    }
}
