package dev.tengen.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A1 notation as players write it (AGA rule 1): a Latin letter without I, then the row in the digits 0 to 9. */
class PointTest {

    @ParameterizedTest
    @ValueSource(strings = {"E5", "e5", "E05"})
    void aPointInLatinLettersAndDigitsIsRead(String name) {
        assertEquals(Optional.of(new Point(4, 14)), Point.parse(name, 19));
    }

    /**
     * Integer.parseInt reads the digits of every script and a sign, Character.toUpperCase turns the long s into S: E５
     * (fullwidth), E٥ (Arabic-Indic), E+5 and ſ5 were read as E5 and S5.
     */
    @ParameterizedTest
    @ValueSource(strings = {"E５", "E٥", "E५", "E+5", "ſ5", "Ｅ5", "I5", "E0", "E20", "E", ""})
    void anythingElseIsNoPoint(String name) {
        assertEquals(Optional.empty(), Point.parse(name, 19));
    }

    @ParameterizedTest
    @ValueSource(strings = {"A1", "T19", "Q16", "K10"})
    void aPointsNameIsReadBack(String name) {
        assertEquals(name, Point.parse(name, 19).orElseThrow().name(19));
    }
}
