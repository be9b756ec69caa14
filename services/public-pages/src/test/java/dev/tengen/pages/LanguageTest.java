package dev.tengen.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Which language a reader gets: the address, then the reader's earlier choice, then the browser, then English. */
class LanguageTest {

    private static final List<Locale> GERMAN_THEN_KOREAN = List.of(Locale.GERMANY, Locale.KOREA, Locale.ENGLISH);

    @Test
    void theBrowsersFirstLanguageThePagesAreWrittenInIsTaken() {
        assertEquals("ko", Language.choose(null, null, GERMAN_THEN_KOREAN).tag());
    }

    @Test
    void aChoiceRememberedWinsOverTheBrowser() {
        assertEquals("ja", Language.choose(null, "ja", GERMAN_THEN_KOREAN).tag());
    }

    @Test
    void aLanguageAskedInTheAddressWinsOverTheChoiceRemembered() {
        assertEquals("fr", Language.choose("fr", "ja", GERMAN_THEN_KOREAN).tag());
    }

    @Test
    void aLanguageThePagesAreNotWrittenInIsPassedOver() {
        assertEquals("ko", Language.choose("de", "xx", GERMAN_THEN_KOREAN).tag());
        assertEquals("en", Language.choose(null, null, List.of(Locale.GERMANY)).tag());
    }

    @Test
    void aRegionOrScriptDoesNotMatter() {
        assertEquals("zh", Language.choose("zh-Hant-TW", null, List.of()).tag());
        assertEquals("fr", Language.choose("fr_CA", null, List.of()).tag());
    }
}
