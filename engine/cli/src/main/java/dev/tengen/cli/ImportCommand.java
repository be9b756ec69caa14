package dev.tengen.cli;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.json.TournamentJson;
import dev.tengen.tournament.opengotha.OpenGothaFile.Reading;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code tengen import --format F FILE [-o OUT]}: reads another program's tournament file (ImportFormats) and writes
 * it as a Tengen tournament file, to OUT or to standard output. Warnings (what the format holds and Tengen leaves
 * out, what it lacks and Tengen supplies) go to standard error; a file the reader refuses writes nothing.
 */
final class ImportCommand implements Command {

    @Override
    public String name() {
        return "import";
    }

    @Override
    public String usage() {
        return "--format " + String.join("|", ImportFormats.names()) + " FILE [-o OUT.json]";
    }

    @Override
    public String summary() {
        return "another program's tournament file as a Tengen tournament file";
    }

    @Override
    public int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError {
        List<String> named = new ArrayList<>(words.stream().map(w -> w.equals("-o") ? "--output" : w).toList());
        Args args = Args.parse(named, Set.of("format", "output"), Set.of());
        String formatName = args.option("format").orElseThrow(() -> new Args.UsageError(
                "name the file's format with --format " + String.join("|", ImportFormats.names())));
        ImportFormats.Format format = ImportFormats.named(formatName).orElseThrow(() -> new Args.UsageError(
                "unknown format '" + formatName + "': one of " + String.join(", ", ImportFormats.names())));
        if (args.operands().size() != 1) {
            throw new Args.UsageError("name exactly one file to import");
        }
        String file = args.operands().get(0);
        Path path = Path.of(file);
        if (!Files.isRegularFile(path)) {
            err.println(file + ": " + (Files.exists(path) ? "not a file" : "no such file"));
            return Tengen.BAD_INPUT;
        }
        Reading reading = format.reader().read(path, LocalDate.now());
        reading.warnings().forEach(w -> err.println("warning: " + w));
        if (!(reading.tournament() instanceof Checked.Valid<Tournament> valid)) {
            err.println(TournamentFiles.describe(file, reading.tournament().problems()));
            return Tengen.BAD_INPUT;
        }
        Tournament tournament = valid.value();
        if (args.option("output").isEmpty()) {
            out.println(TournamentJson.write(tournament));
            return Tengen.OK;
        }
        String output = args.option("output").get();
        try {
            TournamentJson.write(tournament, Path.of(output));
        } catch (IOException e) {
            err.println(output + ": cannot be written (" + e.getMessage() + ")");
            return Tengen.BAD_INPUT;
        }
        out.println(file + " (" + format.description() + "): " + Counted.of(tournament.players().size(), "player") + ", "
                + Counted.of(tournament.rounds().size(), "round") + " paired, " + Counted.of(tournament.games().size(), "game")
                + ": written to " + output);
        return Tengen.OK;
    }
}
