package dev.tengen.tournament.opengotha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Tournament;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Copies of a real file (frioul-2018), each broken in one place: the import refuses the whole file and
 * names the place. The line numbers are those of the original file.
 */
class OpenGothaBrokenFilesTest {

    private static final String FRIOUL = RealFiles.text("frioul-2018");

    private static List<String> problemsAfter(String original, String broken) {
        assertTrue(FRIOUL.contains(original), "the edit applies to the file: " + original);
        Checked<Tournament> read = OpenGothaFile.read(FRIOUL.replaceFirst(java.util.regex.Pattern.quote(original), broken));
        assertFalse(read.isValid(), "a broken file is refused whole");
        return read.problems().stream().map(Problem::toString).toList();
    }

    @Test
    void gameWithAnUnregisteredPlayerNamesRoundBoardAndLine() {
        assertEquals(List.of("line 65, round 2, board 25: player 'DUPONTJEAN' is not registered"),
                problemsAfter("blackPlayer=\"VACAJEAN-FRANÇOIS\" handicap=\"2\"", "blackPlayer=\"DUPONTJEAN\" handicap=\"2\""));
    }

    @Test
    void rankOutOfRangeNamesThePlayer() {
        assertEquals(List.of("line 4, player 'MIGNUCCIBERNARD': rank '45K' is out of range: kyu ranks run from 30k to 1k"),
                problemsAfter("grade=\"3K\" name=\"Mignucci\" participating=\"11111111111111111111\" rank=\"3K\"",
                        "grade=\"3K\" name=\"Mignucci\" participating=\"11111111111111111111\" rank=\"45K\""));
    }

    @Test
    void truncatedFileIsNotWellFormedXml() {
        List<String> problems = problemsAfter("<TournamentParameterSet>", "<TournamentParameterSet");
        assertEquals(1, problems.size());
        assertTrue(problems.getFirst().startsWith("line 165, column "), problems::toString);
    }

    @Test
    void resultCodeOpenGothaDoesNotWriteIsRefusedNamingRoundAndBoard() {
        List<String> problems = problemsAfter("result=\"RESULT_WHITEWINS\" roundNumber=\"1\" tableNumber=\"2\"",
                "result=\"RESULT_WHITEWIN\" roundNumber=\"1\" tableNumber=\"2\"");
        assertEquals(1, problems.size());
        assertTrue(problems.getFirst().startsWith("line 66, round 1, board 2: attribute 'result' is one of RESULT_UNKNOWN"));
        assertTrue(problems.getFirst().endsWith("not 'RESULT_WHITEWIN'"), problems::toString);
    }

    @Test
    void participationMustBeZerosAndOnes() {
        assertEquals(List.of("line 4, player 'MIGNUCCIBERNARD': participation is a string of 0 and 1, one per round, not '111x1111111111111111'"),
                problemsAfter("name=\"Mignucci\" participating=\"11111111111111111111\"", "name=\"Mignucci\" participating=\"111x1111111111111111\""));
    }

    @Test
    void gameBeyondTheLastRoundIsRefused() {
        assertEquals(List.of("line 66, round 9, board 2: the tournament has rounds 1 to 4"),
                problemsAfter("roundNumber=\"1\" tableNumber=\"2\"", "roundNumber=\"9\" tableNumber=\"2\""));
    }

    @Test
    void playerPairedTwiceInARoundIsRefused() {
        assertEquals(List.of("round 1, board 2: player 'LEFEBVRELOÏC' is paired twice in this round"),
                problemsAfter("roundNumber=\"1\" tableNumber=\"2\" whitePlayer=\"PASSOWADRIAN\"",
                        "roundNumber=\"1\" tableNumber=\"2\" whitePlayer=\"LEFEBVRELOÏC\""));
    }

    @Test
    void samePlayerRegisteredTwiceIsRefused() {
        String line = FRIOUL.lines().filter(l -> l.contains("name=\"Mignucci\"")).findFirst().orElseThrow();
        List<String> problems = problemsAfter("<Players>\n", "<Players>\n" + line + "\n");
        assertEquals(List.of("line 5, player 'MIGNUCCIBERNARD': is registered twice (OpenGotha keys players by name and first name)"), problems);
    }

