package dev.tengen.clock;

import java.time.Duration;
import java.util.Optional;

/**
 * Ing's penalty points (Ing 1991 art. 7 (1)): exceeding the basic time costs two points, additional time in
 * excess of 1/6 and of 2/6 of the basic time two more each, and additional time in excess of half the
 * basic time forfeits the game.
 */
public record IngPenaltyPoints(Duration basicTime) implements TimeSystem {

    /** Points per step of additional time (Ing 1991 art. 7 (1)). */
    public static final int POINTS_PER_STEP = 2;

    public IngPenaltyPoints {
        TimeSystem.requirePositive(basicTime, "basic time");
    }

    /** The additional time after which the game is forfeit: half the basic time (Ing 1991 art. 7 (1)). */
    public Duration additionalTimeLimit() {
        return basicTime.dividedBy(2);
    }

    @Override
    public boolean flagFallsAtLimit() {
        return false;
    }

    @Override
    public String article() {
        return "Ing 1991 art. 7 (1)";
    }

    /**
     * What the penalties of the two players come to: "opposing penalty points cancel" (Ing 1991 art. 7 (1)),
     * so only the difference is charged, to the player with more; empty when they are equal.
     */
    public static Optional<NetPenalty> net(int blackPoints, int whitePoints) {
        if (blackPoints < 0 || whitePoints < 0) {
            throw new IllegalArgumentException("penalty points are not negative: " + blackPoints + ", " + whitePoints);
        }
        if (blackPoints == whitePoints) {
            return Optional.empty();
        }
        return Optional.of(blackPoints > whitePoints
                ? new NetPenalty(Side.BLACK, blackPoints - whitePoints)
                : new NetPenalty(Side.WHITE, whitePoints - blackPoints));
    }

    /** Penalty points left after cancelling: {@code penalized} gives {@code points} to the opponent. */
    public record NetPenalty(Side penalized, int points) {
    }
}
