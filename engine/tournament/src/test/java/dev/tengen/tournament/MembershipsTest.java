package dev.tengen.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class MembershipsTest {

    /** The ids of the real files in ../shared/data: OpenGotha's egfPin, ffgLicence, agaId; the FFG échelle's licence. */
    @ParameterizedTest
    @ValueSource(strings = {"12345678", "0621020", "1800014", "12345", "A12B345", "egd-123_4.5"})
    void anIdOfOneWordIsAnId(String id) {
        assertTrue(Memberships.isId(id));
        assertEquals(Optional.empty(), Memberships.fault(Map.of("egf", " " + id + " ")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "1234 5678", "12;34", "1234\u202e5678", "1234\u200b", "１２３", "123\n4",
            "123456789012345678901234567890123"})
    void anIdThatIsNotOneWordIsNone(String id) {
        assertFalse(Memberships.isId(id));
    }

    @Test
    void theFaultNamesTheBodyAndTheCharacter() {
        assertEquals(Optional.of("The ffg id holds U+202E RIGHT-TO-LEFT OVERRIDE at character 5: an id is 1 to 32 letters,"
                + " digits, dots, dashes or underscores (an EGD PIN 12345678, an FFG licence 0621020)."),
                Memberships.fault(Map.of("ffg", "0621\u202e020")));
        assertEquals(Optional.of("The aga id is empty: an id is 1 to 32 letters, digits, dots, dashes or underscores (an"
                + " EGD PIN 12345678, an FFG licence 0621020)."), Memberships.fault(Map.of("aga", "  ")));
        assertTrue(Memberships.fault(Map.of("egf", "x".repeat(33))).orElseThrow().startsWith("The egf id has 33 characters"));
    }

    @Test
    void aBodyTengenDoesNotKnowIsRefusedNamingTheBodies() {
        assertEquals(Optional.of("Tengen keeps ids with egf, ffg, aga only, not with 'EGF'."),
                Memberships.fault(Map.of("EGF", "12345678")));
        assertEquals(Optional.of("Tengen keeps ids with egf, ffg, aga only, not with a body so written."),
                Memberships.fault(Map.of("egf\nX", "1")));
    }
}
