package dev.tengen.json;

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
import java.util.function.Function;

/**
 * A parsed value as plain Java: objects as maps in their written order, arrays as lists, strings, booleans, null,
 * and numbers as the caller makes them from their text (kept as written for a hash, or read as a double).
 */
public final class PlainValues {

    private PlainValues() {
    }

    public static Object of(JsonValue value, Function<String, Object> number) {
        return switch (value) {
            case JsonObject o -> {
                Map<String, Object> members = new LinkedHashMap<>();
                o.members().forEach((name, member) -> members.put(name, of(member, number)));
                yield members;
            }
            case JsonArray a -> {
                List<Object> elements = new ArrayList<>();
                a.elements().forEach(element -> elements.add(of(element, number)));
                yield elements;
            }
            case JsonString s -> s.value();
            case JsonNumber n -> number.apply(n.text());
            case JsonBoolean b -> b.value();
            case JsonNull n -> null;
        };
    }
}
