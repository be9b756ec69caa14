package dev.tengen.cli;

import static dev.tengen.cli.CliTestSupport.resource;
import static dev.tengen.cli.CliTestSupport.tengen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Records whose game info does not follow FF[4] (resources exports/, README there) are replayed and counted; each such
 * value is a warning on stderr with file, line and column, and the exit follows the game alone.
 */
class ExportedRecordsCommandTest {

    private static final String FOX = "exports/fox-chinese-text.sgf";
    private static final String CGOBAN = "exports/cgoban1-untimed-scored.sgf";

    @Test
    void replayOfARecordWithChineseTextInItsGameInfoIsLegalAndWarnsOnStderr() {
        String file = resource(FOX);
        CliTestSupport.Run run = tengen("replay", "--rules", "chinese-2002", file);

        assertEquals(0, run.exit(), run.out() + run.err());
        assertTrue(run.out().contains("every move legal"), run.out());
        assertTrue(run.err().contains(file + ":3:3: warning: DT must be a date"), run.err());
        assertTrue(run.err().contains(file + ":4:3: warning: TM must be a number (the time limit in seconds), found '3小时'"),
                run.err());
        assertTrue(run.err().contains(file + ":8:3: warning: RE must be a result"), run.err());
    }

    @Test
    void warningsDoNotHideAnIllegalMoveOrChangeItsExit() {
        CliTestSupport.Run run = tengen("replay", "--rules", "korean-2016", resource("exports/kiseidojo-japanese.sgf"),
                resource("replay/ko-retake.sgf"));

        assertEquals(1, run.exit(), run.out() + run.err());
        assertTrue(run.err().contains(":1:26: warning: DT must be"), run.err());
    }

    @Test
    void replayInJsonListsEachGamesWarnings() {
        String file = resource(CGOBAN);
        CliTestSupport.Run run = tengen("replay", "--json", "--rules", "korean-2016", file);

        assertEquals(0, run.exit(), run.out() + run.err());
        assertTrue(run.out().contains("\"warnings\": [\"" + file + ":7:20: warning: TM must be a number (the time limit in "
                + "seconds), found '-'; kept as text\"]"), run.out());
    }

    @Test
    void untimedCgobanRecordIsCountedAsItsResultSays() {
        // Black walls off columns A-C (27 points), White F-J (36); komi 5.5 as KM says: W+14.5, as RE says.
        CliTestSupport.Run run = tengen("score", "--rules", "korean-2016", "--komi", "5.5", resource(CGOBAN));

        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("result: W+14.5"), run.out());
        assertTrue(run.err().contains(":7:20: warning: TM must be a number"), run.err());
    }

    @Test
    void scoreInJsonCarriesTheWarnings() {
        CliTestSupport.Run run = tengen("score", "--json", "--rules", "korean-2016", resource(CGOBAN));

        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("\"warnings\": [\""), run.out());
        assertTrue(run.out().contains(":7:20: warning: TM must be"), run.out());
    }
}
