package dev.tengen.tournament;

import java.util.Locale;
import java.util.Optional;
import java.util.function.IntPredicate;

/** A character a refusal names, as a reader finds it in what they typed: its code point, its name and its place. */
public final class CodePoints {

    private CodePoints() {
    }

    /**
     * The first character of {@code text} that is {@code at fault}, as {@code U+202E RIGHT-TO-LEFT OVERRIDE at
     * character 5} (counting characters, not UTF-16 units, from 1); empty when none is.
     */
    public static Optional<String> first(String text, IntPredicate fault) {
        int[] points = text.codePoints().toArray();
        for (int i = 0; i < points.length; i++) {
            if (fault.test(points[i])) {
                String name = Character.getName(points[i]);
                return Optional.of(String.format(Locale.ROOT, "U+%04X", points[i]) + (name == null ? "" : " " + name)
                        + " at character " + (i + 1));
            }
        }
        return Optional.empty();
    }
}
