package dev.tengen.cli;

import static dev.tengen.cli.CliTestSupport.resource;
import static dev.tengen.cli.CliTestSupport.tengen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code tengen ratings} on the made-up list samples of resources/imports. */
class RatingsCommandTest {

    @Test
    void aNameWithoutAccentsFindsThePlayerWithRankAndRating() {
        CliTestSupport.Run run = tengen("ratings", resource("imports/ffg-echelle-sample.txt"), "--find", "andeol");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().startsWith("FFG échelle of 2026-11-15, 4 players: 1 finds 'andeol'"), run.out());
        assertTrue(run.out().contains("1100278  EVAIN Andéol  2d  rating 2229 (listed 179)  31To FR"), run.out());
    }

    @Test
    void atADateTheListSaysWhetherTheRatingWasHeldThen() {
        CliTestSupport.Run run = tengen("ratings", resource("imports/egd-allworld-sample.txt"), "--find", "10293847",
                "--at", "2026-10-01");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("at 2026-10-01: not known (rated again on 2026-11-01"), run.out());
    }

    @Test
    void jsonGivesEachPlayerWithTheRatingsStandingAtTheDate() {
        CliTestSupport.Run run = tengen("ratings", "--json", resource("imports/ffg-echelle-sample.txt"), "--find", "robin",
                "--at", "2026-12-01");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("\"list\": \"ffg\""), run.out());
        assertTrue(run.out().contains("\"id\": \"2200056\""), run.out());
        assertTrue(run.out().contains("\"rank\": \"10k\""), run.out());
        assertTrue(run.out().contains("\"held\": true"), run.out());
    }

    @Test
    void anIllWrittenDateIsAUsageError() {
        CliTestSupport.Run run = tengen("ratings", resource("imports/egd-allworld-sample.txt"), "--find", "x", "--at", "1/10/2026");
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("--at is a date written YYYY-MM-DD"), run.err());
    }

    @Test
    void aFileThatIsNoListIsRefused() {
        CliTestSupport.Run run = tengen("ratings", resource("tournaments/simplemm.xml"), "--find", "x");
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("not a rating list Tengen reads"), run.err());
    }
}
