package dev.tengen.platform.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.opengotha.OpenGothaFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The nine real OpenGotha tournaments of src/test/resources/opengotha, read by the engine's reader (only to know what
 * to send), and OpenGotha 3.52.03's own standings for them (expected/).
 */
final class OpenGothaEvents {

    private static final ObjectMapper JSON = new ObjectMapper();

    private OpenGothaEvents() {
    }

    static Tournament tournament(String name) {
        try (InputStream in = resource("/opengotha/" + name + ".xml")) {
            return OpenGothaFile.read(in).orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The expected file: {@code checkpointRounds}, {@code checkpoints[].standings[]} with place, key and criteria. */
    static JsonNode expected(String name) {
        try (InputStream in = resource("/opengotha/expected/" + name + ".standings.json")) {
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InputStream resource(String path) {
        InputStream in = OpenGothaEvents.class.getResourceAsStream(path);
        if (in == null) {
            throw new IllegalStateException("no test resource " + path);
        }
        return in;
    }
}
