package dev.tengen.tournament.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Where each board of a published round stands, for the director's view of the round in play.
 *
 * @param games one line per board, board 1 first
 * @param late players a clock is waiting for: arrived late (their lateness recorded), or not yet at the board (the
 *     clock started, their side has not moved and no arrival is recorded), the longest wait first
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RoundStatus(int round, int boards, int notStarted, int inPlay, int finished, List<Board> games,
        List<Late> late) {

    public static final String NOT_STARTED = "not-started";
    public static final String IN_PLAY = "in-play";
    public static final String FINISHED = "finished";

    /**
     * @param state not-started (no clock started, no move), in-play, finished (the board has its result)
     * @param clockStartedAt when the referee started the clock, null before (or untimed)
     * @param running "black" or "white" while a clock runs
     */
    public record Board(int board, String gameId, String black, String white, String state, String result, int moves,
            Instant lastMoveAt, Instant clockStartedAt, String running) {
    }

    /**
     * @param colour "black" or "white"
     * @param since the clock's start, from which lateness counts
     * @param lateness the lateness recorded at the arrival, null while the player has not arrived
     * @param forfeits whether the recorded lateness lost the game
     */
    public record Late(int board, String gameId, String playerId, String colour, Instant since, Duration lateness,
            boolean forfeits) {
    }
}
