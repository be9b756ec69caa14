package dev.tengen.tournament.json;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A JSON value as read, with the line and column where it starts, so that a problem in its meaning can
 * still point into the file. Values built for writing carry {@link Position#NONE}.
 */
sealed interface JsonValue {

    Position position();

    /** A place in the text, 1-based. */
    record Position(int line, int column) {
        static final Position NONE = new Position(0, 0);

        @Override
        public String toString() {
            return "line " + line + ", column " + column;
        }
    }

    /** An object; its members keep the order of the text. */
    record JsonObject(Map<String, JsonValue> members, Position position) implements JsonValue {
        public JsonObject {
            members = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(members));
        }
    }

    record JsonArray(List<JsonValue> elements, Position position) implements JsonValue {
        public JsonArray {
            elements = List.copyOf(elements);
        }
    }

    record JsonString(String value, Position position) implements JsonValue {
        public JsonString {
            Objects.requireNonNull(value);
        }
    }

    /** A number, exactly as written. */
    record JsonNumber(BigDecimal value, Position position) implements JsonValue {
        public JsonNumber {
            Objects.requireNonNull(value);
        }
    }

    record JsonBoolean(boolean value, Position position) implements JsonValue {
    }

    record JsonNull(Position position) implements JsonValue {
    }

    static String kind(JsonValue value) {
        return switch (value) {
            case JsonObject o -> "an object";
            case JsonArray a -> "an array";
            case JsonString s -> "a string";
            case JsonNumber n -> "a number";
            case JsonBoolean b -> "true or false";
            case JsonNull n -> "null";
        };
    }
}
