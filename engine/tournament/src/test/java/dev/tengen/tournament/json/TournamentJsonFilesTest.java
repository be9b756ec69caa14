package dev.tengen.tournament.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.opengotha.OpenGothaFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Tengen files on disk: the real tournaments survive a save and load; an unreadable file is a problem. */
class TournamentJsonFilesTest {

    @ParameterizedTest
    @ValueSource(strings = {"simplemm", "notsimplemm", "Toulouse2024", "frioul-2018", "simpleswiss", "notsosimpleswiss", "veterans-2021"})
    void realTournamentSurvivesSaveAndLoad(String name, @TempDir Path dir) throws IOException {
        Tournament imported;
        try (InputStream in = getClass().getResourceAsStream("/opengotha/" + name + ".xml")) {
            imported = OpenGothaFile.read(in).orElseThrow();
        }
        Path file = dir.resolve(name + ".json");
        TournamentJson.write(imported, file);
        assertEquals(Checked.valid(imported), TournamentJson.read(file));
    }

    @Test
    void missingFileIsAProblemNotAnException(@TempDir Path dir) {
        Path missing = dir.resolve("nowhere.json");
        List<Problem> problems = TournamentJson.read(missing).problems();
        assertEquals(1, problems.size());
        assertEquals(missing.toString(), problems.getFirst().where());
    }

    @Test
    void fileThatIsNotUtf8IsRefused(@TempDir Path dir) throws IOException {
        Path latin1 = dir.resolve("latin1.json");
        Files.write(latin1, new byte[] {'{', '"', (byte) 0xE9, '"', '}'});
        assertEquals(List.of(new Problem(latin1.toString(), "is not UTF-8 text")), TournamentJson.read(latin1).problems());
    }

    @Test
    void problemsOfAFileNameTheFile(@TempDir Path dir) throws IOException {
        Path broken = dir.resolve("cup.json");
        Files.writeString(broken, "{\n  \"schema\": 1\n}");
        assertEquals(List.of("cup.json, tournament (line 2, column 13): field 'schema' is a string, not a number"),
                TournamentJson.read(broken).problems().stream().map(Problem::toString).toList());
    }
}
