package dev.tengen.standing;

import dev.tengen.json.JsonParser;
import dev.tengen.json.PlainValues;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.opengotha.OpenGothaFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The nine real OpenGotha tournaments of src/test/resources/opengotha, read by the engine's reader, and OpenGotha
 * 3.52.03's own standings for them (expected/, see the README there).
 */
final class OpenGothaOracle {

    static final List<String> FILES = List.of("simplemm", "notsimplemm", "Toulouse2024", "frioul-2018", "bosp2024",
            "paris2021-48th", "simpleswiss", "notsosimpleswiss", "veterans-2021");

    private static final Map<String, Tournament> TOURNAMENTS = new java.util.concurrent.ConcurrentHashMap<>();
    private static final Map<String, Map<String, Object>> EXPECTED = new java.util.concurrent.ConcurrentHashMap<>();

    private OpenGothaOracle() {
    }

    /** The file as the engine reads it (read once: a tournament is a value). */
    static Tournament tournament(String name) {
        return TOURNAMENTS.computeIfAbsent(name, OpenGothaOracle::read);
    }

    private static Tournament read(String name) {
        try (InputStream in = resource("/opengotha/" + name + ".xml")) {
            Checked<Tournament> read = OpenGothaFile.read(in);
            if (!read.isValid()) {
                throw new IllegalStateException(name + ": " + read.problems());
            }
            return read.orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The expected file as maps and lists, numbers as doubles. */
    static Map<String, Object> expected(String name) {
        return EXPECTED.computeIfAbsent(name, OpenGothaOracle::parse);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> parse(String name) {
        try (InputStream in = resource("/opengotha/expected/" + name + ".standings.json")) {
            return (Map<String, Object>) PlainValues.of(JsonParser.parse(new String(in.readAllBytes(),
                    StandardCharsets.UTF_8)), Double::valueOf);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (dev.tengen.json.JsonSyntaxError e) {
            throw new IllegalStateException(name, e);
        }
    }

    /** The checkpoint after {@code round}. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> checkpoint(String name, int round) {
        return ((List<Map<String, Object>>) expected(name).get("checkpoints")).stream()
                .filter(c -> ((Double) c.get("round")).intValue() == round).findFirst().orElseThrow();
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> standings(Map<String, Object> checkpoint) {
        return (List<Map<String, Object>>) checkpoint.get("standings");
    }

    private static InputStream resource(String path) {
        InputStream in = OpenGothaOracle.class.getResourceAsStream(path);
        if (in == null) {
            throw new IllegalStateException("no test resource " + path);
        }
        return in;
    }
}
