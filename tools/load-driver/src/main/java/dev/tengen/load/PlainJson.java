package dev.tengen.load;

import dev.tengen.json.JsonParser;
import dev.tengen.json.JsonSyntaxError;
import dev.tengen.json.PlainValues;
import java.util.Map;

/**
 * The platform's answers as plain Java values (read by {@code tengen-json}): objects become maps, arrays lists,
 * numbers doubles; and strings quoted on the way out. No library, so the driver stays plain Java.
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

    static String quote(String value) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : value.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    private static String abbreviated(String text) {
        return text.length() > 200 ? text.substring(0, 200) + "..." : text;
    }
}
