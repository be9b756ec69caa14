package dev.tengen.platform.files;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * A small file replaced whole so that a crash or a power cut leaves the old content or the new, never none: the new
 * content goes to a temporary file beside it, which is forced to disk, moved over the old one atomically, and then
 * the directory is forced, so that the move itself is on disk (rename(2) alone is durable only once the directory
 * is). Without the first force a power cut after the move can leave an empty file; without the second, the old one.
 * The file is readable and writable by its owner only: it holds password hashes or a private key.
 */
public final class DurableFile {

    /** Forces what was written through a channel to disk; tests record the calls instead. */
    public interface Sync {
        void force(FileChannel channel, Path path) throws IOException;
    }

    /** The real thing: {@code fsync(2)} of the file, or of the directory. */
    public static final Sync DISK = (channel, path) -> channel.force(true);

    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

    private DurableFile() {
    }

    /** Replaces {@code target} with {@code content}, durably, the file readable by its owner only. */
    public static void replace(Path target, byte[] content, Sync sync) throws IOException {
        Path directory = target.toAbsolutePath().getParent();
        Files.createDirectories(directory);
        Path temporary = directory.resolve(target.getFileName() + ".tmp");
        Files.deleteIfExists(temporary);
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        FileAttribute<?>[] attributes = posix
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_ONLY)} : new FileAttribute<?>[0];
        try (FileChannel out = FileChannel.open(temporary, Set.of(StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE), attributes)) {
            ByteBuffer bytes = ByteBuffer.wrap(content);
            while (bytes.hasRemaining()) {
                out.write(bytes);
            }
            sync.force(out, temporary);
        }
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        if (posix) {
            try (FileChannel dir = FileChannel.open(directory, StandardOpenOption.READ)) {
                sync.force(dir, directory);
            }
        }
    }
}
