package dev.tengen.audit;

import dev.tengen.json.JsonParser;
import dev.tengen.json.JsonStrings;
import dev.tengen.json.JsonSyntaxError;
import dev.tengen.json.JsonValue;
import dev.tengen.json.PlainValues;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The canonical encoding the hash chain is computed over (docs/PLATFORM.md, "Audit"): JSON with no whitespace
 * outside strings, object members sorted by name (compared as UTF-16 code units, as RFC 8785 does), arrays in
 * order, numbers exactly as written, {@code true}, {@code false}, {@code null}, and strings escaped only where
 * JSON requires it: {@code \"}, {@code \\}, {@code \b \f \n \r \t}, other characters below U+0020 as a backslash,
 * {@code u00} and two lower-case hexadecimal digits, everything else as itself. The bytes hashed are this text in
 * UTF-8.
 */
public final class CanonicalJson {

    private CanonicalJson() {
    }

    /**
     * Reads one JSON text (strictly, with {@code tengen-json}) into plain values: {@code Map<String, Object>} for
     * objects (members in the order of the text), {@code List<Object>} for arrays, {@code String},
     * {@link NumberLiteral} (the token as written), {@code Boolean} and {@code null}.
     */
    public static Object parse(String text) throws NotJson {
        try {
            return PlainValues.of(JsonParser.parse(text), NumberLiteral::new);
        } catch (JsonSyntaxError e) {
            JsonValue.Position at = e.position();
            throw new NotJson((at.line() == 1 ? "column " + at.column() : at.toString()) + ": " + e.getMessage());
        }
    }

    /** The canonical text of a value read by {@link #parse} or built from the same kinds of values. */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        switch (value) {
            case null -> out.append("null");
            case Boolean b -> out.append(b);
            case NumberLiteral n -> out.append(n.text());
            case String s -> JsonStrings.quote(s, out);
            case Map<?, ?> m -> object(m, out);
            case List<?> l -> array(l, out);
            default -> throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
        }
    }

    private static void object(Map<?, ?> members, StringBuilder out) {
        List<String> names = new ArrayList<>();
        for (Object name : members.keySet()) {
            names.add((String) name);
        }
        names.sort(null);
        out.append('{');
        for (int i = 0; i < names.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            JsonStrings.quote(names.get(i), out);
            out.append(':');
            write(members.get(names.get(i)), out);
        }
        out.append('}');
    }

    private static void array(List<?> elements, StringBuilder out) {
        out.append('[');
        for (int i = 0; i < elements.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            write(elements.get(i), out);
        }
        out.append(']');
    }


    /** The text is not one JSON value; the message says where and why. */
    public static final class NotJson extends Exception {
        NotJson(String message) {
            super(message, null, false, false);
        }
    }
}
