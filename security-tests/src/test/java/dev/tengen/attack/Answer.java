package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.json.JsonParser;
import dev.tengen.json.JsonSyntaxError;
import dev.tengen.json.JsonValue;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The platform's answer: status, body, headers and how long it took. */
record Answer(int status, String body, Map<String, List<String>> headers, Duration took) {

    /** Asserts the status, showing the body when it differs. */
    Answer expect(int expected) {
        assertEquals(expected, status, () -> "status " + status + ", body: " + abbreviated());
        return this;
    }

    Optional<String> header(String name) {
        return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                .flatMap(e -> e.getValue().stream()).findFirst();
    }

    /** A member of the body's top-level object, read as text (a number as written); null when absent. */
    String field(String name) {
        JsonValue value = json() instanceof JsonValue.JsonObject object ? object.members().get(name) : null;
        return switch (value) {
            case JsonValue.JsonString s -> s.value();
            case JsonValue.JsonNumber n -> n.text();
            case null -> null;
            default -> value.toString();
        };
    }

    JsonValue json() {
        try {
            return JsonParser.parse(body);
        } catch (JsonSyntaxError e) {
            throw new AssertionError("the answer is not JSON (status " + status + "): " + abbreviated(), e);
        }
    }

    String abbreviated() {
        return body.length() > 600 ? body.substring(0, 600) + "..." : body;
    }
}
