package dev.tengen.clock;

/**
 * Leaving the table during the game. Chinese 2002 art. 22.7 and Incheon 2013 code art. 5.5.2 limit each player to
 * one departure, with the referee's permission, "during overtime ... during the opponent's thinking time".
 * Tengen reads "during overtime" as the departing player being in overtime himself: it is his byoyomi that
 * would run unread in his absence.
 */
public final class Departure {

    /** Each player may leave the table once per game in overtime (Chinese 2002 art. 22.7). */
    public static final int PERMITTED_PER_GAME = 1;

    private Departure() {
    }

    /**
     * @param inOvertime whether the player who wants to leave has used up his basic time
     * @param opponentsTurn whether it is the opponent's turn (the opponent's clock runs)
     * @param departuresTaken the permitted departures this player has already had this game
     */
    public static DepartureRuling rule(boolean inOvertime, boolean opponentsTurn, int departuresTaken) {
        if (departuresTaken < 0) {
            throw new IllegalArgumentException("departures taken are not negative: " + departuresTaken);
        }
        if (!inOvertime) {
            return DepartureRuling.FREE;
        }
        if (!opponentsTurn) {
            return DepartureRuling.OVERTIME_COUNTS_ON;
        }
        return departuresTaken < PERMITTED_PER_GAME ? DepartureRuling.PERMITTED_ONCE : DepartureRuling.REFUSED;
    }

    /** The same ruling read off a game clock for {@code side}. */
    public static DepartureRuling rule(GameClock clock, Side side, int departuresTaken) {
        return rule(clock.time(side).inOvertime(), clock.toMove() != side, departuresTaken);
    }
}
