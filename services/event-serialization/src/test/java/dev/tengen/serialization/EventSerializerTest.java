package dev.tengen.serialization;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.SplittableRandom;
import org.axonframework.serialization.SerializationException;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;
import org.axonframework.serialization.SimpleSerializedType;
import org.junit.jupiter.api.Test;

class EventSerializerTest {

    public record Stamped(String by, Instant at) {}

    private final Serializer serializer = EventSerializer.jackson();

    @Test
    void instantsComeBackToTheNanosecond() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 2_000; i++) {
            Stamped event = new Stamped("referee",
                    Instant.ofEpochSecond(random.nextLong(4_102_444_800L), random.nextInt(1_000_000_000)));
            assertEquals(event, serializer.deserialize(serializer.serialize(event, byte[].class)));
        }
    }

    @Test
    void instantsWrittenWithAnOffsetOrAsNumbersAreStillRead() {
        assertEquals(Instant.parse("2026-11-25T07:24:43.5Z"), read("{\"by\":\"td\",\"at\":\"2026-11-25T08:24:43.5+01:00\"}").at());
        assertEquals(Instant.ofEpochSecond(1_795_000_000L), read("{\"by\":\"td\",\"at\":1795000000}").at());
    }

    @Test
    void aDateThatDoesNotExistIsAnError() {
        assertThrows(SerializationException.class, () -> read("{\"by\":\"td\",\"at\":\"2026-02-30T08:24:43Z\"}"));
    }

    private Stamped read(String json) {
        return serializer.deserialize(new SimpleSerializedObject<>(json.getBytes(StandardCharsets.UTF_8), byte[].class,
                new SimpleSerializedType(Stamped.class.getName(), null)));
    }
}
