package dev.tengen.load;

import dev.tengen.json.JsonParser;
import dev.tengen.json.JsonSyntaxError;
import dev.tengen.json.JsonValue;
import dev.tengen.json.JsonValue.JsonArray;
import dev.tengen.json.JsonValue.JsonBoolean;
import dev.tengen.json.JsonValue.JsonNull;
import dev.tengen.json.JsonValue.JsonNumber;
import dev.tengen.json.JsonValue.JsonObject;
import dev.tengen.json.JsonValue.JsonString;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
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
            return (Map<String, Object>) plain(JsonParser.parse(text));
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

    private static Object plain(JsonValue value) {
        return switch (value) {
            case JsonObject o -> {
                Map<String, Object> members = new LinkedHashMap<>();
                o.members().forEach((name, member) -> members.put(name, plain(member)));
                yield members;
            }
            case JsonArray a -> {
                List<Object> elements = new ArrayList<>();
                a.elements().forEach(element -> elements.add(plain(element)));
                yield elements;
            }
            case JsonString s -> s.value();
            case JsonNumber n -> Double.valueOf(n.text());
            case JsonBoolean b -> b.value();
            case JsonNull n -> null;
        };
    }

    private static String abbreviated(String text) {
        return text.length() > 200 ? text.substring(0, 200) + "..." : text;
    }
}
