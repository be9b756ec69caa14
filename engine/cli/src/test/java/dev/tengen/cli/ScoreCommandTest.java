package dev.tengen.cli;

import static dev.tengen.cli.CliTestSupport.resource;
import static dev.tengen.cli.CliTestSupport.tengen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The position of {@code score/walls-5x5.sgf}, counted by hand:
 * <pre>
 *   . X O . .
 *   . X O . X   &lt;- E4 is dead (White's territory mark)
 *   . X O . .
 *   . X O . .
 *   . X O . .
 * </pre>
 * Black: 5 points of territory, 5 live stones. White: 10 points of territory (E4 included once the
 * dead stone is removed), 5 stones, 1 prisoner.
 */
class ScoreCommandTest {

    private static final String WALLS = "score/walls-5x5.sgf";

    @Test
    void koreanCountingAddsTerritoryAndPrisonersWithDeadStonesFromTheMarkup() {
        // Black 5; White 10 + 1 prisoner + 6.5 = 17.5: W+12.5 (Korean 2016 art. 12).
        CliTestSupport.Run run = tengen("score", "--rules", "korean-2016", resource(WALLS));
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("result: W+12.5"), run.out());
        assertTrue(run.out().contains("dead stones: E4"), run.out());
    }

    @Test
    void chineseCountingStatesTheResultInStonesToo() {
        // Black area 10, White area 15; 10 - 15 - 7.5 = -12.5 points = W+6 1/4 stones (Chinese 2002 art. 9, 11).
        CliTestSupport.Run run = tengen("score", "--rules", "chinese-2002", resource(WALLS));
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("result: W+12.5"), run.out());
        assertTrue(run.out().contains("W+6 1/4"), run.out());
    }

    @Test
    void komiOverridesTheRuleSetsCompensationInPoints() {
        CliTestSupport.Run run = tengen("score", "--rules", "korean-2016", "--komi", "0.5", resource(WALLS));
        assertTrue(run.out().contains("result: W+6.5"), run.out());
    }

    @Test
    void aKomiGivenOnTheCommandLineIsCitedAsSuchNotAsTheRuleSetsArticle() {
        // korean-2016 cites "set by the competition (Incheon 2013 code art. 2.2.1: 6.5)" for its own komi (Rulesets)
        CliTestSupport.Run run = tengen("score", "--rules", "korean-2016", "--komi", "0.5", resource(WALLS));
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("compensation 0.5 points to White, given on the command line (--komi)"), run.out());
        assertFalse(run.out().contains("Incheon 2013 code art. 2.2.1"), run.out());
        assertTrue(run.out().contains("counted by Korean 2016 art. 8, 9 and 12"), "the rest still cites the rule set: "
                + run.out());
        CliTestSupport.Run own = tengen("score", "--rules", "korean-2016", resource(WALLS));
        assertTrue(own.out().contains("compensation 6.5 points to White, set by the competition (Incheon 2013 code"
                + " art. 2.2.1: 6.5)"), own.out());
    }

    /**
     * {@code exports/cgoban1-untimed-scored.sgf}, counted by hand: Black's wall on column D and White's on column E,
     * TB on the 27 points of columns A-C and TW on the 36 points of F-J, no prisoner. The record says KM[5.5] and
     * RE[W+14.5]: 36 + 5.5 - 27.
     */
    private static final String CGOBAN = "exports/cgoban1-untimed-scored.sgf";

    @Test
    void aKomiAndAResultTheCountDoesNotBearOutAreWarningsSayingBoth() {
        // Korean 2016 with its own 6.5: White 36 + 6.5 against Black 27, W+15.5
        CliTestSupport.Run run = tengen("score", "--rules", "korean-2016", resource(CGOBAN));
        assertEquals(0, run.exit(), "a warning, not a failure: " + run.err());
        assertTrue(run.out().contains("result: W+15.5"), run.out());
        assertTrue(run.err().contains("cgoban1-untimed-scored.sgf:2:25: warning: the record gives the komi as KM[5.5], the"
                + " count gave 6.5 points (set by the competition (Incheon 2013 code art. 2.2.1: 6.5))"), run.err());
        assertTrue(run.err().contains("cgoban1-untimed-scored.sgf:8:3: warning: the record gives the result as"
                + " RE[W+14.5], the count gives W+15.5"), run.err());
    }

    @Test
    void aKomiGivenOnTheCommandLineIsWhatTheRecordsKmIsHeldAgainst() {
        CliTestSupport.Run same = tengen("score", "--rules", "korean-2016", "--komi", "5.5", resource(CGOBAN));
        assertEquals(0, same.exit(), same.err());
        assertFalse(same.err().contains("the record gives"), "KM[5.5] and RE[W+14.5] are what the count gives: "
                + same.err());
        CliTestSupport.Run other = tengen("score", "--rules", "korean-2016", "--komi", "7", resource(CGOBAN));
        assertTrue(other.err().contains("KM[5.5], the count gave 7 points (given on the command line (--komi))"),
                other.err());
        assertTrue(other.err().contains("RE[W+14.5], the count gives W+16"), other.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"B+R", "W+Resign", "B+T", "W+F", "Void", "?", "W+"})
    void aResultNotByCountingOrWithoutAMarginIsNoDisagreement(String result, @TempDir Path dir) throws IOException {
        CliTestSupport.Run run = tengen("score", "--rules", "korean-2016", "--komi", "5.5", withResult(result, dir));
        assertEquals(0, run.exit(), run.err());
        assertFalse(run.err().contains("the record gives the result"), run.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"B+14.5", "W+12", "0", "Draw", "B+"})
    void anotherWinnerOrMarginByCountingIsADisagreement(String result, @TempDir Path dir) throws IOException {
        CliTestSupport.Run run = tengen("score", "--rules", "korean-2016", "--komi", "5.5", withResult(result, dir));
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.err().contains("warning: the record gives the result as RE[" + result + "], the count gives"
                + " W+14.5"), run.err());
    }

    @Test
    void jsonListsTheDisagreementsWithTheOtherWarnings() {
        CliTestSupport.Run run = tengen("score", "--json", "--rules", "korean-2016", resource(CGOBAN));
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("warning: the record gives the result as RE[W+14.5], the count gives W+15.5"),
                run.out());
    }

    /** The CGOBAN record with another RE. */
    private static String withResult(String result, Path dir) throws IOException {
        String record = Files.readString(Path.of(resource(CGOBAN)), StandardCharsets.ISO_8859_1);
        assertTrue(record.contains("RE[W+14.5]"), "the record as copied");
        Path file = dir.resolve("result.sgf");
        Files.writeString(file, record.replace("RE[W+14.5]", "RE[" + result + "]"), StandardCharsets.ISO_8859_1);
        return file.toString();
    }

    @Test
    void deadStonesGivenOnTheCommandLineReplaceTheMarkup() {
        // Nothing dead: the live black stone at E4 touches White's region, which becomes neutral:
        // Black 5 against White 0 + 6.5.
        CliTestSupport.Run run = tengen("score", "--rules", "korean-2016", "--dead", "", resource(WALLS));
        assertTrue(run.out().contains("result: W+1.5"), run.out());
        CliTestSupport.Run marked = tengen("score", "--rules", "korean-2016", "--dead", "e4", resource(WALLS));
        assertTrue(marked.out().contains("result: W+12.5"), marked.out());
    }

    @Test
    void jsonGivesEverySideAndTheOwnershipOfEveryPoint() {
        CliTestSupport.Run run = tengen("score", "--json", "--rules", "korean-2016", resource(WALLS));
        assertEquals(0, run.exit());
        assertTrue(run.out().contains("\"result\": \"W+12.5\""), run.out());
        assertTrue(run.out().contains("\"ownership\": ["), run.out());
        assertTrue(run.out().contains("\"territory\": 10"), run.out());
    }

    @Test
    void aDeadStoneOnAnEmptyPointOrOffTheBoardIsRefusedPlainly() {
        CliTestSupport.Run empty = tengen("score", "--rules", "aga", "--dead", "A1", resource(WALLS));
        assertEquals(2, empty.exit());
        assertTrue(empty.err().contains("no stone stands at A1"), empty.err());
        CliTestSupport.Run off = tengen("score", "--rules", "aga", "--dead", "Z9", resource(WALLS));
        assertEquals(2, off.exit());
        assertTrue(off.err().contains("'Z9' is not a point of a 5x5 board"), off.err());
    }

    @Test
    void aMalformedKomiIsAUsageError() {
        CliTestSupport.Run run = tengen("score", "--rules", "aga", "--komi", "seven", resource(WALLS));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("--komi takes a number of points"), run.err());
    }

    @Test
    void aRecordWithAnIllegalMoveCannotBeScored() {
        CliTestSupport.Run run = tengen("score", "--rules", "korean-2016", resource("replay/ko-retake.sgf"));
        assertEquals(1, run.exit());
        assertTrue(run.err().contains("cannot score: move 2 (W B4) is illegal"), run.err());
    }
}
