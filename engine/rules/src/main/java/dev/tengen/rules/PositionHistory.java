package dev.tengen.rules;

/**
 * The whole-board positions that have occurred in a game, for positional superko (Chinese 2002 art. 6
 * read as in {@link Rulesets}) and Ing's rules, and the situations (position and player to move) where
 * a rule reads them: situational superko and the repetition check of the simple ko rule.
 *
 * <p>A position with more stones than every recorded one cannot have occurred. On a filling board that
 * answers about half of the superko checks of a random playout without a lookup.
 */
final class PositionHistory {

    private static final long WHITE_TO_MOVE = 0x9E3779B97F4A7C15L;

    private final PositionSet positions = new PositionSet();
    private final PositionSet situations; // null where no rule reads them
    private int mostStones;

    PositionHistory(boolean tracksSituations) {
        situations = tracksSituations ? new PositionSet() : null;
    }

    boolean tracksSituations() {
        return situations != null;
    }

    /** Records a position of {@code stones} stones and its situation. */
    void add(long position, int stones, long situation) {
        positions.add(position);
        if (stones > mostStones) {
            mostStones = stones;
        }
        addSituation(situation);
    }

    /** Records a situation whose position is already recorded (after a pass). */
    void addSituation(long situation) {
        if (situations != null) {
            situations.add(situation);
        }
    }

    boolean hasPosition(long position) {
        return positions.contains(position);
    }

    /** Whether the position with hash {@code position} and {@code stones} stones has occurred. */
    boolean hasPosition(long position, int stones) {
        return stones <= mostStones && positions.contains(position);
    }

    /** The hash of a situation: the position's, changed by a fixed key when White is to play. */
    static long situation(long position, Color toMove) {
        return toMove == Color.WHITE ? position ^ WHITE_TO_MOVE : position;
    }

    boolean hasSituation(long situation) {
        return situations != null && situations.contains(situation);
    }
}
