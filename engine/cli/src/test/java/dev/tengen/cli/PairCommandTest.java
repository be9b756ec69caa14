package dev.tengen.cli;

import static dev.tengen.cli.TournamentCommands.pair;
import static dev.tengen.cli.TournamentCommands.tournament;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PairCommandTest {

    @Test
    void aPlayedRoundIsPairedAgainFromTheRoundsBeforeItLeavingOutTheAbsent() {
        // notsimplemm: Marechal and Leveque asked not to play round 3; seven players remain, so one bye.
        CliTestSupport.Run run = pair("--round", "3", tournament("notsimplemm.xml"));
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().startsWith("Not so simple MM: round 3 of 5, mcmahon, from rounds 1 to 2"), run.out());
        assertTrue(run.out().lines().anyMatch(l -> l.matches("\\s+board\\s+Black\\s+White\\s+handicap\\s+compensation")), run.out());
        assertEquals(3, run.out().lines().filter(l -> l.matches("\\s+[123]\\s+.*")).count(), run.out());
        assertEquals(1, run.out().lines().filter(l -> l.trim().startsWith("bye: ")).count(), run.out());
        assertTrue(run.out().contains("not paired: Marechal Morgane 6k (asked not to be paired in round 3)"), run.out());
        assertTrue(run.out().contains("not paired: Leveque Camille 2d (asked not to be paired in round 3)"), run.out());
    }

    @Test
    void theNextRoundOfARoundRobinIsTheTablesRound() {
        // Chinese 2002 App. 3, Table 3, round 3 for four: 2-4, 3-1; komi 7.5 from the file.
        CliTestSupport.Run run = pair("--round", "3", tournament("chinese-round-robin.json"));
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().lines().anyMatch(l -> l.matches("\\s+1\\s+Lee Bora 3d\\s+Choi Dain 1d\\s+0\\s+7\\.5")), run.out());
        assertTrue(run.out().lines().anyMatch(l -> l.matches("\\s+2\\s+Park Chan 2d\\s+Kim Ara 3d\\s+0\\s+7\\.5")), run.out());
    }

    @Test
    void jsonGivesIdsNamesHandicapAndCompensationOfEveryBoard() {
        CliTestSupport.Run run = pair("--json", "--round", "3", tournament("chinese-round-robin.json"));
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("\"round\": 3"), run.out());
        assertTrue(run.out().contains("\"black\": \"lee\""), run.out());
        assertTrue(run.out().contains("\"whiteName\": \"Choi Dain 1d\""), run.out());
        assertTrue(run.out().contains("\"compensation\": 7.5"), run.out());
        assertTrue(run.out().contains("\"byes\": []"), run.out());
    }

    @Test
    void roundZeroIsAUsageError() {
        CliTestSupport.Run run = pair("--round", "0", tournament("simplemm.xml"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("rounds are numbered from 1; got 0"), run.err());
        assertTrue(run.err().contains("usage: tengen pair --round N [--json] FILE"), run.err());
    }

    @Test
    void aRoundThatIsNotANumberIsAUsageError() {
        CliTestSupport.Run run = pair("--round", "three", tournament("simplemm.xml"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("--round takes a round number, such as 3; got 'three'"), run.err());
    }

    @Test
    void theRoundIsRequired() {
        CliTestSupport.Run run = pair(tournament("simplemm.xml"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("--round N is required"), run.err());
    }

    @Test
    void aRoundAfterTheNextUnpairedOneIsRefused() {
        CliTestSupport.Run run = pair("--round", "4", tournament("chinese-round-robin.json"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("round 4 cannot be paired yet: the last paired round is 2, so the next one is round 3"),
                run.err());
    }

    @Test
    void aRoundBeyondTheScheduleIsRefused() {
        CliTestSupport.Run run = pair("--round", "6", tournament("simplemm.xml"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("round 6 is beyond the 5 rounds scheduled"), run.err());
    }

    @Test
    void aMissingFileIsNamed() {
        CliTestSupport.Run run = pair("--round", "1", "no-such-tournament.xml");
        assertEquals(2, run.exit());
        assertEquals("no-such-tournament.xml: no such file", run.err().trim());
    }

    @Test
    void everyProblemOfAnUnusableFileIsListedWithItsPlace() {
        CliTestSupport.Run run = pair("--round", "1", tournament("wrong-rank.json"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("not a usable tournament (1 problem)"), run.err());
        assertTrue(run.err().contains("wrong-rank.json, player 'kim' (line 7, column 52): rank '45k' is out of range"), run.err());
    }

    @Test
    void aPairingTheSystemCannotMakeIsARuleProblem() {
        CliTestSupport.Run run = pair("--round", "1", tournament("mcmahon-ing-rank.json"));
        assertEquals(1, run.exit());
        assertTrue(run.err().contains("round 1 cannot be paired: player 'kim' has the Ing rank 3ping"), run.err());
    }
}
