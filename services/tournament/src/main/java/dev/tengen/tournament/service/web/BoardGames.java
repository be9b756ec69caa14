package dev.tengen.tournament.service.web;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * What the tournament reads of the games on its boards: whether a game a pairing correction would void has ended or
 * is being played, and how far each game of a round in play has gone. The game service owns these facts; the
 * deployment says where the tournament reads them (in the embedded platform, the game's own events and the game
 * archive).
 */
public interface BoardGames {

    /** The game as a pairing correction judges it; empty when no game of that id was started. */
    Optional<BoardGame> game(String gameId);

    /** How far the game has gone, as the round's status shows it; empty when no game of that id is known yet. */
    Optional<Progress> progress(String gameId);

    /**
     * @param voided whether the game was voided
     * @param confirmed its confirmed result, empty while none
     * @param moves the moves and passes recorded
     * @param resultProposed whether the game proposed a result that awaits confirmation
     */
    record BoardGame(boolean voided, Optional<Confirmed> confirmed, int moves, boolean resultProposed) {
    }

    /** A confirmed result: as the tournament writes it ({@code B+R}) and why the game ended so. */
    record Confirmed(String result, String reason) {
    }

    /**
     * @param lastMoveAt when the last move was played; null before the first
     * @param clock the game's clock; null when the game has none yet
     */
    record Progress(int moves, Instant lastMoveAt, Clock clock) {
    }

    /**
     * @param startedAt when the referee started the clock; null before
     * @param running "black" or "white" while a clock runs, else null
     * @param blackArrival Black's recorded arrival, null when none was recorded
     * @param whiteArrival White's recorded arrival, null when none was recorded
     */
    record Clock(Instant startedAt, String running, Arrival blackArrival, Arrival whiteArrival) {
    }

    /** A player's recorded arrival: how late, and whether that lateness forfeits the game. */
    record Arrival(Duration lateness, boolean forfeits) {
    }
}
