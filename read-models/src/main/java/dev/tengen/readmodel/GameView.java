package dev.tengen.readmodel;

import java.time.Instant;
import java.util.List;

/**
 * A game's record: who, under which rules, the moves, the result, and every event that touched it.
 *
 * @param result the result as SGF writes it, null until confirmed
 * @param history one line per event that touched the game, in order ("2026-11-22T10:00:00Z GameStarted by td")
 * @param timeline the same events with their facts, for pages that say them in the reader's language
 */
public record GameView(
        String gameId,
        String tournamentId,
        String tournamentName,
        int round,
        int board,
        String black,
        String blackName,
        String blackRank,
        String white,
        String whiteName,
        String whiteRank,
        String ruleset,
        String competitionCode,
        int boardSize,
        int handicap,
        double komi,
        Instant startedAt,
        List<MoveLine> moves,
        String result,
        String reason,
        List<String> history,
        List<HistoryEntry> timeline) {

    public GameView {
        moves = List.copyOf(moves);
        history = List.copyOf(history);
        timeline = List.copyOf(timeline);
    }

    public boolean finished() {
        return result != null;
    }
}
