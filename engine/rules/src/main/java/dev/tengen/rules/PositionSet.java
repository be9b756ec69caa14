package dev.tengen.rules;

import java.util.Arrays;

/** An open-addressing set of 64-bit position hashes: superko checks without boxing. */
final class PositionSet {

    private static final long FREE = 0L;
    private long[] slots = new long[1024];
    private int count;
    private boolean containsFree;

    PositionSet() {
    }

    private PositionSet(PositionSet other) {
        slots = other.slots.clone();
        count = other.count;
        containsFree = other.containsFree;
    }

    /** A set holding the same hashes, changed apart from this one. */
    PositionSet copy() {
        return new PositionSet(this);
    }

    boolean contains(long hash) {
        if (hash == FREE) {
            return containsFree;
        }
        int mask = slots.length - 1;
        for (int i = mix(hash) & mask; ; i = (i + 1) & mask) {
            long s = slots[i];
            if (s == hash) {
                return true;
            }
            if (s == FREE) {
                return false;
            }
        }
    }

    void add(long hash) {
        if (hash == FREE) {
            containsFree = true;
            return;
        }
        if ((count + 1) * 2 > slots.length) {
            grow();
        }
        int mask = slots.length - 1;
        for (int i = mix(hash) & mask; ; i = (i + 1) & mask) {
            long s = slots[i];
            if (s == hash) {
                return;
            }
            if (s == FREE) {
                slots[i] = hash;
                count++;
                return;
            }
        }
    }

    void clear() {
        Arrays.fill(slots, FREE);
        count = 0;
        containsFree = false;
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        count = 0;
        for (long s : old) {
            if (s != FREE) {
                add(s);
            }
        }
    }

    /** Zobrist hashes are uniformly random (a XOR of random keys): their low bits index the table as they are. */
    private static int mix(long h) {
        return (int) h;
    }
}
