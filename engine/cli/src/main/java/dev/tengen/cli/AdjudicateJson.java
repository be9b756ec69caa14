package dev.tengen.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small strict JSON reader for adjudication scripts (RFC 8259): objects, arrays, strings, numbers,
 * true, false and null. Duplicate keys and trailing garbage are errors. Objects keep their key order.
 */
final class AdjudicateJson {

    /** Malformed JSON: what and where (1-based column). */
    static final class Malformed extends Exception {
        final int column;

        Malformed(String message, int column) {
            super(message);
            this.column = column;
        }
    }

    private final String text;
    private int pos;

    private AdjudicateJson(String text) {
        this.text = text;
    }

    /** Parses one JSON value filling the whole text. */
    static Object parse(String text) throws Malformed {
        AdjudicateJson reader = new AdjudicateJson(text);
        reader.space();
        Object value = reader.value();
        reader.space();
        if (reader.pos < text.length()) {
            throw reader.error("unexpected text after the value");
        }
        return value;
    }

    private Object value() throws Malformed {
        if (pos >= text.length()) {
            throw error("a value is missing");
        }
        char c = text.charAt(pos);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> word("true", Boolean.TRUE);
            case 'f' -> word("false", Boolean.FALSE);
            case 'n' -> word("null", null);
            default -> {
                if (c == '-' || (c >= '0' && c <= '9')) {
                    yield number();
                }
                throw error("unexpected character '" + c + "'");
            }
        };
    }

    private Map<String, Object> object() throws Malformed {
        Map<String, Object> map = new LinkedHashMap<>();
        pos++;
        space();
        if (peek('}')) {
            pos++;
            return map;
        }
        while (true) {
            space();
            if (!peek('"')) {
                throw error("a key in double quotes is expected");
            }
            int keyAt = pos;
            String key = string();
            if (map.containsKey(key)) {
                pos = keyAt;
                throw error("key \"" + key + "\" appears twice");
            }
            space();
            expect(':');
            space();
            map.put(key, value());
            space();
            if (peek(',')) {
                pos++;
                continue;
            }
            expect('}');
            return map;
        }
    }

    private List<Object> array() throws Malformed {
        List<Object> list = new ArrayList<>();
        pos++;
        space();
        if (peek(']')) {
            pos++;
            return list;
        }
        while (true) {
            space();
            list.add(value());
            space();
            if (peek(',')) {
                pos++;
                continue;
            }
            expect(']');
            return list;
        }
    }

    private String string() throws Malformed {
        pos++;
        StringBuilder sb = new StringBuilder();
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                pos--;
                throw error("control character in a string");
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (pos >= text.length()) {
                break;
            }
            char e = text.charAt(pos++);
            switch (e) {
                case '"', '\\', '/' -> sb.append(e);
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    if (pos + 4 > text.length()) {
                        throw error("a \\u escape needs four hex digits");
                    }
                    try {
                        sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                    } catch (NumberFormatException ex) {
                        throw error("a \\u escape needs four hex digits");
                    }
                    pos += 4;
                }
                default -> {
                    pos--;
                    throw error("unknown escape \\" + e);
                }
            }
        }
        throw error("unterminated string");
    }

    private Object number() throws Malformed {
        int start = pos;
        if (peek('-')) {
            pos++;
        }
        if (peek('0')) {
            pos++;
        } else if (!digits()) {
            throw error("a number needs digits");
        }
        boolean integral = true;
        if (peek('.')) {
            pos++;
            integral = false;
            if (!digits()) {
                throw error("digits are needed after the decimal point");
            }
        }
        if (peek('e') || peek('E')) {
            pos++;
            integral = false;
            if (peek('+') || peek('-')) {
                pos++;
            }
            if (!digits()) {
                throw error("digits are needed in the exponent");
            }
        }
        String n = text.substring(start, pos);
        if (integral) {
            try {
                return Long.parseLong(n);
            } catch (NumberFormatException e) {
                return Double.parseDouble(n);
            }
        }
        return Double.parseDouble(n);
    }

    private boolean digits() {
        int start = pos;
        while (pos < text.length() && Character.isDigit(text.charAt(pos)) && text.charAt(pos) < 128) {
            pos++;
        }
        return pos > start;
    }

    private Object word(String word, Object value) throws Malformed {
        if (!text.startsWith(word, pos)) {
            throw error("unexpected word; true, false or null?");
        }
        pos += word.length();
        return value;
    }

    private boolean peek(char c) {
        return pos < text.length() && text.charAt(pos) == c;
    }

    private void expect(char c) throws Malformed {
        if (!peek(c)) {
            throw error(pos >= text.length() ? "'" + c + "' is missing at the end" : "'" + c + "' expected");
        }
        pos++;
    }

    private void space() {
        while (pos < text.length() && " \t\r\n".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
    }

    private Malformed error(String message) {
        return new Malformed(message, pos + 1);
    }
}
