package dev.tengen.sgf;

import java.util.List;

/**
 * One property of a node: its identifier ({@code B}, {@code AB}, {@code KM}) and its values in file order,
 * unescaped (the {@code \} escapes and soft line breaks removed) and otherwise verbatim.
 */
public record SgfProperty(String identifier, List<String> values) {

    public SgfProperty {
        if (!isIdentifier(identifier)) {
            throw new IllegalArgumentException("an SGF FF[4] property identifier is one or more letters A-Z, not '" + identifier + "'");
        }
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new IllegalArgumentException("property " + identifier + " needs at least one value (use \"\" for an empty one)");
        }
    }

    public static SgfProperty of(String identifier, String... values) {
        return new SgfProperty(identifier, List.of(values));
    }

    static boolean isIdentifier(String identifier) {
        if (identifier == null || identifier.isEmpty()) {
            return false;
        }
        for (int i = 0; i < identifier.length(); i++) {
            char c = identifier.charAt(i);
            if (c < 'A' || c > 'Z') {
                return false;
            }
        }
        return true;
    }
}
