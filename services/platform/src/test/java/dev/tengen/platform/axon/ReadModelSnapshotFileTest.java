package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.tengen.platform.axon.ReadModelSnapshotFile.Header;
import dev.tengen.platform.axon.ReadModelSnapshotFile.Refused;
import dev.tengen.platform.axon.ReadModelSnapshotFile.StoreFacts;
import dev.tengen.platform.axon.ReadModelSnapshotFile.Usable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A snapshot is used only for the same code and store, up to an event the store holds, whole; else the reason. */
class ReadModelSnapshotFileTest {

    private static final byte[] STATE = "the read models' state".getBytes(StandardCharsets.UTF_8);
    private static final Header HEADER = new Header("code-1", "event-1", 3, "event-3");

    @TempDir
    Path dir;

    /** A store of events event-1 ... event-N at global indexes 1 ... N. */
    private record Store(List<String> events) implements StoreFacts {
        @Override
        public Optional<String> identity() {
            return events.stream().findFirst();
        }

        @Override
        public long head() {
            return events.size();
        }

        @Override
        public Optional<String> eventAt(long position) {
            return position >= 1 && position <= events.size() ? Optional.of(events.get((int) position - 1))
                    : Optional.empty();
        }
    }

    private static final Store FIVE = new Store(List.of("event-1", "event-2", "event-3", "event-4", "event-5"));

    @Test
    void aSnapshotOfTheSameCodeAndStoreGivesBackItsStateAndPosition() {
        Path file = written();
        Usable usable = assertInstanceOf(Usable.class, ReadModelSnapshotFile.read(file, "code-1", FIVE));
        assertEquals(HEADER, usable.header());
        assertArrayEquals(STATE, usable.state());
    }

    @Test
    void aMissingSnapshotIsRefusedAsMissing() {
        assertEquals(new Refused("there is no snapshot none.snapshot"),
                ReadModelSnapshotFile.read(dir.resolve("none.snapshot"), "code-1", FIVE));
    }

    @Test
    void aSnapshotOfOtherCodeIsRefused() {
        assertEquals(new Refused("the snapshot was written by other read models' code (code-1, these are code-2)"),
                ReadModelSnapshotFile.read(written(), "code-2", FIVE));
    }

    @Test
    void aSnapshotOfAnotherStoreIsRefused() {
        assertEquals(new Refused("the snapshot is of another event store (first event event-1, this store's is other-1)"),
                ReadModelSnapshotFile.read(written(), "code-1", new Store(List.of("other-1", "other-2", "other-3"))));
        assertEquals(new Refused("the snapshot is of another event store (first event event-1, this store's is none: it is"
                + " empty)"), ReadModelSnapshotFile.read(written(), "code-1", new Store(List.of())));
    }

    @Test
    void aSnapshotBeyondTheStoresLastEventIsRefused() {
        assertEquals(new Refused("the snapshot covers the store up to global index 3, beyond its last event at 2"),
                ReadModelSnapshotFile.read(written(), "code-1", new Store(List.of("event-1", "event-2"))));
    }

    @Test
    void aSnapshotWhoseLastEventTheStoreHoldsUnderAnotherIdIsRefused() {
        assertEquals(new Refused("the store's event at global index 3 is replaced-3, the snapshot's was event-3"),
                ReadModelSnapshotFile.read(written(), "code-1", new Store(List.of("event-1", "event-2", "replaced-3"))));
    }

    @Test
    void aDamagedOrTruncatedSnapshotIsRefusedAsDamaged() throws IOException {
        Path file = written();
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 1;
        Files.write(file, bytes);
        assertEquals(new Refused("the snapshot is damaged (its SHA-256 does not match its bytes)"),
                ReadModelSnapshotFile.read(file, "code-1", FIVE));
        Files.write(file, new byte[] {1, 2, 3});
        assertEquals(new Refused("the snapshot is damaged (its SHA-256 does not match its bytes)"),
                ReadModelSnapshotFile.read(file, "code-1", FIVE));
    }

    @Test
    void aNewSnapshotReplacesTheOldOneAndLeavesNoTemporaryFile() throws IOException {
        Path file = written();
        Header later = new Header("code-1", "event-1", 5, "event-5");
        ReadModelSnapshotFile.write(file, later, new byte[0]);
        assertEquals(later, assertInstanceOf(Usable.class, ReadModelSnapshotFile.read(file, "code-1", FIVE)).header());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList());
        }
    }

    private Path written() {
        Path file = dir.resolve("read-models.snapshot");
        ReadModelSnapshotFile.write(file, HEADER, STATE);
        return file;
    }
}
