package dev.tengen.json;

import dev.tengen.json.JsonValue.JsonArray;
import dev.tengen.json.JsonValue.JsonBoolean;
import dev.tengen.json.JsonValue.JsonNull;
import dev.tengen.json.JsonValue.JsonNumber;
import dev.tengen.json.JsonValue.JsonObject;
import dev.tengen.json.JsonValue.JsonString;
import dev.tengen.json.JsonValue.Position;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads JSON text (RFC 8259) into {@link JsonValue}s that remember their line and column. Strict: no
 * comments, no trailing commas, no duplicate member names, nothing after the value, no byte order mark
 * (a file reader strips it first). Numbers are kept as written. The messages are the ones users of
 * tournament files see; keep their wording.
 */
public final class JsonParser {

    private static final int MAX_DEPTH = 64;

    private final String text;
    private int at;
    private int line = 1;
    private int lineStart;
    private int depth;

    private JsonParser(String text) {
        this.text = text;
    }

    /** The one value that is the whole text. */
    public static JsonValue parse(String text) throws JsonSyntaxError {
        JsonParser parser = new JsonParser(text);
        parser.skipSpace();
        JsonValue value = parser.value();
        parser.skipSpace();
        if (parser.at < text.length()) {
            throw parser.error("unexpected " + parser.describe() + " after the end of the document");
        }
        return value;
    }

    private JsonValue value() throws JsonSyntaxError {
        if (at >= text.length()) {
            throw error("the text ends where a value is expected");
        }
        char c = text.charAt(at);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> {
                Position start = here();
                yield new JsonString(string(), start);
            }
            case 't' -> literal("true", new JsonBoolean(true, here()));
            case 'f' -> literal("false", new JsonBoolean(false, here()));
            case 'n' -> literal("null", new JsonNull(here()));
            default -> {
                if (c == '-' || (c >= '0' && c <= '9')) {
                    yield number();
                }
                throw error("unexpected " + describe() + " where a value is expected");
            }
        };
    }

    private JsonObject object() throws JsonSyntaxError {
        Position start = here();
        enter();
        at++;
        Map<String, JsonValue> members = new LinkedHashMap<>();
        skipSpace();
        if (peek() == '}') {
            at++;
            depth--;
            return new JsonObject(members, start);
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw error("expected a field name in double quotes, found " + describe());
            }
            Position namePosition = here();
            String name = string();
            if (members.containsKey(name)) {
                throw new JsonSyntaxError(namePosition, "field '" + name + "' appears twice in this object");
            }
            skipSpace();
            expect(':', "after field name '" + name + "'");
            skipSpace();
            members.put(name, value());
            skipSpace();
            if (peek() == ',') {
                at++;
                continue;
            }
            expect('}', "or ',' after the value of field '" + name + "'");
            depth--;
            return new JsonObject(members, start);
        }
    }

    private JsonArray array() throws JsonSyntaxError {
        Position start = here();
        enter();
        at++;
        List<JsonValue> elements = new ArrayList<>();
        skipSpace();
        if (peek() == ']') {
            at++;
            depth--;
            return new JsonArray(elements, start);
        }
        while (true) {
            skipSpace();
            elements.add(value());
            skipSpace();
            if (peek() == ',') {
                at++;
                continue;
            }
            expect(']', "or ',' after an array element");
            depth--;
            return new JsonArray(elements, start);
        }
    }

    private String string() throws JsonSyntaxError {
        Position start = here();
        at++;
        StringBuilder out = new StringBuilder();
        while (true) {
            if (at >= text.length()) {
                throw error("the text ends inside the string that starts at " + start);
            }
            char c = text.charAt(at);
            if (c == '"') {
                at++;
                return out.toString();
            }
            if (c < 0x20) {
                throw error("a control character (code " + (int) c + ") must be escaped inside a string");
            }
            if (c == '\\') {
                out.append(escape());
            } else {
                out.append(c);
                at++;
            }
        }
    }

    private char escape() throws JsonSyntaxError {
        at++;
        if (at >= text.length()) {
            throw error("the text ends inside a string");
        }
        char c = text.charAt(at++);
        return switch (c) {
            case '"' -> '"';
            case '\\' -> '\\';
            case '/' -> '/';
            case 'b' -> '\b';
            case 'f' -> '\f';
            case 'n' -> '\n';
            case 'r' -> '\r';
            case 't' -> '\t';
            case 'u' -> {
                if (at + 4 > text.length()) {
                    throw error("a \\u escape takes four hexadecimal digits");
                }
                String hex = text.substring(at, at + 4);
                if (!hex.matches("[0-9a-fA-F]{4}")) {
                    throw error("a \\u escape takes four hexadecimal digits, not '" + hex + "'");
                }
                at += 4;
                yield (char) Integer.parseInt(hex, 16);
            }
            default -> {
                at--;
                throw error("'\\" + c + "' is not an escape; use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX");
            }
        };
    }

    private JsonNumber number() throws JsonSyntaxError {
        Position start = here();
        int from = at;
        if (peek() == '-') {
            at++;
        }
        if (peek() == '0') {
            at++;
        } else if (isDigit(peek())) {
            digits();
        } else {
            throw error("a number needs digits after '-'");
        }
        if (peek() == '.') {
            at++;
            if (!isDigit(peek())) {
                throw error("a number needs digits after its decimal point");
            }
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            at++;
            if (peek() == '+' || peek() == '-') {
                at++;
            }
            if (!isDigit(peek())) {
                throw error("a number needs digits in its exponent");
            }
            digits();
        }
        return new JsonNumber(text.substring(from, at), start);
    }

    private void digits() {
        while (isDigit(peek())) {
            at++;
        }
    }

    private JsonValue literal(String word, JsonValue value) throws JsonSyntaxError {
        if (!text.startsWith(word, at)) {
            throw error("unexpected " + describe() + " where a value is expected");
        }
        at += word.length();
        return value;
    }

    private void expect(char c, String context) throws JsonSyntaxError {
        if (peek() != c) {
            throw error("expected '" + c + "' " + context + ", found " + describe());
        }
        at++;
    }

    private void enter() throws JsonSyntaxError {
        if (++depth > MAX_DEPTH) {
            throw error("objects and arrays are nested more than " + MAX_DEPTH + " deep");
        }
    }

    private void skipSpace() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c == '\n') {
                line++;
                lineStart = at + 1;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                return;
            }
            at++;
        }
    }

    private char peek() {
        return at < text.length() ? text.charAt(at) : '\0';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private String describe() {
        if (at >= text.length()) {
            return "the end of the text";
        }
        char c = text.charAt(at);
        return c < 0x20 ? "a control character (code " + (int) c + ")" : "'" + c + "'";
    }

    private Position here() {
        return new Position(line, at - lineStart + 1);
    }

    private JsonSyntaxError error(String message) {
        return new JsonSyntaxError(here(), message);
    }
}
