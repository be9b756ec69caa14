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
 */
final class PositionHistory {

    private static final long WHITE_TO_MOVE = 0x9E3779B97F4A7C15L;

    private long[] positions = new long[512];
    // Index + 1 of the previous position with the same stone count; 0 ends the chain.
    private int[] previousOfCount = new int[512];
    private final int[] latestOfCount; // by stone count: index + 1 of the newest position, 0 when none
    private int count;
    private final PositionSet situations; // null where no rule reads them

    /** A history for a board of {@code points} intersections. */
    PositionHistory(int points, boolean tracksSituations) {
        latestOfCount = new int[points + 1];
        situations = tracksSituations ? new PositionSet() : null;
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
        for (int i = latestOfCount[stones]; i != 0; i = previousOfCount[i - 1]) {
            if (positions[i - 1] == position) {
                return true;
            }
        }
        return false;
    }

    /** The hash of a situation: the position's, changed by a fixed key when White is to play. */
    static long situation(long position, Color toMove) {
        return toMove == Color.WHITE ? position ^ WHITE_TO_MOVE : position;
    }

    boolean hasSituation(long situation) {
        return situations != null && situations.contains(situation);
    }
}
