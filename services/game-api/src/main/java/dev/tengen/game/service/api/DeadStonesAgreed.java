package dev.tengen.game.service.api;

import java.time.Instant;
import java.util.List;

/** Both players marked the same dead stones; the game is counted with them ({@code article}: the end of play). */
public record DeadStonesAgreed(String gameId, String tournamentId, List<String> points, String article, String by,
        Instant at) {

    public DeadStonesAgreed {
        points = List.copyOf(points);
    }
}
