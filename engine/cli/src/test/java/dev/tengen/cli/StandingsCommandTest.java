package dev.tengen.cli;

import static dev.tengen.cli.TournamentCommands.standings;
import static dev.tengen.cli.TournamentCommands.tournament;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Standings of {@code notsimplemm.xml} (McMahon, 9 players, 5 rounds; bar 1D, floor 20K, zero 30K; a bye is
 * worth 1, an absence 1/2, rounded down; criteria MMS, SOSM, SOSOSM), worked by hand from the file:
 * <pre>
 *   player       start  R1          R2          R3          R4          R5          MMS
 *   Noguchi 7d    30    +Leveque    +Rendu      +Bacardatz  +Bonjean    +Robin h8    35
 *   Rendu 1d      30    +Marechal h5 -Noguchi   -Bonjean    +Goloubkov h3 +Bacardatz 33
 *   Bonjean 3d    30    +Bacardatz  absent      +Rendu      -Noguchi    -Leveque     32
 *   Bacardatz 1d  30    -Bonjean    +Leveque    -Noguchi    +Durand h4  -Rendu       32
 *   Leveque 2d    30    -Noguchi    -Bacardatz  absent      absent      +Bonjean     32
 *   Goloubkov 7k  23    +Durand h1  +Robin h3   bye         -Rendu h3   +Marechal    27
 *   Durand 5k     25    -Goloubkov  -Marechal   -Robin h4   -Bacardatz  bye          26
 *   Marechal 6k   24    -Rendu      +Durand     absent      +Robin h3   -Goloubkov   26
 *   Robin 11k     19    bye         -Goloubkov  +Durand     -Marechal   -Noguchi     21
 * </pre>
 * SOS takes each opponent's final MMS, corrected by the handicap as OpenGotha does (up by the stones the
 * player gave as White, down by those received as Black), and the player's own start score for a round
 * without an opponent.
 */
class StandingsCommandTest {

    private static final String MM = "notsimplemm.xml";
    private static final String RR = "chinese-round-robin.json";

    /** The printed values at the end of the line of {@code player}. */
    private static List<String> values(String out, String player, int count) {
        String line = out.lines().filter(l -> l.contains(player)).findFirst().orElseThrow(() -> new AssertionError(player + " in\n" + out));
        String[] words = line.trim().split("\\s+");
        return Arrays.asList(words).subList(words.length - count, words.length);
    }

    private static String placeOf(String out, String player) {
        return out.lines().filter(l -> l.contains(player)).findFirst().orElseThrow().trim().split("\\s+")[0];
    }

    @Test
    void criterionTengenDoesNotComputeIsLeftOutWithAWarning(@TempDir Path dir) throws IOException {
        // notsimplemm with CAT (OpenGotha's categories) in place of SOSOSM: placed by MMS and SOSM, and told so
        String text = Files.readString(Path.of(tournament(MM)));
        Path edited = dir.resolve("notsimplemm-cat.xml");
        Files.writeString(edited, text.replace("<PlacementCriterion name=\"SOSOSM\" number=\"3\"/>",
                "<PlacementCriterion name=\"CAT\" number=\"3\"/>"));
        CliTestSupport.Run run = standings(edited.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.err().startsWith("warning: notsimplemm-cat.xml, line "), run.err());
        assertTrue(run.err().contains("criterion 'CAT' is left out of the standings"), run.err());
        assertTrue(run.out().lines().anyMatch(l -> l.matches("\\s+place\\s+name\\s+MMS\\s+SOSM")), run.out());
    }

