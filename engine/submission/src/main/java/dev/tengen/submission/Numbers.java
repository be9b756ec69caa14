package dev.tengen.submission;

import java.util.Locale;

/** Numbers as federation files write them: whole numbers without decimals, halves with one. */
final class Numbers {

    private Numbers() {}

    static String text(double value) {
        if (value == Math.rint(value)) {
            return Long.toString((long) value);
        }
        return String.format(Locale.ROOT, value * 2 == Math.rint(value * 2) ? "%.1f" : "%.2f", value);
    }
}
