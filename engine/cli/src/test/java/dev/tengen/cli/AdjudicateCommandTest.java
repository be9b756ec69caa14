package dev.tengen.cli;

import static dev.tengen.cli.CliTestSupport.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code tengen adjudicate}: the documented examples and malformed scripts. */
class AdjudicateCommandTest {

    private static final Path EXAMPLES = Path.of("../../docs/adjudicate-examples");

    /**
     * Each example of docs/ADJUDICATE.md with the result worked out by hand from the seeds, and one
     * ruling line it must print.
     */
    static Stream<Arguments> examples() {
        return Stream.of(
                // White 10 minutes late: 20 deducted; Black's ko retake warns (5.3), the phone's warning is his second (5.7).
                Arguments.of("incheon-2013-warnings.jsonl", "result: W+F [Incheon 2013 code art. 5.7]",
                        "White: 0:20:00 deducted from the time for lateness  [Incheon 2013 code art. 2.2.2]"),
                // Choi plays twice for Black after Wang kept the rotation: 3 points (2.3.6 (4)); Choi may not resign (2.3.5).
                Arguments.of("incheon-2013-pair-go.jsonl", "result: W+R",
                        "Black: 3 penalty points (rotation error)  [Incheon 2013 code art. 2.3.6 (4)]"),
                // Area 15 to 10 + 7.5; Black's take-back warning costs one stone (24.1): W+4.5 points, 2 1/4 stones.
                Arguments.of("chinese-2002-count.jsonl", "result: W+4.5 [Chinese 2002 art. 9]", "W+2 1/4 stones"),
                // 15 to 10 less 8 compensation, White's 20 seconds of additional time cost 4 points: B+1.
                Arguments.of("ing-1991-count.jsonl", "result: B+1 [Ing 1991 art. 4]", "Black won unconditionally as Black"),
                // Black's ko retake is claimed: a pass with a pass stone; White then thinks past 30 minutes.
                Arguments.of("aga-elimination-illegal-move.jsonl", "result: B+T", "counted as a pass, with a pass stone to White  [AGA rule 7]"),
                // Black's C3 is found on B3 and declared valid (17.5 (2)): Black plays C3 again. Area 15 (six stones,
                // nine points) to 10 + 7.5: W+2.5 points, 1 1/4 stones.
                Arguments.of("chinese-2002-moved-stones.jsonl", "result: W+2.5 [Chinese 2002 art. 9]",
                        "line 11  move 7: B C3  [Chinese 2002 art. 1.1]"),
                // Ma (4d) holds, Chang (2d) guesses even, 7 stones: wrong, so Ma plays Black (art. 10); White resigns.
                Arguments.of("chinese-2002-nigiri.jsonl", "result: B+R",
                        "colours drawn: Ma holds the stones, the guess is wrong; Ma plays Black, Chang White  [Chinese 2002 art. 10]"),
                // Black's last period runs out at 1:40 (50 s of basic time and one 30 s period after 0:20): W+T in
                // principle; on his appeal the referee judges it a pass (art. 22.5), White plays on and later resigns.
                Arguments.of("chinese-2002-expiry-pass.jsonl", "result: B+R [Chinese 2002 art. 7.2]",
                        "0:01:45  line 4  on Black's appeal the referee judges the expiry of the last period a pass: the loss on "
                                + "time is set aside, White plays, the overtime counting continues as before  [Chinese 2002 art. 22.5]"),
                // Yang, older, holds; Lin guesses odd, 10 stones: wrong, so Yang chooses, and takes White (art. 6).
                Arguments.of("ing-1991-nigiri.jsonl", "result: B+R",
                        "Yang chooses; Lin plays Black, Yang White  [Ing 1991 art. 6, Choosing colors]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void theDocumentedExamplesGiveTheResultsTheSeedsSay(String file, String result, String ruling) {
        Run run = adjudicate(EXAMPLES.resolve(file).toString());
        assertEquals(0, run.exit(), run.err());
        String[] lines = run.out().strip().split("\n");
        assertTrue(lines[lines.length - 1].startsWith(result), run.out());
        assertTrue(run.out().contains(ruling), run.out());
    }

    @Test
    void jsonNamesEveryEventWithItsArticleAndTheIngSymbols() {
        Run run = adjudicate("--json", EXAMPLES.resolve("ing-1991-count.jsonl").toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("\"event\": \"move-accepted\""), run.out());
        assertTrue(run.out().contains("\"sgf\": \"B+1\""), run.out());
        assertTrue(run.out().contains("\"white\": \"lost unconditionally as White\""), run.out());
        assertFalse(run.out().contains("\"article\": null"), run.out());
    }

    @Test
    void movedStonesOntoAnOccupiedPointAreNotDeclaredValid() {
        Run run = adjudicate(EXAMPLES.resolve("chinese-2002-moved-stones.jsonl").toString());
        assertTrue(run.out().contains("line 9  moved stones refused: D3 is already occupied: they cannot stand so  [Chinese 2002 art. 17.5]"),
                run.out());
        assertTrue(run.out().contains("line 8  moved stones refused: both players cannot lose where a computer pairs"), run.out());
    }

    @Test
    void aDrawingAfterTheFirstMoveIsRefused() {
        Run run = adjudicate(EXAMPLES.resolve("chinese-2002-nigiri.jsonl").toString());
        assertTrue(run.out().contains("line 4  colour drawing refused: the game has started: colours are drawn before the first move"
                + "  [Chinese 2002 art. 10]"), run.out());
    }

    @Test
    void jsonGivesTheMovedStonesAndTheDrawnColours() {
        Run moved = adjudicate("--json", EXAMPLES.resolve("chinese-2002-moved-stones.jsonl").toString());
        String declared = moved.out().substring(moved.out().indexOf("\"event\": \"stones-declared-valid\""));
        assertTrue(declared.replaceAll("\\s+", " ").startsWith(
                "\"event\": \"stones-declared-valid\", \"moves\": [ { \"from\": \"C3\", \"to\": \"B3\" } ]"), moved.out());
        Run drawn = adjudicate("--json", EXAMPLES.resolve("ing-1991-nigiri.jsonl").toString());
        String colours = drawn.out().substring(drawn.out().indexOf("\"event\": \"colours-drawn\""));
        assertTrue(colours.replaceAll("\\s+", " ").startsWith(
                "\"event\": \"colours-drawn\", \"black\": \"Lin\", \"white\": \"Yang\", \"holder\": \"Yang\""), drawn.out());
    }

    @Test
    void theLossOnTimeBeforeTheAppealCitesTheExpiry() {
        Run run = adjudicate(EXAMPLES.resolve("chinese-2002-expiry-pass.jsonl").toString());
        assertTrue(run.out().contains("0:01:45  line 4  result W+T: Black's time expired (Chinese 2002 art. 12.3, 22.5)"),
                run.out());
    }

    @Test
    void jsonNamesTheExpiryJudgedAPass() {
        Run run = adjudicate("--json", EXAMPLES.resolve("chinese-2002-expiry-pass.jsonl").toString());
        String judged = run.out().substring(run.out().indexOf("\"event\": \"expiry-judged-as-pass\""));
        assertTrue(judged.replaceAll("\\s+", " ").startsWith("\"event\": \"expiry-judged-as-pass\", \"player\": \"B\""),
                run.out());
    }

    @Test
    void anExpiryAppealNamesWhatTheRefereeJudged() {
        Run run = adjudicate(resource("adjudicate/expiry-appeal-undecided.jsonl"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("line 3, field \"referee\": the referee judges the expiry a \"pass\" or lets the "
                + "\"loss\" stand, not \"maybe\""), run.err());
    }

    @Test
    void aDrawingNeedsTheRanksInTheHeader() {
        Run run = adjudicate(resource("adjudicate/nigiri-without-ranks.jsonl"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("line 2, field \"do\": a colour drawing needs each player's \"rank\""), run.err());
    }

    @Test
    void aMovedStoneOffTheBoardIsRejectedWithItsPlaceInTheList() {
        Run run = adjudicate(resource("adjudicate/moved-stone-off-board.jsonl"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("line 3, field \"moves[0].to\": \"K5\" is not a point of the 9x9 board"), run.err());
    }

    @Test
    void onlyAMovedStonesClaimListsMoves() {
        Run run = adjudicate(resource("adjudicate/moves-on-another-claim.jsonl"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("line 3, field \"moves\": only a moved-stones claim"), run.err());
    }

    @Test
    void anUnknownFieldIsRejectedWithItsLineAndName() {
        String file = resource("adjudicate/unknown-field.jsonl");
        Run run = adjudicate(file);
        assertEquals(2, run.exit());
        assertTrue(run.err().startsWith(file + ": line 3, field \"colour\": unknown field"), run.err());
    }

    @Test
    void aLineThatIsNotJsonIsRejectedWithItsColumn() {
        Run run = adjudicate(resource("adjudicate/not-json.jsonl"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("line 2: not JSON at column 58: a key in double quotes is expected"), run.err());
    }

    @Test
    void aPointOffTheBoardIsRejected() {
        Run run = adjudicate(resource("adjudicate/off-board.jsonl"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("line 2, field \"at\": \"T19\" is not a point of the 9x9 board"), run.err());
    }

    @Test
    void timeGoingBackwardsIsRejected() {
        Run run = adjudicate(resource("adjudicate/backwards.jsonl"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("line 3, field \"t\""), run.err());
    }

    @Test
    void anUnknownClaimIsRejectedInJsonToo() {
        Run run = adjudicate("--json", resource("adjudicate/unknown-claim.jsonl"));
        assertEquals(2, run.exit());
        assertTrue(run.out().contains("line 2, field \\\"kind\\\": unknown claim \\\"sneezing\\\""), run.out());
    }

    @Test
    void aMissingFileExitsTwo() {
        Run run = adjudicate("/nonexistent/game.jsonl");
        assertEquals(2, run.exit());
        assertEquals("/nonexistent/game.jsonl: no such file", run.err().strip());
    }

    record Run(int exit, String out, String err) {}

    private static Run adjudicate(String... argv) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit;
        try {
            exit = new AdjudicateCommand().run(List.of(argv), new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
        } catch (Args.UsageError e) {
            throw new AssertionError(e);
        }
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
