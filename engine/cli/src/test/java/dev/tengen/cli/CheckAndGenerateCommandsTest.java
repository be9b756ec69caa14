package dev.tengen.cli;

import static dev.tengen.cli.CliTestSupport.tengen;
import static dev.tengen.cli.TournamentCommands.tournament;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckAndGenerateCommandsTest {

    @Test
    void aGeneratedTournamentWrittenToAFileIsCheckedAndConforms(@TempDir Path dir) {
        String file = dir.resolve("generated.json").toString();
        CliTestSupport.Run generated = tengen("generate", "--system", "mcmahon", "--players", "24", "--rounds", "4",
                "--seed", "7", "-o", file);
        assertEquals(0, generated.exit(), generated.err());
        assertTrue(generated.out().startsWith("wrote " + file), generated.out());
        CliTestSupport.Run checked = tengen("check", file);
        assertEquals(0, checked.exit(), checked.out() + checked.err());
        assertTrue(checked.out().contains("conforms: no deviation"), checked.out());
        assertTrue(checked.out().contains("standings recomputed after round 4"), checked.out());
    }

    @Test
    void theSameSeedGivesTheSameTournament() {
        CliTestSupport.Run one = tengen("generate", "--system", "swiss", "--players", "15", "--rounds", "3", "--seed", "42");
        CliTestSupport.Run two = tengen("generate", "--system", "swiss", "--players", "15", "--rounds", "3", "--seed", "42");
        assertEquals(0, one.exit(), one.err());
        assertTrue(one.out().contains("\"schema\": \"tengen-tournament/1\""), one.out());
        assertEquals(one.out(), two.out());
    }

    @Test
    void aDeviationIsListedWithRoundRuleAndReferenceAndExitsOne() {
        // notsimplemm round 1: two games cross score groups where fewer crossings pair the same players
        CliTestSupport.Run run = tengen("check", tournament("notsimplemm.xml"));
        assertEquals(1, run.exit(), run.out() + run.err());
        assertTrue(run.out().contains("  round 1: the pairs cross score groups"), run.out());
        assertTrue(run.out().contains("    rule score-groups: EGF Tournament System Rules"), run.out());
        assertTrue(run.out().contains("1 deviation"), run.out());
    }

    @Test
    void jsonNamesEachDeviationsRoundBoardRuleAndReference() {
        CliTestSupport.Run run = tengen("check", "--json", tournament("bosp2024.xml"));
        assertEquals(1, run.exit(), run.err());
        assertTrue(run.out().contains("\"conforms\": false"), run.out());
        assertTrue(run.out().contains("\"rule\": \"bye\""), run.out());
        assertTrue(run.out().contains("\"board\": null"), run.out());
        assertTrue(run.out().contains("\"fileStandingsCompared\": false"), run.out());
    }

    @Test
    void anUnknownSystemIsAUsageErrorNamingTheSystems() {
        CliTestSupport.Run run = tengen("generate", "--system", "lottery", "--players", "8", "--rounds", "2", "--seed", "1");
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("unknown system 'lottery': one of mcmahon, swiss, chinese-swiss"), run.err());
    }

    @Test
    void aMissingFileIsUnusableInput() {
        CliTestSupport.Run run = tengen("check", "no-such-tournament.xml");
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("no-such-tournament.xml: no such file"), run.err());
    }

    @Test
    void anOpenGothaOutputIsWrittenForAMcMahonTournament(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("generated.xml");
        CliTestSupport.Run run = tengen("generate", "--system", "mcmahon", "--players", "10", "--rounds", "2", "--seed", "3",
                "-o", file.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(Files.readString(file).contains("<Tournament"), "OpenGotha XML");
    }
}
