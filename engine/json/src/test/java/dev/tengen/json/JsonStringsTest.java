package dev.tengen.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.json.JsonValue.JsonString;
import org.junit.jupiter.api.Test;

class JsonStringsTest {

    @Test
    void escapesQuotesBackslashesAndControlCharacters() {
        assertEquals("\"say \\\"ko\\\" \\\\ \\b\\f\\n\\r\\t \\u0001 \\u001f\"",
                JsonStrings.quote("say \"ko\" \\ \b\f\n\r\t \u0001 \u001f"));
    }

    @Test
    void everyOtherCharacterIsWrittenAsItself() {
        assertEquals("\"천원 天元 é 🀄\"", JsonStrings.quote("천원 天元 é 🀄"));
    }

    @Test
    void whatItWritesReadsBackAsTheSameString() throws JsonSyntaxError {
        String text = "tengen \"center\" \\ \u0000\u007f\n";
        assertEquals(text, ((JsonString) JsonParser.parse(JsonStrings.quote(text))).value());
    }
}
