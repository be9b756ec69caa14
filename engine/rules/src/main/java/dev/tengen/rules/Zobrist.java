package dev.tengen.rules;

import java.util.SplittableRandom;

/**
 * Random keys for hashing whole-board positions (Zobrist 1970): the hash of a position is the XOR of
 * the keys of its stones. A fixed seed makes hashes equal across runs, so recorded hashes replay.
 */
final class Zobrist {

    private static final long[] KEYS = keys();

    private Zobrist() {}

    static long key(int index, byte stone) {
        return KEYS[index * 2 + stone - 1];
    }

    private static long[] keys() {
        int stride = Point.MAX_BOARD_SIZE + 1;
        int length = (Point.MAX_BOARD_SIZE + 2) * stride + 1;
        long[] keys = new long[length * 2];
        SplittableRandom random = new SplittableRandom(0x7E46E4L);
        for (int i = 0; i < keys.length; i++) {
            keys[i] = random.nextLong();
        }
        return keys;
    }
}
