package dev.tengen.cli;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.json.TournamentJson;
import dev.tengen.tournament.opengotha.OpenGothaFile;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Reading a tournament file for the tournament commands: Tengen JSON ({@code tengen-tournament/1}) or
 * OpenGotha XML, told apart by the first character of the content ({@code {} or {@code <}), else by the
 * extension. Every problem the readers find is reported with its file and place.
 */
final class TournamentFiles {

    private TournamentFiles() {}

    /**
     * The tournament of {@code file}; what an OpenGotha file holds but Tengen leaves out (a placement criterion it
     * does not compute) is written to {@code warnings}, one line each with the file and its place.
     */
    static Tournament read(String file, PrintStream warnings) throws RecordFiles.Unreadable {
        Path path = Path.of(file);
        if (!Files.exists(path)) {
            throw new RecordFiles.Unreadable(file + ": no such file");
        }
        if (!Files.isRegularFile(path)) {
            throw new RecordFiles.Unreadable(file + ": not a file");
        }
        Checked<Tournament> read = switch (format(path)) {
            case JSON -> TournamentJson.read(path);
            case OPENGOTHA -> {
                OpenGothaFile.Reading reading = OpenGothaFile.readWithWarnings(path);
                reading.warnings().forEach(w -> warnings.println("warning: " + w));
                yield reading.tournament();
            }
            case UNKNOWN -> throw new RecordFiles.Unreadable(file
                    + ": neither a Tengen tournament (JSON, *.json) nor an OpenGotha tournament (XML, *.xml)");
        };
        return switch (read) {
            case Checked.Valid<Tournament> valid -> valid.value();
            case Checked.Invalid<Tournament> invalid -> throw new RecordFiles.Unreadable(describe(file, invalid.problems()));
        };
    }

    /**
     * As {@link #read}, for a command whose one operand is the file: an unreadable file is said on {@code err} and
     * gives nothing, and the command ends with {@link Tengen#BAD_INPUT}.
     */
    static java.util.Optional<Tournament> readOrSay(String file, PrintStream err) {
        try {
            return java.util.Optional.of(read(file, err));
        } catch (RecordFiles.Unreadable e) {
            err.println(e.getMessage());
            return java.util.Optional.empty();
        }
    }

    /** How an entrant is named in a table: family name, given name and rank; an entry by its name. */
    static String label(Tournament tournament, String id) {
        return tournament.player(id)
                .map(p -> (p.name() + " " + p.firstName()).strip() + " " + p.rank())
                .or(() -> tournament.entry(id).map(e -> e.name()))
                .orElse(id);
    }

    private enum Format { JSON, OPENGOTHA, UNKNOWN }

    private static Format format(Path path) throws RecordFiles.Unreadable {
        int first = firstVisibleCharacter(path);
        if (first == '{') {
            return Format.JSON;
        }
        if (first == '<') {
            return Format.OPENGOTHA;
        }
        String name = path.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".json")) {
            return Format.JSON;
        }
        return name.endsWith(".xml") ? Format.OPENGOTHA : Format.UNKNOWN;
    }

    /** The first byte that is not white space or a UTF-8 byte order mark, or -1 for an empty file. */
    private static int firstVisibleCharacter(Path path) throws RecordFiles.Unreadable {
        try (var in = Files.newInputStream(path)) {
            byte[] head = in.readNBytes(4096);
            for (byte b : head) {
                int c = b & 0xff;
                if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != 0xef && c != 0xbb && c != 0xbf) {
                    return c;
                }
            }
            return -1;
        } catch (IOException e) {
            throw new RecordFiles.Unreadable(path + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    /**
     * The file's problems, one a line, at most {@link #PROBLEMS_SHOWN}: a file of another format read as this one (a
     * JSON file of 5,790 lines given as h9) has a problem on every line, and the first ones say what is wrong.
     */
    static String describe(String file, List<Problem> problems) {
        StringBuilder sb = new StringBuilder(file + ": not a usable tournament (" + problems.size()
                + (problems.size() == 1 ? " problem" : " problems") + ")");
        for (Problem problem : problems.subList(0, Math.min(PROBLEMS_SHOWN, problems.size()))) {
            sb.append(System.lineSeparator()).append("  ").append(problem);
        }
        if (problems.size() > PROBLEMS_SHOWN) {
            sb.append(System.lineSeparator()).append("  ... and ").append(problems.size() - PROBLEMS_SHOWN)
                    .append(" more; is the file of the format named?");
        }
        return sb.toString();
    }

    /** How many problems of one file are printed. */
    static final int PROBLEMS_SHOWN = 20;
}
