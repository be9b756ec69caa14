package dev.tengen.pages;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The languages the public pages are written in, as the console's: English, Korean, Chinese (simplified), Japanese
 * and French, each named in itself for the switcher.
 *
 * @param tag the IETF tag of the message files ({@code msg_ko.properties}) and of {@code <html lang>}
 * @param ownName the language's name in that language
 */
public record Language(String tag, String ownName) {

    public static final Language ENGLISH = new Language("en", "English");
    public static final List<Language> ALL = List.of(ENGLISH, new Language("ko", "한국어"),
            new Language("zh", "中文"), new Language("ja", "日本語"), new Language("fr", "Français"));
    /** The parts of an {@code Accept-Language} read at most: a browser sends a handful; a longer one is cut, not refused. */
    private static final int MAX_PARTS = 32;

    public Locale locale() {
        return Locale.forLanguageTag(tag);
    }

    /** The language of a tag or locale ("ko", "ko-KR", "zh-Hant"), if it is one of {@link #ALL}. */
    public static Optional<Language> of(String tag) {
        if (tag == null || tag.isBlank()) {
            return Optional.empty();
        }
        String language = Locale.forLanguageTag(tag.strip().replace('_', '-')).getLanguage();
        return ALL.stream().filter(l -> l.tag.equals(language)).findFirst();
    }

    /**
     * The reader's language: the one asked for in the address ({@code ?lang=}), else the one the reader chose before
     * (its cookie), else the first of the browser's languages ({@code Accept-Language}, best first) that the pages are
     * written in, else English.
     */
    public static Language choose(String asked, String chosen, String acceptLanguage) {
        return of(asked).or(() -> of(chosen))
                .or(() -> accepted(acceptLanguage).stream().map(Language::of).flatMap(Optional::stream).findFirst())
                .orElse(ENGLISH);
    }

    /**
     * The tags of an {@code Accept-Language} header, best first (RFC 9110, section 12.5.4: {@code ko-KR,ko;q=0.9}),
     * read leniently: the header only picks a language, so a part that cannot be read is passed over instead of
     * refusing the page, a weight that is not a number counts as 1 and a weight of 0 ("not this one") drops the tag.
     * Equal weights keep the header's order.
     */
    static List<String> accepted(String header) {
        if (header == null || header.isBlank()) {
            return List.of();
        }
        record Weighted(String tag, double weight) {
        }
        List<Weighted> tags = new ArrayList<>();
        for (String part : header.split(",", MAX_PARTS + 1)) {
            if (tags.size() == MAX_PARTS) {
                break;
            }
            String[] pieces = part.split(";", -1);
            String tag = pieces[0].strip();
            if (!tag.isEmpty() && !tag.equals("*")) {
                tags.add(new Weighted(tag, weight(pieces)));
            }
        }
        return tags.stream().filter(t -> t.weight() > 0)
                .sorted(Comparator.comparingDouble(Weighted::weight).reversed()).map(Weighted::tag).toList();
    }

    private static double weight(String[] pieces) {
        for (int i = 1; i < pieces.length; i++) {
            String parameter = pieces[i].strip();
            if (parameter.length() > 2 && (parameter.startsWith("q=") || parameter.startsWith("Q="))) {
                try {
                    double q = Double.parseDouble(parameter.substring(2).strip());
                    return Double.isNaN(q) ? 1 : Math.min(1, q);
                } catch (NumberFormatException e) {
                    return 1;
                }
            }
        }
        return 1;
    }
}
