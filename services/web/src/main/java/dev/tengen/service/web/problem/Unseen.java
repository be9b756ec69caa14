package dev.tengen.service.web.problem;

import java.util.Optional;

/**
 * Characters that cannot be seen where a person reads a name or an address: control and format characters (U+0000,
 * U+200B ZERO WIDTH SPACE, bidi overrides, the byte order mark), line and paragraph separators, a space other than
 * U+0020, unassigned, private and surrogate code points, the Hangul and braille fillers and the other default
 * ignorables. One reading for the messages that repeat what someone wrote (the public pages' "no such round", the
 * account file's faults), so that a name that looks like another is shown as what it is.
 */
public final class Unseen {

    private Unseen() {
    }

    /** Whether {@code c} cannot be seen. */
    public static boolean character(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                Character.UNASSIGNED, Character.PRIVATE_USE, Character.SURROGATE -> true;
            case Character.SPACE_SEPARATOR -> c != ' ';
            default -> c == 0x115F || c == 0x1160 || c == 0x3164 || c == 0xFFA0 || c == 0x2800
                    || Character.isIdentifierIgnorable(c);
        };
    }

    /**
     * {@code text} as a message shows it: at most {@code most} characters (then "…"), each that cannot be seen
     * written as its code point ({@code [U+200B]}, {@code [U+0000]}).
     */
    public static String shown(String text, int most) {
        StringBuilder shown = new StringBuilder();
        int[] points = text.codePoints().toArray();
        for (int i = 0; i < points.length && i < most; i++) {
            if (character(points[i])) {
                shown.append(String.format("[U+%04X]", points[i]));
            } else {
                shown.appendCodePoint(points[i]);
            }
        }
        return points.length > most ? shown.append('…').toString() : shown.toString();
    }

    /** The first character of {@code text} that cannot be seen, as {@code U+200B ZERO WIDTH SPACE at position 5}. */
    public static Optional<String> first(String text) {
        int[] points = text.codePoints().toArray();
        for (int i = 0; i < points.length; i++) {
            if (character(points[i])) {
                String named = Character.getName(points[i]);
                return Optional.of(String.format("U+%04X%s at position %d", points[i], named == null ? "" : " " + named,
                        i + 1));
            }
        }
        return Optional.empty();
    }
}
