package dev.tengen.submission;

import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.text.Normalizer;
import java.util.Map;

/**
 * Writing names in a federation's single-byte encoding: what fits is kept, a letter with a mark the encoding lacks loses
 * the mark ("Łukasz" stays readable as "Lukasz"), and a character with no Latin reading (Chinese, Korean, Japanese,
 * Cyrillic...) becomes '?', as OpenGotha writes it; the pre-submission check reports every name changed.
 */
final class Transliteration {

    /** Letters that decomposition leaves alone but that have an obvious Latin reading. */
    private static final Map<Character, String> LETTERS = Map.ofEntries(Map.entry('Ł', "L"), Map.entry('ł', "l"),
            Map.entry('Đ', "D"), Map.entry('đ', "d"), Map.entry('ı', "i"), Map.entry('Ħ', "H"), Map.entry('ħ', "h"),
            Map.entry('ŉ', "n"), Map.entry('Ŋ', "N"), Map.entry('ŋ', "n"), Map.entry('ſ', "s"), Map.entry('Ŧ', "T"),
            Map.entry('ŧ', "t"), Map.entry('’', "'"), Map.entry('‘', "'"), Map.entry('–', "-"), Map.entry('—', "-"));

    private final Charset charset;

    Transliteration(Charset charset) {
        this.charset = charset;
    }

    /** Whether the text can be written as it is. */
    boolean fits(String text) {
        return charset.newEncoder().canEncode(text);
    }

    /** The text as the encoding can carry it: unchanged when it fits. */
    String of(String text) {
        CharsetEncoder encoder = charset.newEncoder();
        if (encoder.canEncode(text)) {
            return text;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            String one = new String(Character.toChars(c));
            if (encoder.canEncode(one)) {
                out.append(one);
            } else if (c < 0x10000 && LETTERS.containsKey((char) c)) {
                out.append(LETTERS.get((char) c));
            } else {
                String bare = Normalizer.normalize(one, Normalizer.Form.NFKD).replaceAll("\\p{M}", "");
                out.append(!bare.isEmpty() && encoder.canEncode(bare) ? bare : "?");
            }
        }
        return out.toString();
    }
}