    @Test
    void mcMahonStandingsUseTheTournamentsOwnCriteria() {
        CliTestSupport.Run run = standings(tournament(MM));
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("standings after round 5 of 5"), run.out());
        assertTrue(run.out().lines().anyMatch(l -> l.matches("\\s+place\\s+name\\s+MMS\\s+SOSM\\s+SOSOSM")), run.out());
    }

    @Test
    void noguchiWinsEverythingAndHisSosCountsRobinWithTheEightStonesHeGave() {
        // Leveque 32 + Rendu 33 + Bacardatz 32 + Bonjean 32 + (Robin 21 + 8) = 158
        CliTestSupport.Run run = standings(tournament(MM));
        assertEquals("1", placeOf(run.out(), "Noguchi"));
        assertEquals(List.of("35", "158"), values(run.out(), "Noguchi", 3).subList(0, 2));
    }

    @Test
    void bonjeansAbsenceCountsHisOwnStartScoreInSosAndSososBreaksHisTieWithBacardatz() {
        // SOS: Bacardatz 32 + own start 30 + Rendu 33 + Noguchi 35 + Leveque 32 = 162, as Bacardatz's
        // (Bonjean 32 + Leveque 32 + Noguchi 35 + Durand 26+4 + Rendu 33). SOSOS: Bacardatz 162 + 30 x 5
        // + Rendu 160 + Noguchi 158 + Leveque 159 = 789.
        CliTestSupport.Run run = standings(tournament(MM));
        assertEquals(List.of("32", "162", "789"), values(run.out(), "Bonjean", 3));
        assertEquals("3", placeOf(run.out(), "Bonjean"));
        assertEquals("4", placeOf(run.out(), "Bacardatz"));
        assertEquals("5", placeOf(run.out(), "Leveque"));
    }

    @Test
    void robinsSosIsLoweredByEveryHandicapHeReceived() {
        // own start 19 (bye) + Goloubkov 27-3 + Durand 26-4 + Marechal 26-3 + Noguchi 35-8 = 115
        CliTestSupport.Run run = standings(tournament(MM));
        assertEquals(List.of("21", "115"), values(run.out(), "Robin Clé", 3).subList(0, 2));
        assertEquals("9", placeOf(run.out(), "Robin Clé"));
    }

    @Test
    void playersEqualOnEveryCriterionShareAPlaceMarkedWithEquals() {
        CliTestSupport.Run run = standings("--criteria", "MMS", tournament(MM));
        assertEquals("3=", placeOf(run.out(), "Bonjean"));
        assertEquals("3=", placeOf(run.out(), "Bacardatz"));
        assertEquals("3=", placeOf(run.out(), "Leveque"));
        assertEquals("6", placeOf(run.out(), "Goloubkov"));
        assertTrue(run.out().contains("= shared place"), run.out());
    }

    @Test
    void afterRoundOneOnlyTheFirstRoundCounts() {
        // Noguchi 30 + 1; Robin 19 + 1 for his bye
        CliTestSupport.Run run = standings("--after-round", "1", "--criteria", "mms", tournament(MM));
        assertEquals(0, run.exit(), run.err());
        assertEquals(List.of("31"), values(run.out(), "Noguchi", 1));
        assertEquals(List.of("20"), values(run.out(), "Robin Clé", 1));
    }

    @Test
    void aMcMahonCanBePlacedByTheWinsFamilyToo() {
        // Noguchi's opponents' wins after round 5: Leveque 1, Rendu 3, Bacardatz 2, Bonjean 2, Robin 2 (his bye counts)
        CliTestSupport.Run run = standings("--criteria", "MMS,SOSW", tournament(MM));
        assertEquals(0, run.exit(), run.err());
        assertEquals(List.of("35", "10"), values(run.out(), "Noguchi", 2));
    }

    @Test
    void playersNeverPairedAreListedApartWithoutAPlace() {
        // bosp2024: 71 registered, 32 in no game and given no bye
        CliTestSupport.Run run = standings(tournament("bosp2024.xml"));
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("registered, no game (32, not placed):"), run.out());
        String adal = run.out().lines().filter(l -> l.contains("Adal Birand")).findFirst().orElseThrow();
        assertTrue(adal.startsWith("    Adal Birand"), adal);
        assertTrue(run.out().lines().noneMatch(l -> l.trim().startsWith("40")), run.out());
    }

    @Test
    void aByeWrittenInAnotherCaseScoresItsPoint() {
        // bosp2024: Guney 24k starts at 10 (floor 20k); his bye of round 1, written "GuneyMete", is worth a point
        CliTestSupport.Run run = standings("--after-round", "1", "--criteria", "MMS", tournament("bosp2024.xml"));
        assertEquals(List.of("11"), values(run.out(), "Guney Mete", 1));
    }

    @Test
    void jsonListsThePlayersNeverPairedApart() {
        CliTestSupport.Run run = standings("--json", tournament("bosp2024.xml"));
        String registered = run.out().substring(run.out().indexOf("\"registeredNoGame\""));
        assertTrue(registered.contains("\"id\": \"ADALBIRAND\""), run.out());
        assertTrue(registered.contains("\"name\": \"Adal Birand 3d\""), run.out());
    }

    @Test
    void chineseRoundRobinPlacesByPointsWinnersMinorPointsAndWarnings() {
        // After 2 rounds: Kim beat Choi, lost to Lee; Lee drew Park, beat Kim; Park drew Lee, beat Choi.
        // Points 2/1/0 (art. 27.1): Lee 3, Park 3, Kim 2, Choi 0. Minor points (art. 27.1 (1)(A)): Lee
        // 3/2 (drawn Park) + 2 (Kim) = 3.5; Park 3/2 (drawn Lee) + 0 (Choi) = 1.5. Park has one warning.
        CliTestSupport.Run run = standings(tournament(RR));
        assertEquals(0, run.exit(), run.err());
        assertEquals(List.of("3", "3.5", "0"), values(run.out(), "Lee Bora", 3));
        assertEquals(List.of("3", "1.5", "1"), values(run.out(), "Park Chan", 3));
        assertEquals(List.of("2", "0", "0"), values(run.out(), "Kim Ara", 3));
        assertEquals("1", placeOf(run.out(), "Lee Bora"));
        assertEquals("2", placeOf(run.out(), "Park Chan"));
    }

    @Test
    void chineseTotalScoreComparesOpponentsPointsWithHalfTheLeadersPoints() {
        // Art. 27.1 (2)(A) after 2 rounds, highest IAP 3: Lee 3 + ((3 + 2) / 1.5 - 2) = 4.33;
        // Choi 0 + ((2 + 3) / 1.5 - 2) = 1.33
        CliTestSupport.Run run = standings("--criteria", "TOTAL_SCORE", tournament(RR));
        assertEquals(List.of("4.33"), values(run.out(), "Lee Bora", 1));
        assertEquals(List.of("1.33"), values(run.out(), "Choi Dain", 1));
    }

    @Test
    void jsonGivesPlaceSharedFlagAndEveryCriterionByName() {
        CliTestSupport.Run run = standings("--json", "--criteria", "CHINESE_POINTS,RANK", tournament(RR));
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("\"criteria\": [\"CHINESE_POINTS\", \"RANK\"]"), run.out());
        assertTrue(run.out().contains("\"shared\": false"), run.out());
        assertTrue(run.out().contains("\"RANK\": \"3d\""), run.out());
        assertTrue(run.out().contains("\"CHINESE_POINTS\": 3"), run.out());
    }

    @Test
    void anUnknownCriterionIsAUsageErrorListingTheKnownOnes() {
        CliTestSupport.Run run = standings("--criteria", "MMS,SOSX", tournament(MM));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("unknown criterion 'SOSX'; known: NBW, MMS, SOS"), run.err());
    }

    @Test
    void aCriterionListedTwiceIsAUsageError() {
        CliTestSupport.Run run = standings("--criteria", "SOS,sos", tournament(MM));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("criterion SOS is listed twice"), run.err());
    }

    @Test
    void standingsAfterARoundNotYetPairedAreRefused() {
        CliTestSupport.Run run = standings("--after-round", "6", tournament(MM));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("no standings after round 6: the last paired round is 5"), run.err());
        CliTestSupport.Run text = standings("--after-round", "last", tournament(MM));
        assertEquals(2, text.exit());
        assertTrue(text.err().contains("--after-round takes a round number"), text.err());
    }

    @Test
    void aMissingFileIsNamed() {
        CliTestSupport.Run run = standings("no-such-tournament.json");
        assertEquals(2, run.exit());
        assertEquals("no-such-tournament.json: no such file", run.err().trim());
    }

    @Test
    void aMalformedFileIsRefusedWithTheLineAndColumnOfTheProblem() {
        CliTestSupport.Run run = standings(tournament("trailing-comma.json"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("trailing-comma.json, line 4, column 1: not JSON"), run.err());
    }
}
