package dev.tengen.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which language a reader gets: the address, then the reader's earlier choice, then the browser, then English. */
class LanguageTest {

    private static final String GERMAN_THEN_KOREAN = "de-DE,ko-KR;q=0.9,en;q=0.8";

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
        assertEquals("en", Language.choose(null, null, "de-DE").tag());
    }

    @Test
    void aRegionOrScriptDoesNotMatter() {
        assertEquals("zh", Language.choose("zh-Hant-TW", null, null).tag());
        assertEquals("fr", Language.choose("fr_CA", null, null).tag());
    }

    @Test
    void theBrowsersLanguagesAreTakenByWeightNotByPlace() {
        assertEquals("ja", Language.choose(null, null, "fr;q=0.3, de, ja;q=0.8").tag());
        assertEquals(List.of("de", "ja", "fr"), Language.accepted("fr;q=0.3, de, ja;q=0.8"));
    }

    @Test
    void aLanguageWeightedZeroIsOneTheReaderDoesNotWant() {
        assertEquals("ko", Language.choose(null, null, "fr;q=0, ko;q=0.1").tag());
    }

    /** A header no browser sends still gets a page: what can be read of it picks the language, the rest is passed over. */
    @Test
    void aMalformedHeaderIsReadForWhatItSays() {
        assertEquals("zh", Language.choose(null, null, ";;;,*,zh-Hant;q=abc").tag());
        assertEquals("ko", Language.choose(null, null, ",,ko-KR;q=,en;q=0.5").tag());
        assertEquals("en", Language.choose(null, null, "\u0000;q=1e400, \u200b").tag());
        assertEquals("en", Language.choose(null, null, "").tag());
    }

    @Test
    void aHugeHeaderIsCutNotRefused() {
        String header = "de,".repeat(10_000) + "ko";
        assertEquals(List.of(), Language.accepted(header).stream().filter(t -> !t.equals("de")).toList());
        assertEquals("en", Language.choose(null, null, header).tag());
        assertEquals("ko", Language.choose(null, null, "de,".repeat(5) + "ko").tag());
    }
}
