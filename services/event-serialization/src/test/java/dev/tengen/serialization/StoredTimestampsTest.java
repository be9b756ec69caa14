package dev.tengen.serialization;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.DateTimeException;
import java.time.Instant;
import java.util.SplittableRandom;
import org.axonframework.common.DateTimeUtils;
import org.junit.jupiter.api.Test;

class StoredTimestampsTest {

    @Test
    void readsWhatAxonWritesAsAxonReadsIt() {
        SplittableRandom random = new SplittableRandom(20261125);
        for (int i = 0; i < 10_000; i++) {
            // From 1970 to 2100, to the millisecond (Axon's stored form keeps milliseconds).
            Instant instant = Instant.ofEpochMilli(random.nextLong(4_102_444_800_000L));
            String stamp = DateTimeUtils.formatInstant(instant);
            assertEquals(DateTimeUtils.parseInstant(stamp), StoredTimestamps.parse(stamp), stamp);
        }
    }

    @Test
    void readsInstantsToTheNanosecondAsInstantParseReadsThem() {
        SplittableRandom random = new SplittableRandom(19);
        for (int i = 0; i < 10_000; i++) {
            Instant instant = Instant.ofEpochSecond(random.nextLong(4_102_444_800L), random.nextInt(1_000_000_000));
            // Instant.toString writes 0, 3, 6 or 9 digits of fraction; cut some to any length in between
            String text = instant.toString();
            if (text.contains(".") && random.nextBoolean()) {
                int cut = text.indexOf('.') + 1 + random.nextInt(1, text.length() - text.indexOf('.') - 1);
                text = text.substring(0, cut) + "Z";
            }
            assertEquals(Instant.parse(text), StoredTimestamps.parseUtc(text), text);
        }
    }

    @Test
    void anInstantWrittenOtherwiseIsLeftToTheCaller() {
        assertNull(StoredTimestamps.parseUtc("2026-11-25T08:24:43.928+01:00"));
        assertNull(StoredTimestamps.parseUtc("2026-11-25T08:24Z"));
        assertNull(StoredTimestamps.parseUtc("+12026-11-25T08:24:43Z"));
        assertNull(StoredTimestamps.parseUtc("2026-11-25T08:24:43.Z"));
        assertNull(StoredTimestamps.parseUtc("2026-11-25T08:24:43.1234567890Z"));
        assertNull(StoredTimestamps.parseUtc("2026-11-25 08:24:43Z"));
    }

    @Test
    void leapDayAndTheLastMillisecondOfAYear() {
        assertEquals(Instant.parse("2024-02-29T23:59:59.999Z"), StoredTimestamps.parse("2024-02-29T23:59:59.999Z"));
        assertEquals(Instant.parse("1999-12-31T23:59:59.999Z"), StoredTimestamps.parse("1999-12-31T23:59:59.999Z"));
    }

    @Test
    void otherFormsGoThroughAxonsParser() {
        assertEquals(Instant.parse("2026-11-25T08:24:43Z"), StoredTimestamps.parse("2026-11-25T08:24:43Z"));
        assertEquals(Instant.parse("2026-11-25T07:24:43.928Z"), StoredTimestamps.parse("2026-11-25T08:24:43.928+01:00"));
        assertEquals(Instant.parse("2026-11-25T08:24:43.928123Z"), StoredTimestamps.parse("2026-11-25T08:24:43.928123Z"));
    }

    @Test
    void aDateThatDoesNotExistIsRefusedAsAxonRefusesIt() {
        assertThrows(DateTimeException.class, () -> StoredTimestamps.parse("2026-02-30T08:24:43.928Z"));
        assertThrows(DateTimeException.class, () -> StoredTimestamps.parse("2026-11-25T24:24:43.928Z"));
        assertThrows(DateTimeException.class, () -> StoredTimestamps.parse("2026-11-25T08:24:4x.928Z"));
    }
}
