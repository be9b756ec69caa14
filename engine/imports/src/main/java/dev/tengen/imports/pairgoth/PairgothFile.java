package dev.tengen.imports.pairgoth;

import dev.tengen.imports.ImportFiles;
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
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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

    /** Reads a pairgoth file, UTF-8. */
    public static Reading read(InputStream in) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(in.readAllBytes())).toString();
        } catch (CharacterCodingException e) {
            return new Reading(Checked.invalid("file", "is not UTF-8 text"), List.of());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Checked<JsonValue> tree = TournamentJson.tree(text);
        if (!(tree instanceof Checked.Valid<JsonValue> valid)) {
            return new Reading(Checked.invalid(tree.problems()), List.of());
        }
        List<Problem> problems = new ArrayList<>();
        List<Problem> warnings = new ArrayList<>();
        return new Reading(tournament(valid.value(), problems, warnings), warnings);
    }

    private static Checked<Tournament> tournament(JsonValue root, List<Problem> problems, List<Problem> warnings) {
        Fields fields = new Fields(root, "tournament", problems);
        if (fields.failed()) {
            return Checked.invalid(problems);
        }
        PairgothSettings settings = new PairgothSettings(fields, problems, warnings);
        Event event = settings.event();
        Regulations regulations = settings.regulations();
        PairingSystem pairing = settings.pairingSystem();
        Placement placement = settings.placement();
        PairgothRoster roster = new PairgothRoster(regulations == null ? 0 : regulations.rounds(), problems);
        List<Player> players = roster.players(fields.array("players"), fields);
        List<Round> rounds = roster.rounds(fields.array("games"));
        if (!problems.isEmpty() || event == null || regulations == null || pairing == null) {
            return Checked.invalid(problems);
        }
        Tournament tournament = new Tournament(event, regulations, pairing, placement, players, List.of(), rounds);
        return Checked.of(tournament, TournamentCheck.problems(tournament));
    }
}
