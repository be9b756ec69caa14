package dev.tengen.imports.pairgoth;

import dev.tengen.imports.ImportFiles;
import dev.tengen.imports.ImportReading;
import dev.tengen.imports.ImportText;
import dev.tengen.imports.NameWarning;
import dev.tengen.json.JsonValue;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Event;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Placement;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.TournamentCheck;
import dev.tengen.tournament.json.Fields;
import dev.tengen.tournament.json.TournamentJson;
import dev.tengen.tournament.opengotha.OpenGothaFile.Reading;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A tournament saved by pairgoth (the FFG's web pairing program), JSON: the event ({@code name}, {@code shortName},
 * {@code startDate}, {@code endDate}, {@code location}, {@code komi}, {@code rules}, {@code gobanSize},
 * {@code timeSystem}, {@code rounds}), the {@code pairing} parameters, the {@code players} with numeric ids and the
 * {@code games} round by round. A read returns a whole tournament or every problem found, each naming its line and
 * column; settings Tengen does not hold are warnings. Player ids are pairgoth's ids, as text.
 */
public final class PairgothFile {

    private PairgothFile() {
    }

    public static Reading read(Path file) {
        return ImportFiles.read(file, PairgothFile::read);
    }

    /**
     * Reads a pairgoth file, UTF-8 (pairgoth writes nothing else). A file saved again in another encoding is refused
     * with where its text stops being UTF-8, or, for UTF-16, with what it is.
     */
    public static Reading read(InputStream in) {
        return readWithNames(in).reading();
    }

    /** As {@link #read}, with the warnings on the players' names as values too. */
    public static ImportReading readWithNames(InputStream in) {
        List<NameWarning> names = new ArrayList<>();
        return new ImportReading(read(in, names), names);
    }

    private static Reading read(InputStream in, List<NameWarning> names) {
        byte[] bytes;
        try {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (ImportText.byteOrderMark(bytes).filter(charset -> !charset.equals(StandardCharsets.UTF_8)).isPresent()) {
            return new Reading(Checked.invalid("file", "is UTF-16 text (it opens with a UTF-16 byte order mark): a pairgoth"
                    + " file is UTF-8; save it again as UTF-8"), List.of());
        }
        Optional<Problem> notAnObject = notAnObject(bytes);
        if (notAnObject.isPresent()) {
            return new Reading(Checked.invalid(List.of(notAnObject.get())), List.of());
        }
        String text;
        try {
            text = ImportText.strictUtf8(bytes);
        } catch (CharacterCodingException e) {
            String where = ImportText.firstNonUtf8(bytes).orElse("file");
            return new Reading(Checked.invalid(where, "is not UTF-8: a pairgoth file is UTF-8, and this one was perhaps saved"
                    + " again in another encoding (Windows-1252, ISO-8859-1, UTF-16); save it again as UTF-8"), List.of());
        }
        Checked<JsonValue> tree = TournamentJson.tree(text);
        if (!(tree instanceof Checked.Valid<JsonValue> valid)) {
            return new Reading(Checked.invalid(tree.problems()), List.of());
        }
        List<Problem> problems = new ArrayList<>();
        List<Problem> warnings = new ArrayList<>();
        return new Reading(tournament(valid.value(), problems, warnings, names), warnings);
    }

    /**
     * A file whose first visible character is not the '{' of a JSON object is another format (an h9 table, an FFG tou
     * file, XML), whatever its encoding: said so at that character rather than as text that is not UTF-8.
     */
    private static Optional<Problem> notAnObject(byte[] bytes) {
        int line = 1;
        int column = 1;
        int start = ImportText.byteOrderMark(bytes).isPresent() ? 3 : 0;
        for (int i = start; i < bytes.length; i++) {
            int b = bytes[i] & 0xFF;
            if (b == '\n') {
                line++;
                column = 1;
            } else if (b == ' ' || b == '\t' || b == '\r') {
                column++;
            } else if (b == '{') {
                return Optional.empty();
            } else {
                String found = b >= 0x21 && b < 0x7F ? "'" + (char) b + "'" : String.format("the byte 0x%02X", b);
                return Optional.of(new Problem("line " + line + ", column " + column, "not a pairgoth tournament file:"
                        + " pairgoth writes a JSON object, which starts with '{', and this file starts with " + found));
            }
        }
        return Optional.empty();
    }

    private static Checked<Tournament> tournament(JsonValue root, List<Problem> problems, List<Problem> warnings,
            List<NameWarning> names) {
        Fields fields = new Fields(root, "tournament", problems);
        if (fields.failed()) {
            return Checked.invalid(problems);
        }
        PairgothSettings settings = new PairgothSettings(fields, problems, warnings);
        Event event = settings.event();
        Regulations regulations = settings.regulations();
        PairingSystem pairing = settings.pairingSystem();
        Placement placement = settings.placement();
        PairgothRoster roster = new PairgothRoster(regulations == null ? 0 : regulations.rounds(), problems, warnings);
        List<Player> players = roster.players(fields.array("players"), fields);
        names.addAll(roster.names());
        // without a usable number of rounds every round's games would be "beyond the last round": said once, above
        List<Round> rounds = regulations == null ? List.of() : roster.rounds(fields.array("games"));
        if (!problems.isEmpty() || event == null || regulations == null || pairing == null) {
            return Checked.invalid(problems);
        }
        Tournament tournament = new Tournament(event, regulations, pairing, placement, players, List.of(), rounds);
        return Checked.of(tournament, TournamentCheck.problems(tournament));
    }
}
