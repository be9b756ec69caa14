package dev.tengen.clock;

import java.time.Duration;

/**
 * One player's side of the clock.
 *
 * @param ran the wall time this side's clock has actually run (never during a suspension, Chinese 2002 art. 14)
 * @param charged the net time charged or credited by the referee (lateness, corrections); not wall time
 * @param basicLeft the basic time left
 * @param overtime where the player stands in the time that follows basic time
 * @param expired whether this player's time has run out
 */
public record PlayerTime(Duration ran, Duration charged, Duration basicLeft, Overtime overtime, boolean expired) {

    public static PlayerTime initial(TimeSystem system) {
        return new PlayerTime(Duration.ZERO, Duration.ZERO, system.basicTime(), Overtime.initial(system), false);
    }

    /** The time counted against the player: what the clock ran plus what the referee charged. */
    public Duration used() {
        return ran.plus(charged);
    }

    /** Whether the basic time is used up, so that overtime (or additional time) is being counted. */
    public boolean inOvertime() {
        return basicLeft.isZero();
    }

    /** Ing penalty points incurred so far; zero under the other systems. */
    public int penaltyPoints() {
        return overtime instanceof Overtime.PenaltyTime penalty ? penalty.penaltyPoints() : 0;
    }

    PlayerTime withRan(Duration newRan) {
        return new PlayerTime(newRan, charged, basicLeft, overtime, expired);
    }

    PlayerTime withCharged(Duration newCharged) {
        return new PlayerTime(ran, newCharged, basicLeft, overtime, expired);
    }

    PlayerTime withBasicLeft(Duration newBasicLeft) {
        return new PlayerTime(ran, charged, newBasicLeft, overtime, expired);
    }

    PlayerTime withOvertime(Overtime newOvertime) {
        return new PlayerTime(ran, charged, basicLeft, newOvertime, expired);
    }

    PlayerTime withExpired(boolean newExpired) {
        return new PlayerTime(ran, charged, basicLeft, overtime, newExpired);
    }
}
