package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.Tournament;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The AGA's own example (usgo.org/ratings/RatingQuals.asp): two even games at the Princeton Go Club, June 2004. */
class AgaResultsTest {

    private static final Details JULY_1 = new Details(Optional.of(Timing.byoyomi(Duration.ofMinutes(30),
            Duration.ofSeconds(20))), "US", LocalDate.of(2004, 7, 1));

    static Tournament princeton() {
        return Tournaments.swiss("Princeton Go Club Rated Games", LocalDate.of(2004, 6, 15), LocalDate.of(2004, 6, 30),
                "Princeton, NJ", 7, 2, List.of(
                        Tournaments.player("MATTHEWSPAUL", "Matthews", "Paul", Rank.kyu(4), "US", "", Map.of("aga", "489")),
                        Tournaments.player("MOTTRICK", "Mott", "Rick", Rank.kyu(4), "US", "", Map.of("aga", "3199"))),
                List.of(Tournaments.round(1, new GameRecord(1, 1, "MOTTRICK", "MATTHEWSPAUL", 0, Outcome.BLACK_WINS, false)),
                        Tournaments.round(2, new GameRecord(2, 1, "MATTHEWSPAUL", "MOTTRICK", 0, Outcome.WHITE_WINS, false))));
    }

    @Test
    void writesTheAgasExampleFromTheStartLineOn() {
        String written = AgaResults.write(princeton(), JULY_1);
        String example = """
                        start=6/15/2004
                        finish=6/30/2004
                        rules=AGA
                PLAYERS
                 489 Matthews, Paul 4k
                3199 Mott, Rick     4k
                GAMES
                489 3199 b 0 7
                3199 489 w 0 7
                """;
        assertEquals(example, written.substring(written.indexOf('\n') + 1));
        assertTrue(written.startsWith("TOURNEY Princeton Go Club Rated Games, Princeton, NJ, "), written);
    }

    @Test
    void acceptsTheExampleWithinThirtyDays() {
        assertEquals(List.of(), AgaResults.check(princeton(), JULY_1));
    }

    @Test
    void refusesGamesOlderThanThirtyDays() {
        Details august = new Details(JULY_1.timing(), "US", LocalDate.of(2004, 8, 1));
        assertTrue(AgaResults.check(princeton(), august).stream().anyMatch(i -> i.isError() && i.what().contains("30 days")));
    }

    @Test
    void refusesAPlayerWithoutAnAgaId() {
        Tournament t = princeton();
        Tournament withoutId = t.withPlayer(Tournaments.player("MOTTRICK", "Mott", "Rick", Rank.kyu(4), "US", "", Map.of()));
        List<Issue> issues = AgaResults.check(withoutId, JULY_1);
        assertEquals(List.of(Issue.error("player 'Mott Rick'", issues.get(0).what())), issues);
        assertTrue(issues.get(0).what().startsWith("no AGA id"));
    }

    @Test
    void refusesTwentyMinutesSuddenDeath() {
        Details blitz = new Details(Optional.of(Timing.suddenDeath(Duration.ofMinutes(20))), "US", LocalDate.of(2004, 7, 1));
        assertTrue(AgaResults.check(princeton(), blitz).stream().anyMatch(i -> i.isError() && i.what().contains("minimum")));
    }

    @Test
    void acceptsEachOfTheAgasMinimumExamples() {
        assertTrue(AgaResults.meetsMinimum(Timing.suddenDeath(Duration.ofMinutes(45))));
        assertTrue(AgaResults.meetsMinimum(Timing.byoyomi(Duration.ofMinutes(30), Duration.ofSeconds(20))));
        assertTrue(AgaResults.meetsMinimum(Timing.canadian(Duration.ofMinutes(30), 20, Duration.ofMinutes(5))));
        assertTrue(AgaResults.meetsMinimum(Timing.fischer(Duration.ofMinutes(3), Duration.ofSeconds(15))));
    }

    @Test
    void refusesCanadianOvertimeFasterThanTheExample() {
        assertFalse(AgaResults.meetsMinimum(Timing.canadian(Duration.ofMinutes(30), 25, Duration.ofMinutes(5))));
    }

    @Test
    void leavesOutAGameDecidedByDefaultAndSaysSo() {
        Tournament t = princeton().withRound(Tournaments.round(2,
                new GameRecord(2, 1, "MATTHEWSPAUL", "MOTTRICK", 0, Outcome.WHITE_WINS, true)));
        assertFalse(AgaResults.write(t, JULY_1).contains("3199 489"));
        assertTrue(AgaResults.check(t, JULY_1).stream().anyMatch(i -> i.where().equals("round 2, board 1")
                && !i.isError()));
    }

    @Test
    void writesNoKomiInAHandicapGame() {
        Tournament t = princeton().withRound(Tournaments.round(2,
                new GameRecord(2, 1, "MATTHEWSPAUL", "MOTTRICK", 2, Outcome.WHITE_WINS, false)));
        assertTrue(AgaResults.write(t, JULY_1).endsWith("3199 489 w 2 0\n"));
    }
}
