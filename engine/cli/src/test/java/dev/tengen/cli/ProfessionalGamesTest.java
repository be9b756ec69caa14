package dev.tengen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import dev.tengen.sgf.SgfGame;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Real professional records (games/pro, origins in SOURCES.md) replay without a false illegal move under every rule set. */
class ProfessionalGamesTest {

    static Stream<Ruleset> rulesets() {
        return Rulesets.ALL.stream();
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void everyMoveOfEveryRecordIsLegal(Ruleset rules) throws Exception {
        List<Path> files = records();
        assertTrue(files.size() >= 14, "the corpus holds " + files.size() + " records");
        for (Path file : files) {
            SgfGame record = RecordFiles.games(file.toString()).get(0);
            RecordReplay.Outcome outcome = RecordReplay.replay(record, rules);
            assertTrue(outcome.illegal().isEmpty(), () -> file.getFileName() + ": " + outcome.illegal().get());
            assertEquals(record.mainLineMoves().size(), outcome.movesPlayed(), file.getFileName().toString());
        }
    }

    private static List<Path> records() throws IOException, URISyntaxException {
        Path folder = Path.of(ProfessionalGamesTest.class.getResource("/games/pro").toURI());
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.toString().endsWith(".sgf")).sorted().toList();
        }
    }
}
