package dev.tengen.platform.axon;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Optional;

/**
 * The envelope of a snapshot of the read models (docs/BENCHMARKS.md, "Rebuild and start-up", the design): the state
 * they had after the event at a global index of the store, with what a start needs to decide whether it may begin
 * there and replay only the tail. A snapshot is used only when it was written by this format, for read models of the
 * same code (a fingerprint the caller computes), for this store (the id of its first event), up to an event the store
 * still holds under the same id, and when its bytes are whole (SHA-256 over everything before the digest). Anything
 * else is refused with the reason, and the caller replays the whole store.
 *
 * <p>Written to a temporary file beside the target and moved over it, so a crash while writing leaves the previous
 * snapshot or none, never half of one.
 */
public final class ReadModelSnapshotFile {

    /** Bumped whenever the envelope's layout changes. */
    static final int FORMAT = 1;
    private static final int MAGIC = 0x54475352; // "TGSR"
    private static final int DIGEST_BYTES = 32;

    private ReadModelSnapshotFile() {
    }

    /**
     * What a snapshot covers: the read models' code ({@code fingerprint}), the store ({@code storeIdentity}, its first
     * event's id) and the last event applied ({@code position} and that event's id).
     */
    public record Header(String fingerprint, String storeIdentity, long position, String eventAtPosition) {
    }

    /** What a start can ask the store: its first event's id, its last global index, and the event id at an index. */
    public interface StoreFacts {
        Optional<String> identity();

        long head();

        Optional<String> eventAt(long position);
    }

    /** A snapshot the start may begin from, or the reason it may not. */
    public sealed interface Reading {
    }

    /** The snapshot matches the store and the code: apply {@code state} and replay from after {@code header.position()}. */
    public record Usable(Header header, byte[] state) implements Reading {
    }

    /** The snapshot cannot be used, for {@code reason}; the start replays the whole store. */
    public record Refused(String reason) implements Reading {
    }

    /** Writes {@code state} under {@code header} to {@code file}, replacing any earlier snapshot at once. */
    public static void write(Path file, Header header, byte[] state) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(state.length + 256);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(MAGIC);
            out.writeInt(FORMAT);
            out.writeUTF(header.fingerprint());
            out.writeUTF(header.storeIdentity());
            out.writeLong(header.position());
            out.writeUTF(header.eventAtPosition());
            out.writeInt(state.length);
            out.write(state);
            out.write(sha256(bytes.toByteArray()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Path temporary = file.resolveSibling(file.getFileName() + ".writing");
        try {
            Files.write(temporary, bytes.toByteArray());
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the read models' snapshot " + file + ": " + e.getMessage(), e);
        }
    }

    /** The snapshot in {@code file} if it may be used for read models of {@code fingerprint} on {@code store}. */
    public static Reading read(Path file, String fingerprint, StoreFacts store) {
        byte[] all;
        try {
            all = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return new Refused("there is no snapshot " + file.getFileName());
        } catch (IOException e) {
            return new Refused("the snapshot cannot be read: " + e.getMessage());
        }
        if (all.length < DIGEST_BYTES || !MessageDigest.isEqual(sha256(Arrays.copyOf(all, all.length - DIGEST_BYTES)),
                Arrays.copyOfRange(all, all.length - DIGEST_BYTES, all.length))) {
            return new Refused("the snapshot is damaged (its SHA-256 does not match its bytes)");
        }
        try (DataInputStream data = new DataInputStream(new ByteArrayInputStream(all, 0, all.length - DIGEST_BYTES))) {
            if (data.readInt() != MAGIC) {
                return new Refused("the file is not a snapshot of the read models");
            }
            int format = data.readInt();
            if (format != FORMAT) {
                return new Refused("the snapshot's format is " + format + ", this platform reads " + FORMAT);
            }
            Header header = new Header(data.readUTF(), data.readUTF(), data.readLong(), data.readUTF());
            byte[] state = new byte[data.readInt()];
            data.readFully(state);
            return check(header, fingerprint, store).<Reading>map(Refused::new).orElse(new Usable(header, state));
        } catch (EOFException | NegativeArraySizeException e) {
            return new Refused("the snapshot is damaged (it ends early)");
        } catch (IOException e) {
            return new Refused("the snapshot cannot be read: " + e.getMessage());
        }
    }

    private static Optional<String> check(Header header, String fingerprint, StoreFacts store) {
        if (!header.fingerprint().equals(fingerprint)) {
            return Optional.of("the snapshot was written by other read models' code (" + header.fingerprint()
                    + ", these are " + fingerprint + ")");
        }
        Optional<String> identity = store.identity();
        if (identity.isEmpty() || !identity.get().equals(header.storeIdentity())) {
            return Optional.of("the snapshot is of another event store (first event " + header.storeIdentity()
                    + ", this store's is " + identity.orElse("none: it is empty") + ")");
        }
        long head = store.head();
        if (header.position() > head) {
            return Optional.of("the snapshot covers the store up to global index " + header.position()
                    + ", beyond its last event at " + head);
        }
        Optional<String> event = store.eventAt(header.position());
        if (event.isEmpty() || !event.get().equals(header.eventAtPosition())) {
            return Optional.of("the store's event at global index " + header.position() + " is "
                    + event.orElse("missing") + ", the snapshot's was " + header.eventAtPosition());
        }
        return Optional.empty();
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
