package dev.tengen.platform.axon;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * The damage of issue 12's review: 4 KiB overwritten in the middle of {@code events.db}. The page overwritten is the
 * events table's leaf page nearest the middle (its first byte 0x0D, SQLite's "table b-tree leaf"), so that reading
 * the events in order meets it whatever the file's size; the bytes written (0x5A) are no page type SQLite knows.
 */
public final class DamagedStores {

    /** SQLite's page size for a new file, which the event store keeps. */
    public static final int PAGE = 4096;
    private static final byte TABLE_LEAF = 0x0D;
    private static final byte SPOILED = 0x5A;

    private DamagedStores() {
    }

    /** Overwrites one 4 KiB page in the middle of {@code file}; returns its offset. */
    public static long damageMidFile(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            long pages = channel.size() / PAGE;
            if (pages < 8) {
                throw new IllegalStateException(file + " has only " + pages + " pages: write more events first");
            }
            for (long distance = 0; distance < pages / 2; distance++) {
                for (long page : new long[] {pages / 2 + distance, pages / 2 - distance}) {
                    ByteBuffer first = ByteBuffer.allocate(1);
                    channel.read(first, page * PAGE);
                    if (first.get(0) == TABLE_LEAF) {
                        byte[] spoiled = new byte[PAGE];
                        Arrays.fill(spoiled, SPOILED);
                        channel.write(ByteBuffer.wrap(spoiled), page * PAGE);
                        channel.force(true);
                        return page * PAGE;
                    }
                }
            }
            throw new IllegalStateException(file + " has no table leaf page to damage");
        }
    }
}
