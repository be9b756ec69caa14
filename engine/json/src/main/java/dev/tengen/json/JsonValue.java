package dev.tengen.json;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A JSON value as read, with the line and column where it starts, so that a problem in its meaning can
 * still point into the text. Values built for writing carry {@link Position#NONE}.
 */
public sealed interface JsonValue {

    Position position();

    /** A place in the text, 1-based. */
    record Position(int line, int column) {
        public static final Position NONE = new Position(0, 0);

        @Override
        public String toString() {
            return "line " + line + ", column " + column;
        }
    }

    /** An object; its members keep the order of the text. */
    record JsonObject(Map<String, JsonValue> members, Position position) implements JsonValue {
        public JsonObject {
            members = Collections.unmodifiableMap(new LinkedHashMap<>(members));
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

    /**
     * A number token exactly as written ({@code -0}, {@code 1e5}, {@code 1.50}): readers that hash or copy it
     * use {@link #text()}, readers that compute with it convert it.
     */
    record JsonNumber(String text, Position position) implements JsonValue {
        public JsonNumber {
            Objects.requireNonNull(text);
        }

        /** A number to be written: its text is {@link BigDecimal#toString()}. */
        public JsonNumber(BigDecimal value, Position position) {
            this(value.toString(), position);
        }

        /** The value; throws {@link NumberFormatException} if its exponent is beyond what BigDecimal holds. */
        public BigDecimal decimal() {
            return new BigDecimal(text);
        }
    }

    record JsonBoolean(boolean value, Position position) implements JsonValue {
    }

    record JsonNull(Position position) implements JsonValue {
    }

    /** "an object", "a string", ...: how messages name the kind of a value. */
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
