package dev.tengen.tournament.json;

import dev.tengen.json.JsonParser;
import dev.tengen.json.JsonSyntaxError;
import dev.tengen.json.JsonValue;
import dev.tengen.json.JsonValue.JsonArray;
import dev.tengen.json.JsonValue.JsonNumber;
import dev.tengen.json.JsonValue.JsonObject;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Tournament;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Tengen's own tournament file: UTF-8 JSON, schema {@value #SCHEMA}, described field by field in
 * docs/drafts/tournament-files.md. Reading returns a complete, consistent tournament or every problem
 * found, with line and column; writing then reading gives the same tournament back.
 */
public final class TournamentJson {

    /** The schema this code reads and writes. */
    public static final String SCHEMA = "tengen-tournament/1";

    private TournamentJson() {
    }

    /** Reads a tournament from JSON text. */
    public static Checked<Tournament> read(String json) {
        Checked<JsonValue> tree = tree(json);
        return tree instanceof Checked.Valid<JsonValue> valid ? JsonToTournament.read(valid.value()) : Checked.invalid(tree.problems());
    }

    /**
     * The JSON text as a tree whose every number Tengen can read, or where it is not JSON; a byte order mark is
     * allowed. Readers of other tools' JSON files (engine/imports) start here too.
     */
    public static Checked<JsonValue> tree(String json) {
        JsonValue tree;
        try {
            // a byte order mark is allowed and not counted in columns
            tree = JsonParser.parse(json.startsWith("\uFEFF") ? json.substring(1) : json);
        } catch (JsonSyntaxError e) {
            return Checked.invalid(e.position().toString(), "not JSON: " + e.getMessage());
        }
        Optional<JsonNumber> unreadable = unreadableNumber(tree);
        if (unreadable.isPresent()) {
            return Checked.invalid(unreadable.get().position().toString(),
                    "not JSON: '" + unreadable.get().text() + "' is not a number Tengen can read");
        }
        return Checked.valid(tree);
    }

    /** The first number, in the order of the text, whose exponent is beyond what BigDecimal holds. */
    private static Optional<JsonNumber> unreadableNumber(JsonValue value) {
        return switch (value) {
            case JsonObject o -> o.members().values().stream().map(TournamentJson::unreadableNumber)
                    .flatMap(Optional::stream).findFirst();
            case JsonArray a -> a.elements().stream().map(TournamentJson::unreadableNumber)
                    .flatMap(Optional::stream).findFirst();
            case JsonNumber n -> {
                try {
                    n.decimal();
                    yield Optional.empty();
                } catch (NumberFormatException | ArithmeticException e) {
                    yield Optional.of(n);
                }
            }
            default -> Optional.empty();
        };
    }

    /** Reads a tournament file; an unreadable file is a problem, not an exception. */
    public static Checked<Tournament> read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return Checked.invalid(file.toString(), "cannot be read: " + e.getMessage());
        }
        try {
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(bytes)).toString();
            Checked<Tournament> read = read(text);
            return read.isValid() ? read : Checked.invalid(read.problems().stream()
                    .map(p -> new Problem(file.getFileName() + ", " + p.where(), p.what())).toList());
        } catch (CharacterCodingException e) {
            return Checked.invalid(List.of(new Problem(file.toString(), "is not UTF-8 text")));
        }
    }

    /** The tournament as JSON text. */
    public static String write(Tournament tournament) {
        return JsonWriter.write(TournamentToJson.tree(tournament));
    }

    /** Writes the tournament to {@code file} in UTF-8. */
    public static void write(Tournament tournament, Path file) throws IOException {
        Files.writeString(file, write(tournament), StandardCharsets.UTF_8);
    }

    /** How an enum constant is spelt in the file: SPLIT_AND_FOLD is "split-and-fold". */
    static String constantName(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
