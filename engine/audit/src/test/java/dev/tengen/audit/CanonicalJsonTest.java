package dev.tengen.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The canonical encoding of docs/PLATFORM.md ("Audit"), each rule on a hand-written value. */
class CanonicalJsonTest {

    private static String canonical(String json) throws CanonicalJson.NotJson {
        return CanonicalJson.write(CanonicalJson.parse(json));
    }

    @Test
    void membersAreSortedByNameAndWhitespaceOutsideStringsIsDropped() throws Exception {
        assertEquals("{\"aggregate\":\"t\",\"aggregateSequence\":0,\"b\":[3,1,2]}",
                canonical("{ \"b\" : [ 3, 1, 2 ], \"aggregateSequence\": 0,\n \"aggregate\": \"t\" }"));
    }

    @Test
    void capitalLettersSortBeforeSmallOnesAsUtf16CodeUnits() throws Exception {
        assertEquals("{\"Z\":1,\"a\":2,\"é\":3}", canonical("{\"é\":3,\"a\":2,\"Z\":1}"));
    }

    @Test
    void numbersAreCopiedAsWritten() throws Exception {
        assertEquals("[6.50,1.0E10,-0,7]", canonical("[6.50, 1.0E10, -0, 7]"));
    }

    @Test
    void stringsEscapeOnlyWhatJsonRequires() throws Exception {
        assertEquals("[\"a\\\"b\\\\c/d\\n\\t\\u0001이세돌\"]", canonical("[\"a\\\"b\\\\c\\/d\\n\\t\\u0001\\uc774세돌\"]"));
    }

    @Test
    void literalsStayLiterals() throws Exception {
        assertEquals("{\"f\":false,\"n\":null,\"t\":true}", canonical("{\"t\":true,\"n\":null,\"f\":false}"));
    }

    @Test
    void duplicateNamesTrailingCommasAndTrailingTextAreNotJson() {
        assertThrows(CanonicalJson.NotJson.class, () -> CanonicalJson.parse("{\"a\":1,\"a\":2}"));
        assertThrows(CanonicalJson.NotJson.class, () -> CanonicalJson.parse("[1,]"));
        assertThrows(CanonicalJson.NotJson.class, () -> CanonicalJson.parse("{} x"));
        assertThrows(CanonicalJson.NotJson.class, () -> CanonicalJson.parse("01"));
    }
}