    @Test
    void missingFirstNameIsRefused() {
        List<String> problems = problemsAfter("firstName=\"Bernard\" ", "");
        assertEquals("line 4, player: attribute 'firstName' is missing", problems.getFirst());
        assertEquals("line 77, round 1, board 10: player 'MIGNUCCIBERNARD' is not registered", problems.get(1),
                "without a first name the player has no key, so his four games name nobody");
        assertEquals(5, problems.size());
    }

    @Test
    void unknownRootElementIsNotAnOpenGothaFile() {
        Checked<Tournament> read = OpenGothaFile.read("<?xml version=\"1.0\"?>\n<html><body/></html>");
        assertEquals(List.of(new Problem("line 2", "the root element is <html>, not <Tournament>: this is not an OpenGotha tournament file")),
                read.problems());
    }

    @Test
    void emptyFileIsNotXml() {
        assertEquals(1, OpenGothaFile.read("").problems().size());
    }

    @Test
    void criterionOpenGothaDoesNotNameIsRefused() {
        assertEquals(List.of("line 170, placement criterion 2: 'SOSX' is not an OpenGotha placement criterion"),
                problemsAfter("<PlacementCriterion name=\"SOSM\" number=\"2\"/>", "<PlacementCriterion name=\"SOSX\" number=\"2\"/>"));
    }

    @Test
    void floorAboveBarIsRefused() {
        assertEquals(List.of("line 165, general settings: the McMahon floor 2d is above the bar 1d"),
                problemsAfter("genMMFloor=\"20K\"", "genMMFloor=\"2D\""));
    }

    @Test
    void komiThatIsNotANumberIsRefused() {
        assertEquals(List.of("line 165, general settings: attribute 'komi' is a number, not 'seven'"),
                problemsAfter("komi=\"7.5\"", "komi=\"seven\""));
    }

    @Test
    void byeForAnUnknownPlayerIsRefused() {
        assertEquals(List.of("line 5, round 1, bye: player 'NOBODY' is not registered"),
                problemsAfter("</Players>\n", "</Players>\n<ByePlayers><ByePlayer player=\"NOBODY\" roundNumber=\"1\"/></ByePlayers>\n")
                        .stream().map(p -> p.replaceFirst("line [0-9]+", "line 5")).toList());
    }

    @Test
    void teamTournamentIsRefusedRatherThanHalfImported() {
        List<String> problems = problemsAfter("<TournamentParameterSet>",
                "<Teams><Team teamName=\"A\" teamNumber=\"1\"><Board boardNumber=\"1\" player=\"MIGNUCCIBERNARD\" roundNumber=\"1\"/></Team></Teams>\n<TournamentParameterSet>");
        assertEquals(List.of("line 164, teams: OpenGotha team tournaments are not read: each team's board order is stored"
                + " round by round, and a Tengen team has one board order for the whole event"), problems);
    }

    @Test
    void byeThatCouldNameEitherOfTwoPlayersIsRefused() {
        // MIGNUCCÍBERNARD and MIGNUCCIBERNARD are two keys; without case and accents "MignucciBernard" is both
        String twin = FRIOUL.lines().filter(l -> l.contains("name=\"Mignucci\"")).findFirst().orElseThrow()
                .replace("name=\"Mignucci\"", "name=\"Mignuccí\"");
        Checked<Tournament> read = OpenGothaFile.read(FRIOUL.replace("<Players>\n", "<Players>\n" + twin + "\n")
                .replace("</Players>\n", "</Players>\n<ByePlayers><ByePlayer player=\"MignucciBernard\" roundNumber=\"1\"/></ByePlayers>\n"));
        assertEquals(List.of("round 1, bye: player 'MignucciBernard' is not registered"),
                read.problems().stream().map(Problem::toString).map(p -> p.replaceFirst("line [0-9]+, ", "")).toList());
    }

    @Test
    void severalProblemsAreAllReported() {
        String broken = FRIOUL.replace("komi=\"7.5\"", "komi=\"seven\"").replace("rank=\"3K\" rating=\"1778\"", "rank=\"3Q\" rating=\"1778\"");
        assertEquals(2, OpenGothaFile.read(broken).problems().size());
    }

    /** OpenGotha's own bound (20, Gotha.MAX_NUMBER_OF_ROUNDS) is below the platform's 1,000: a larger count is refused. */
    @Test
    void moreRoundsThanOpenGothaHoldsAreRefused() {
        assertEquals(List.of("line 165, general settings: the number of rounds lies in 1..20, not 2000000000"),
                problemsAfter("numberOfRounds=\"4\"", "numberOfRounds=\"2000000000\""));
    }
}
