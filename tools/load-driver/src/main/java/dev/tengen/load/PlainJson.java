package dev.tengen.load;

import dev.tengen.json.JsonParser;
import dev.tengen.json.JsonSyntaxError;
import dev.tengen.json.PlainValues;
import java.util.Map;

/**
 * The platform's answers as plain Java values (read by {@code tengen-json}): objects become maps, arrays lists,
 * numbers doubles. No library, so the driver stays plain Java.
 */
final class PlainJson {

    private PlainJson() {
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> object(String text) {
        try {
            return (Map<String, Object>) PlainValues.of(JsonParser.parse(text), Double::valueOf);
        } catch (JsonSyntaxError e) {
            throw new IllegalArgumentException(e.position() + ": " + e.getMessage() + " in " + abbreviated(text));
        }
    }


    private static String abbreviated(String text) {
        return text.length() > 200 ? text.substring(0, 200) + "..." : text;
    }
}
