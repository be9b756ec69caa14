package dev.tengen.pages;

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
    public static Language choose(String asked, String chosen, List<Locale> accepted) {
        return of(asked).or(() -> of(chosen))
                .or(() -> accepted.stream().map(Locale::toLanguageTag).map(Language::of).flatMap(Optional::stream).findFirst())
                .orElse(ENGLISH);
    }
}
