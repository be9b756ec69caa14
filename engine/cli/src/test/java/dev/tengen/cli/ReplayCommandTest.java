package dev.tengen.cli;

import static dev.tengen.cli.CliTestSupport.resource;
import static dev.tengen.cli.CliTestSupport.tengen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ReplayCommandTest {

    @Test
    void aLegalGameExitsZero() {
        CliTestSupport.Run run = tengen("replay", "--rules", "korean-2016", resource("replay/legal-9x9.sgf"));
        assertEquals(0, run.exit(), run.out() + run.err());
        assertTrue(run.out().contains("every move legal"), run.out());
    }

    @Test
    void anImmediateKoRetakeExitsOneNamingFileMovePointAndRule() {
        String file = resource("replay/ko-retake.sgf");
        CliTestSupport.Run run = tengen("replay", "--rules", "korean-2016", file);
        assertEquals(1, run.exit());
        assertTrue(run.out().contains(file + ": move 2 (W B4) is illegal under korean-2016"), run.out());
        assertTrue(run.out().contains("[Korean 2016 art. 7]"), run.out());
    }

    @Test
    void theSameRetakeIsASuperkoViolationUnderChineseRulesInJson() {
        CliTestSupport.Run run = tengen("replay", "--json", "--rules", "chinese-2002", resource("replay/ko-retake.sgf"));
        assertEquals(1, run.exit());
        assertTrue(run.out().contains("\"point\": \"B4\""), run.out());
        assertTrue(run.out().contains("\"article\": \"Chinese 2002 art. 6 and 20\""), run.out());
    }

    @Test
    void aMalformedFileExitsTwoNamingLineAndColumn() {
        String file = resource("replay/unclosed.sgf");
        CliTestSupport.Run run = tengen("replay", "--rules", "aga", file, resource("replay/ko-retake.sgf"));
        assertEquals(2, run.exit(), "an unreadable file outranks an illegal move");
        assertTrue(run.err().startsWith(file + ":2:"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    @Test
    void aMissingFileExitsTwo() {
        CliTestSupport.Run run = tengen("replay", "--rules", "aga", "/nonexistent/game.sgf");
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("/nonexistent/game.sgf: no such file"), run.err());
    }

    @Test
    void everyGameOfACollectionIsReplayed() {
        CliTestSupport.Run run = tengen("replay", "--rules", "chinese-2002", resource("replay/two-games.sgf"));
        assertEquals(1, run.exit());
        assertTrue(run.out().contains("(game 2): move 2 (W E5) is illegal"), run.out());
    }

    @Test
    void anUnknownRuleSetIsAUsageError() {
        CliTestSupport.Run run = tengen("replay", "--rules", "japanese", resource("replay/legal-9x9.sgf"));
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("unknown rule set 'japanese'; known: korean-2016"), run.err());
    }
}
