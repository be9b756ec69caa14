package dev.tengen.tournament.json;

import dev.tengen.json.JsonValue.JsonArray;
import dev.tengen.json.JsonValue.JsonBoolean;
import dev.tengen.json.JsonValue.JsonNull;
import dev.tengen.json.JsonValue.JsonNumber;
import dev.tengen.json.JsonValue.JsonObject;
import dev.tengen.json.JsonValue.JsonString;
import dev.tengen.json.JsonValue;
import java.util.Iterator;
import java.util.Map;

/**
 * Writes {@link JsonValue}s as indented JSON, two spaces a level; an array or object of plain values
 * short enough (a game, a bye, a list of rounds) stays on one line. Non-ASCII text is written as is (the file is UTF-8).
 */
final class JsonWriter {

    private static final int INLINE_WIDTH = 120;

    private final StringBuilder out = new StringBuilder();

    private JsonWriter() {
    }

    static String write(JsonValue value) {
        JsonWriter writer = new JsonWriter();
        writer.value(value, 0);
        return writer.out.append('\n').toString();
    }

    private void value(JsonValue value, int indent) {
        switch (value) {
            case JsonObject object -> object(object, indent);
            case JsonArray array -> array(array, indent);
            case JsonString string -> string(string.value());
            case JsonNumber number -> out.append(number.text());
            case JsonBoolean bool -> out.append(bool.value());
            case JsonNull ignored -> out.append("null");
        }
    }

    private void object(JsonObject object, int indent) {
        if (object.members().isEmpty()) {
            out.append("{}");
            return;
        }
        if (object.members().values().stream().allMatch(JsonWriter::isScalar)) {
            int start = out.length();
            out.append("{");
            Iterator<Map.Entry<String, JsonValue>> inline = object.members().entrySet().iterator();
            while (inline.hasNext()) {
                Map.Entry<String, JsonValue> member = inline.next();
                string(member.getKey());
                out.append(": ");
                value(member.getValue(), indent);
                out.append(inline.hasNext() ? ", " : "");
            }
            out.append('}');
            if (out.length() - start <= INLINE_WIDTH) {
                return;
            }
            out.setLength(start);
        }
        out.append("{\n");
        Iterator<Map.Entry<String, JsonValue>> members = object.members().entrySet().iterator();
        while (members.hasNext()) {
            Map.Entry<String, JsonValue> member = members.next();
            pad(indent + 1);
            string(member.getKey());
            out.append(": ");
            value(member.getValue(), indent + 1);
            out.append(members.hasNext() ? ",\n" : "\n");
        }
        pad(indent);
        out.append('}');
    }

    private void array(JsonArray array, int indent) {
        if (array.elements().isEmpty()) {
            out.append("[]");
            return;
        }
        if (array.elements().stream().allMatch(JsonWriter::isScalar)) {
            int start = out.length();
            out.append('[');
            for (int i = 0; i < array.elements().size(); i++) {
                out.append(i == 0 ? "" : ", ");
                value(array.elements().get(i), indent);
            }
            out.append(']');
            if (out.length() - start <= INLINE_WIDTH) {
                return;
            }
            out.setLength(start);
        }
        out.append("[\n");
        for (int i = 0; i < array.elements().size(); i++) {
            pad(indent + 1);
            value(array.elements().get(i), indent + 1);
            out.append(i + 1 < array.elements().size() ? ",\n" : "\n");
        }
        pad(indent);
        out.append(']');
    }

    private void string(String value) {
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || Character.isSurrogate(c) && !validSurrogateAt(value, i)) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    /** A lone surrogate cannot be written as UTF-8, so it is escaped; a proper pair is written as is. */
    private static boolean validSurrogateAt(String value, int i) {
        char c = value.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < value.length() && Character.isLowSurrogate(value.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(value.charAt(i - 1));
    }

    private static boolean isScalar(JsonValue value) {
        return !(value instanceof JsonObject || value instanceof JsonArray);
    }

    private void pad(int indent) {
        out.append("  ".repeat(indent));
    }
}
