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
}
