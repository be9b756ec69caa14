package dev.tengen.tournament.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.json.JsonParser;
import dev.tengen.json.JsonSyntaxError;
import dev.tengen.json.JsonValue;
import dev.tengen.tournament.Problem;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A file that is not JSON is refused with the line and column where it stops being JSON. */
class JsonSyntaxTest {

    private static Problem only(String json) {
        List<Problem> problems = TournamentJson.read(json).problems();
        assertEquals(1, problems.size(), problems::toString);
        return problems.getFirst();
    }

    @Test
    void missingCommaIsReportedWhereTheNextFieldStarts() {
        Problem p = only("{\n  \"schema\": \"tengen-tournament/1\"\n  \"event\": {}\n}");
        assertEquals(new Problem("line 3, column 3", "not JSON: expected '}' or ',' after the value of field 'schema', found '\"'"), p);
    }

    @Test
    void trailingCommaIsRefused() {
        assertEquals("line 1, column 10", only("{\"a\": 1, }").where());
    }

    @Test
    void unterminatedStringSaysTheTextEnds() {
        assertEquals(new Problem("line 2, column 18", "not JSON: the text ends inside the string that starts at line 2, column 11"),
                only("{\n\"schema\": \"tengen"));
    }

    @Test
    void duplicateFieldIsRefusedAtItsSecondOccurrence() {
        assertEquals(new Problem("line 2, column 1", "not JSON: field 'a' appears twice in this object"), only("{\"a\": 1,\n\"a\": 2}"));
    }

    @Test
    void textAfterTheDocumentIsRefused() {
        assertEquals("line 1, column 4", only("{} x").where());
    }

    @Test
    void rawControlCharacterInAStringIsRefused() {
        assertEquals(new Problem("line 1, column 4", "not JSON: a control character (code 9) must be escaped inside a string"),
                only("[\"a\tb\"]"));
    }

    @Test
    void emptyTextIsNotJson() {
        assertEquals(new Problem("line 1, column 1", "not JSON: the text ends where a value is expected"), only(""));
    }

    @Test
    void deepNestingIsRefusedBeforeItExhaustsTheStack() {
        assertEquals("line 1, column 65", only("[".repeat(100_000)).where());
    }

    @Test
    void escapesAreRead() throws JsonSyntaxError {
        JsonValue value = JsonParser.parse("\"a\\\"b\\\\c\\u00e9\\n\"");
        assertEquals("a\"b\\cé\n", ((JsonValue.JsonString) value).value());
    }

    @Test
    void lineAndColumnCountFromOne() throws JsonSyntaxError {
        JsonValue.JsonObject object = (JsonValue.JsonObject) JsonParser.parse("{\n  \"a\": [1,\n    true]}");
        JsonValue.JsonArray array = (JsonValue.JsonArray) object.members().get("a");
        assertEquals(new JsonValue.Position(2, 8), array.position());
        assertEquals(new JsonValue.Position(3, 5), array.elements().get(1).position());
    }

    @Test
    void aByteOrderMarkIsSkippedAndNotCounted() {
        assertEquals(new Problem("line 1, column 4", "not JSON: unexpected 'x' after the end of the document"), only("\uFEFF{} x"));
    }

    @Test
    void aNumberBeyondBigDecimalIsRefusedWhereItStarts() {
        assertEquals(new Problem("line 2, column 7", "not JSON: '1e9999999999' is not a number Tengen can read"),
                only("{\"a\":\n  [1, 1e9999999999]}"));
    }
}
