package dev.tengen.tournament;

import java.text.Normalizer;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How a person's (or a club's, or a tournament's) name is compared and when it is a name at all: the one place
 * where the sanctions registry and registration decide that two writings are the same name. Two names are the
 * same when they read the same to a person: Unicode compatibility forms (full-width letters, no-break and other
 * spaces) and composed or decomposed accents are one (NFKC), case does not count (full case folding), invisible
 * characters (zero-width, joiners, bidi controls, fillers, variation selectors) are not there, and any run of
 * whitespace is one space. Without this a banned player registered again as "Jung&lt;NBSP&gt;Minsu".
 */
public final class PersonName {

    private PersonName() {
    }

    /** The name as compared: equal keys, same name. */
    public static String key(String name) {
        if (name == null) {
            return "";
        }
        String folded = Normalizer.normalize(name, Normalizer.Form.NFKC).toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT);
        String normal = Normalizer.normalize(folded, Normalizer.Form.NFKC);
        StringBuilder key = new StringBuilder(normal.length());
        boolean space = false;
        for (int i = 0; i < normal.length(); ) {
            int c = normal.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
                space = key.length() > 0;
            } else if (!invisible(c)) {
                if (space) {
                    key.append(' ');
                    space = false;
                }
                key.appendCodePoint(c);
            }
        }
        return key.toString();
    }

    /**
     * The name as searched in a list (a federation's rating list): its {@link #key} without accents, so that "Andeol"
     * finds "Andéol" and "DUPONT" finds "Dupont".
     */
    public static String searchKey(String name) {
        return Normalizer.normalize(key(name), Normalizer.Form.NFD).replaceAll("\\p{M}", "");
    }

    /**
     * Whether the text can stand as a name: it shows at least one character, and holds no control character
     * (NUL, bell, line breaks, tabs), which no printed list can show.
     */
    public static boolean readable(String name) {
        return name != null && !key(name).isEmpty() && firstControl(name).isEmpty();
    }

    /**
     * The text's first control character (NUL, bell, a line break, a tab, the C1 controls), which no printed list and
     * no line of a federation's file (h9, tou, CSV: a player a line) can hold; empty when it has none.
     */
    public static OptionalInt firstControl(String text) {
        return text.codePoints().filter(c -> Character.getType(c) == Character.CONTROL).findFirst();
    }

    /**
     * The text's first hidden character: one that takes no room on a printed list and is no part of how a script
     * writes a name, so that the text does not read as the characters it holds. A format character (zero-width space,
     * word joiner, soft hyphen, left-to-right and right-to-left marks, bidi embeddings, overrides and isolates, the
     * byte order mark, tag characters), a Hangul filler or the blank braille pattern. Not the zero-width non-joiner
     * and joiner (U+200C, U+200D), which Persian and the Indic scripts write inside words, nor the variation
     * selectors, with which a Japanese name chooses the form of its kanji. Empty when it has none.
     */
    public static OptionalInt firstHidden(String text) {
        return text.codePoints().filter(PersonName::hidden).findFirst();
    }

    /** {@link #firstHidden} as a refusal names it, with its name and place ({@link CodePoints#first}). */
    public static Optional<String> firstHiddenPlaced(String text) {
        return CodePoints.first(text, PersonName::hidden);
    }

    /** The text without its {@link #firstHidden hidden} characters. */
    public static String withoutHidden(String text) {
        StringBuilder shown = new StringBuilder(text.length());
        text.codePoints().filter(c -> !hidden(c)).forEach(shown::appendCodePoint);
        return shown.toString();
    }

    private static boolean hidden(int c) {
        return Character.getType(c) == Character.FORMAT && c != 0x200C && c != 0x200D
                || c == 0x115F || c == 0x1160 || c == 0x3164 || c == 0xFFA0 || c == 0x2800;
    }

    /**
     * A character that takes no room on a printed list: controls, format characters (zero-width spaces and joiners,
     * bidi embeddings and overrides, the byte order mark), unassigned code points, and Unicode's other default
     * ignorables (combining grapheme joiner, Hangul and Khmer fillers, variation selectors).
     */
    private static boolean invisible(int c) {
        int type = Character.getType(c);
        return type == Character.CONTROL || type == Character.FORMAT || type == Character.UNASSIGNED
                || c == 0x034F || c == 0x115F || c == 0x1160 || c == 0x17B4 || c == 0x17B5 || c == 0x3164 || c == 0xFFA0
                || c == 0x2800 || c >= 0xFE00 && c <= 0xFE0F || c >= 0xE0100 && c <= 0xE01EF;
    }
}
