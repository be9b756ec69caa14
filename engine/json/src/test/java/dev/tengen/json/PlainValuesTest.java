package dev.tengen.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlainValuesTest {

    @Test
    void objectsKeepTheirWrittenOrderAndNumbersBecomeWhatTheCallerMakesOfTheirText() throws JsonSyntaxError {
        Object plain = PlainValues.of(JsonParser.parse("{\"z\": 1.50, \"a\": [true, null, \"x\"], \"m\": {}}"),
                text -> "#" + text);
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("z", "#1.50");
        expected.put("a", Arrays.asList(true, null, "x"));
        expected.put("m", Map.of());
        assertEquals(expected, plain);
        assertEquals(List.of("z", "a", "m"), List.copyOf(((Map<?, ?>) plain).keySet()));
    }

    @Test
    void numbersReadAsDoubles() throws JsonSyntaxError {
        assertEquals(List.of(-0.0, 100000.0), PlainValues.of(JsonParser.parse("[-0, 1e5]"), Double::valueOf));
    }
}
