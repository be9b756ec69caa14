package dev.tengen.audit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict reader of one JSON text (RFC 8259) into plain values: {@code Map<String, Object>} for objects,
 * {@code List<Object>} for arrays, {@code String}, {@link NumberLiteral}, {@code Boolean} and {@code null}. It keeps
 * number tokens as written, which the canonical encoding needs and {@code tengen-tournament}'s file reader (numbers
 * as {@code BigDecimal}, with positions for file problems) does not give.
 */
final class JsonText {

    private static final int MAX_DEPTH = 64;

    private final String text;
    private int at;
    private int depth;

    private JsonText(String text) {
        this.text = text;
    }

    static Object parse(String text) throws CanonicalJson.NotJson {
        JsonText reader = new JsonText(text);
        reader.space();
        Object value = reader.value();
        reader.space();
        if (reader.at < text.length()) {
            throw reader.error("unexpected " + reader.describe() + " after the end of the value");
        }
        return value;
    }

    private Object value() throws CanonicalJson.NotJson {
        if (at >= text.length()) {
            throw error("the text ends where a value is expected");
        }
        char c = text.charAt(at);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", null);
            default:
                if (c == '-' || isDigit(c)) {
                    return number();
                }
                throw error("unexpected " + describe() + " where a value is expected");
        }
    }

    private Map<String, Object> object() throws CanonicalJson.NotJson {
        enter();
        at++;
        Map<String, Object> members = new LinkedHashMap<>();
        space();
        if (peek() == '}') {
            at++;
            depth--;
            return members;
        }
        while (true) {
            space();
            if (peek() != '"') {
                throw error("expected a member name in double quotes, found " + describe());
            }
            String name = string();
            if (members.containsKey(name)) {
                throw error("member '" + name + "' appears twice in one object");
            }
            space();
            expect(':');
            space();
            members.put(name, value());
            space();
            if (peek() == ',') {
                at++;
                continue;
            }
            expect('}');
            depth--;
            return members;
        }
    }

    private List<Object> array() throws CanonicalJson.NotJson {
        enter();
        at++;
        List<Object> elements = new ArrayList<>();
        space();
        if (peek() == ']') {
            at++;
            depth--;
            return elements;
        }
        while (true) {
            space();
            elements.add(value());
            space();
            if (peek() == ',') {
                at++;
                continue;
            }
            expect(']');
            depth--;
            return elements;
        }
    }

    private String string() throws CanonicalJson.NotJson {
        at++;
        StringBuilder out = new StringBuilder();
        while (true) {
            if (at >= text.length()) {
                throw error("the text ends inside a string");
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

    private char escape() throws CanonicalJson.NotJson {
        at++;
        if (at >= text.length()) {
            throw error("the text ends inside a string");
        }
        char c = text.charAt(at++);
        switch (c) {
            case '"':
                return '"';
            case '\\':
                return '\\';
            case '/':
                return '/';
            case 'b':
                return '\b';
            case 'f':
                return '\f';
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 't':
                return '\t';
            case 'u':
                if (at + 4 > text.length() || !text.substring(at, at + 4).matches("[0-9a-fA-F]{4}")) {
                    throw error("a \\u escape takes four hexadecimal digits");
                }
                at += 4;
                return (char) Integer.parseInt(text.substring(at - 4, at), 16);
            default:
                at--;
                throw error("'\\" + c + "' is not a JSON escape");
        }
    }

    private NumberLiteral number() throws CanonicalJson.NotJson {
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
        return new NumberLiteral(text.substring(from, at));
    }

    private void digits() {
        while (isDigit(peek())) {
            at++;
        }
    }

    private Object literal(String word, Object value) throws CanonicalJson.NotJson {
        if (!text.startsWith(word, at)) {
            throw error("unexpected " + describe() + " where a value is expected");
        }
        at += word.length();
        return value;
    }

    private void expect(char c) throws CanonicalJson.NotJson {
        if (peek() != c) {
            throw error("expected '" + c + "', found " + describe());
        }
        at++;
    }

    private void enter() throws CanonicalJson.NotJson {
        if (++depth > MAX_DEPTH) {
            throw error("objects and arrays are nested more than " + MAX_DEPTH + " deep");
        }
    }

    private void space() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
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

    private CanonicalJson.NotJson error(String message) {
        return new CanonicalJson.NotJson("column " + (at + 1) + ": " + message);
    }
}
