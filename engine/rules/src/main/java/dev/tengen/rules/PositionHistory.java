package dev.tengen.rules;

import java.util.Arrays;

/**
 * The whole-board positions that have occurred in a game, for positional superko (Chinese 2002 art. 6
 * read as in {@link Rulesets}) and Ing's rules, and the situations (position and player to move) where
 * a rule reads them: situational superko and the repetition check of the simple ko rule.
 *
 * <p>Two positions can be equal only when they hold as many stones, so the positions are chained by
 * stone count: recording one is three stores, and a lookup compares the hash only with the positions
 * of the same count, newest first. On a filling board most counts were never seen, and a random
 * playout's chains hold one to three positions; a long ko fight lengthens the chains of the counts it
 * repeats, each lookup then reading one {@code long} per earlier position of that count.
 *
 * <p>In front of the chains stands a one-bit-per-hash filter (Bloom 1970, one hash function): each
 * recorded position sets the bit its hash's top 14 bits name, and a lookup whose bit is clear answers
 * "never occurred" at once. Nearly every lookup of a game is such a miss, and a clear bit is one read
 * and a branch the processor predicts, where a chain walk ends at a point it cannot. A set bit decides
 * nothing: the chain of the count is walked as before. A random playout's 450-odd positions set under
 * 3% of the 16,384 bits, so a new position rarely finds its bit set by another.
 */
final class PositionHistory {

    private static final long WHITE_TO_MOVE = 0x9E3779B97F4A7C15L;

    private long[] positions = new long[512];
    // Index + 1 of the previous position with the same stone count; 0 ends the chain.
    private int[] previousOfCount = new int[512];
    private final int[] latestOfCount; // by stone count: index + 1 of the newest position, 0 when none
    private int count;
    private final PositionSet situations; // null where no rule reads them
    private final long[] seen = new long[SEEN_WORDS]; // the filter: bit (hash >>> 50) of 2^14

    private static final int SEEN_WORDS = 1 << 8;

    /** A history for a board of {@code points} intersections. */
    PositionHistory(int points, boolean tracksSituations) {
        latestOfCount = new int[points + 1];
        situations = tracksSituations ? new PositionSet() : null;
    }

    private PositionHistory(PositionHistory other) {
        positions = other.positions.clone();
        previousOfCount = other.previousOfCount.clone();
        latestOfCount = other.latestOfCount.clone();
        count = other.count;
        situations = other.situations == null ? null : other.situations.copy();
        System.arraycopy(other.seen, 0, seen, 0, SEEN_WORDS);
    }

    /** The same positions and situations, recorded apart from this history from now on. */
    PositionHistory copy() {
        return new PositionHistory(this);
    }

    boolean tracksSituations() {
        return situations != null;
    }

    /** Records a position of {@code stones} stones and its situation. */
    void add(long position, int stones, long situation) {
        add(position, stones);
        addSituation(situation);
    }

    /** Records a position of {@code stones} stones; its situation is not read by the rules in force. */
    void add(long position, int stones) {
        int i = count;
        if (i == positions.length) {
            positions = Arrays.copyOf(positions, i * 2);
            previousOfCount = Arrays.copyOf(previousOfCount, i * 2);
        }
        positions[i] = position;
        seen[seenWord(position)] |= seenBit(position);
        previousOfCount[i] = latestOfCount[stones];
        latestOfCount[stones] = i + 1;
        count = i + 1;
    }

    /** Records a situation whose position is already recorded (after a pass). */
    void addSituation(long situation) {
        if (situations != null) {
            situations.add(situation);
        }
    }

    /** Whether the position with hash {@code position} and {@code stones} stones has occurred. */
    boolean hasPosition(long position, int stones) {
        if ((seen[seenWord(position)] & seenBit(position)) == 0) {
            return false;
        }
        for (int i = latestOfCount[stones]; i != 0; i = previousOfCount[i - 1]) {
            if (positions[i - 1] == position) {
                return true;
            }
        }
        return false;
    }

    /** The filter's word for a hash: its top 8 bits. */
    private static int seenWord(long position) {
        return (int) (position >>> 56);
    }

    /** The filter's bit in that word: the hash's next 6 bits (a long shift reads only the low 6 of its count). */
    private static long seenBit(long position) {
        return 1L << (position >>> 50);
    }

    /** The hash of a situation: the position's, changed by a fixed key when White is to play. */
    static long situation(long position, Color toMove) {
        return toMove == Color.WHITE ? position ^ WHITE_TO_MOVE : position;
    }

    boolean hasSituation(long situation) {
        return situations != null && situations.contains(situation);
    }
}
