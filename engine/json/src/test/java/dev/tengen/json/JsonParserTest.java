package dev.tengen.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tengen.json.JsonValue.JsonArray;
import dev.tengen.json.JsonValue.JsonBoolean;
import dev.tengen.json.JsonValue.JsonNull;
import dev.tengen.json.JsonValue.JsonNumber;
import dev.tengen.json.JsonValue.JsonObject;
import dev.tengen.json.JsonValue.JsonString;
import dev.tengen.json.JsonValue.Position;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonParserTest {

    private static JsonSyntaxError error(String text) {
        return assertThrows(JsonSyntaxError.class, () -> JsonParser.parse(text));
    }

    @Test
    void aDocumentIsReadWithItsMembersInOrder() throws JsonSyntaxError {
        JsonObject o = (JsonObject) JsonParser.parse(" {\"b\": [1, true, null], \"a\": {\"c\": false}, \"s\": \"x\"} ");
        assertEquals(List.of("b", "a", "s"), List.copyOf(o.members().keySet()));
        JsonArray b = (JsonArray) o.members().get("b");
        assertEquals("1", ((JsonNumber) b.elements().get(0)).text());
        assertEquals(true, ((JsonBoolean) b.elements().get(1)).value());
        assertInstanceOf(JsonNull.class, b.elements().get(2));
        JsonObject a = (JsonObject) o.members().get("a");
        assertEquals(false, ((JsonBoolean) a.members().get("c")).value());
        assertEquals("x", ((JsonString) o.members().get("s")).value());
        assertEquals(List.of(), ((JsonArray) JsonParser.parse("[]")).elements());
        assertEquals(0, ((JsonObject) JsonParser.parse("{}")).members().size());
    }

    @Test
    void numbersAreKeptExactlyAsWritten() throws JsonSyntaxError {
        for (String n : List.of("-0", "1e5", "1.50", "0", "-12", "6.5", "1.0E10", "2E-3", "123456789012345678901234567890")) {
            assertEquals(n, ((JsonNumber) JsonParser.parse(n)).text(), n);
        }
        assertEquals(new BigDecimal("1.50"), ((JsonNumber) JsonParser.parse("1.50")).decimal());
        assertEquals("1.50", new JsonNumber(new BigDecimal("1.50"), Position.NONE).text());
    }

    @Test
    void escapesAndSurrogatePairsAreRead() throws JsonSyntaxError {
        assertEquals("a\"b\\c/\b\f\n\r\té", ((JsonString) JsonParser.parse("\"a\\\"b\\\\c\\/\\b\\f\\n\\r\\t\\u00e9\"")).value());
        assertEquals("\uD83D\uDE00", ((JsonString) JsonParser.parse("\"\\ud83d\\ude00\"")).value());
        assertEquals("\uD83D\uDE00 stone", ((JsonString) JsonParser.parse("\"\uD83D\uDE00 stone\"")).value());
    }

    @Test
    void valuesRememberWhereTheyStart() throws JsonSyntaxError {
        JsonObject o = (JsonObject) JsonParser.parse("{\n  \"a\": [1,\n    true]}");
        JsonArray a = (JsonArray) o.members().get("a");
        assertEquals(new Position(1, 1), o.position());
        assertEquals(new Position(2, 8), a.position());
        assertEquals(new Position(3, 5), a.elements().get(1).position());
    }

    @Test
    void malformedTextIsRefusedWithLineAndColumn() {
        JsonSyntaxError missingComma = error("{\n  \"a\": 1\n  \"b\": 2\n}");
        assertEquals(new Position(3, 3), missingComma.position());
        assertEquals("expected '}' or ',' after the value of field 'a', found '\"'", missingComma.getMessage());

        assertEquals(new Position(1, 5), error("[1, ]").position());
        assertEquals(new Position(1, 4), error("{} x").position());
        assertEquals(new Position(1, 2), error("01").position());
        assertEquals(new Position(1, 1), error("").position());
        assertEquals(new Position(2, 1), error("{\"a\": 1,\n\"a\": 2}").position());
        assertEquals("field 'a' appears twice in this object", error("{\"a\": 1,\n\"a\": 2}").getMessage());
        assertEquals("a number needs digits after its decimal point", error("1.").getMessage());
        assertEquals("a \\u escape takes four hexadecimal digits, not '12x4'", error("\"\\u12x4\"").getMessage());
        assertEquals(new Position(1, 65), error("[".repeat(100)).position());
    }
}
