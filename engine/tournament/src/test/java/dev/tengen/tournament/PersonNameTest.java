package dev.tengen.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PersonNameTest {

    @ParameterizedTest
    @ValueSource(strings = {"Jung\u00a0Minsu", "Jung \u200bMinsu", "\uff2aung \uff2dinsu", "JUNG\u2003MINSU",
            "\u202eJung Minsu", "  jung   minsu ", "Jung\u200d Min\ufe0fsu"})
    void aUnicodeVariantOfANameHasTheNamesKey(String variant) {
        assertEquals("jung minsu", PersonName.key(variant));
    }

    @Test
    void composedAndDecomposedAccentsAreOneName() {
        assertEquals(PersonName.key("Ren\u00e9 Dupont"), PersonName.key("Rene\u0301 Dupont"));
    }

    @Test
    void caseIsFoldedBeyondLowerCase() {
        assertEquals(PersonName.key("STRASSE"), PersonName.key("Straße"));
    }

    @Test
    void differentNamesKeepDifferentKeys() {
        assertNotEquals(PersonName.key("Jung Minsu"), PersonName.key("Jung Minso"));
        assertNotEquals(PersonName.key("이세돌"), PersonName.key("이창호"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "\u200b\u200b", "\u202e\u202d", "\u0000", "\u0007\u0008", " \u00a0 ", "\ufeff",
            "\u3164", "\ufe0f"})
    void aTextThatShowsNothingIsNoName(String text) {
        assertFalse(PersonName.readable(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Lee\u0000Sedol", "Lee\nSedol", "Lee\tSedol"})
    void aNameWithAControlCharacterIsNoName(String text) {
        assertFalse(PersonName.readable(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Lee Sedol", "이세돌", "古力", "René Dupont", "O'Brien-Smith"})
    void aPrintableNameIsAName(String text) {
        assertTrue(PersonName.readable(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Lee\u202eSedol", "Lee \u200bSedol", "Lee\u200eSedol", "\ufeffLee Sedol", "Lee\u00adSedol",
            "Lee\u2066Sedol\u2069", "Lee\u3164Sedol", "Lee\u2060Sedol", "Lee Sedol\udb40\udc7f"})
    void aHiddenCharacterIsFoundAndLeftOut(String text) {
        assertTrue(PersonName.firstHidden(text).isPresent(), text);
        assertEquals(PersonName.key(text), PersonName.key(PersonName.withoutHidden(text)));
        assertTrue(PersonName.firstHidden(PersonName.withoutHidden(text)).isEmpty());
    }

    @Test
    void theFirstHiddenCharacterIsNamed() {
        assertEquals(0x202E, PersonName.firstHidden("Kim \u202eJiseok\u200b").getAsInt());
        assertEquals("Kim Jiseok", PersonName.withoutHidden("Kim \u202eJiseok\u200b"));
    }

    /** How scripts write names: a Persian name's non-joiner, a Devanagari joiner, a kanji's variation selector. */
    @ParameterizedTest
    @ValueSource(strings = {"Lee Sedol", "이세돌", "\u0645\u062d\u0645\u062f\u200c\u0631\u0636\u0627",
            "\u0915\u094d\u200d\u0937", "\u845b\udb40\udd00\u98fe", "Jung\u00a0Minsu"})
    void aNameAsItsScriptWritesItHidesNothing(String text) {
        assertTrue(PersonName.firstHidden(text).isEmpty(), text);
        assertEquals(text, PersonName.withoutHidden(text));
    }
}
