package dev.tengen.json;

/**
 * A string as JSON text: in double quotes, with the double quote and the backslash escaped, the short escapes for
 * backspace, form feed, newline, carriage return and tab, other control characters as a backslash, {@code u} and
 * four lower-case hex digits, and every other character as itself. This is the audit chain's canonical form of a
 * string (docs/PLATFORM.md, "Audit: the federation's hash-chained trail", rule 6), so it must not change; the CLI
 * and the load driver write their strings the same way.
 */
public final class JsonStrings {

    private JsonStrings() {
    }

    public static void quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    public static String quote(String s) {
        StringBuilder out = new StringBuilder(s.length() + 2);
        quote(s, out);
        return out.toString();
    }
}
