package dev.tengen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The strict JSON reader of adjudication scripts (RFC 8259). */
class AdjudicateJsonTest {

    @Test
    void readsObjectsArraysStringsNumbersAndLiterals() throws Exception {
        Object v = AdjudicateJson.parse("{\"a\": [1, -2.5, true, false, null], \"b\": \"x\\u0041\\n\"}");
        assertEquals(Map.of("a", java.util.Arrays.asList(1L, -2.5, true, false, null), "b", "xA\n"), v);
    }

    @Test
    void aDuplicateKeyIsAnError() {
        AdjudicateJson.Malformed e = assertThrows(AdjudicateJson.Malformed.class, () -> AdjudicateJson.parse("{\"a\": 1, \"a\": 2}"));
        assertEquals(10, e.column);
    }

    @Test
    void trailingTextIsAnError() {
        assertThrows(AdjudicateJson.Malformed.class, () -> AdjudicateJson.parse("{} x"));
    }

    @Test
    void aLeadingZeroOrABareDecimalPointIsNotANumber() {
        assertThrows(AdjudicateJson.Malformed.class, () -> AdjudicateJson.parse("[01]"));
        assertThrows(AdjudicateJson.Malformed.class, () -> AdjudicateJson.parse("[1.]"));
    }

    @Test
    void anEmptyArrayAndObjectAreValues() throws Exception {
        assertEquals(List.of(Map.of(), List.of()), AdjudicateJson.parse(" [ {} , [ ] ] "));
    }
}
