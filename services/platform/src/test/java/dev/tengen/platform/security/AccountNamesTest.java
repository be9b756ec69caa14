package dev.tengen.platform.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** RFC 8265 3.3 (UsernameCaseMapped), and the spaces at either end: when two account names are one. */
class AccountNamesTest {

    /** Capitalised by a phone, shouted, spaced, fullwidth from an East Asian input method. */
    @ParameterizedTest
    @ValueSource(strings = {"refa", "Refa", "REFA", "rEfA", " refa ", "refa\t", "\u3000refa", "ｒｅｆａ", "ＲＥＦＡ"})
    void theseAreAllTheAccountRefa(String typed) {
        assertEquals("refa", AccountNames.key(typed));
    }

    /** "José" composed (U+00E9) and decomposed (e, U+0301): an account file written by hand may hold either. */
    @ParameterizedTest
    @ValueSource(strings = {"Jos\u00e9", "Jose\u0301", "JOS\u00c9", "JOSE\u0301"})
    void anAccentComposedOrNotIsTheSameLetter(String typed) {
        assertEquals("jos\u00e9", AccountNames.key(typed));
    }

    @ParameterizedTest
    @ValueSource(strings = {"ref-a", "ref a", "refa2", "ref", "refá"})
    void aDifferentSpellingIsAnotherAccount(String typed) {
        assertNotEquals("refa", AccountNames.key(typed));
    }
}
