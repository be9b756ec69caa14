package dev.tengen.tournament.service;

import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.tournament.service.api.RecordResult;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.ResultRecorded;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The boards of one tournament that hold a result (recorded, or corrected by the tournament), and what a game's
 * confirmed result asks of it: recorded on its board when the board holds none, nothing otherwise. The flows that
 * carry a game's result to its tournament look here before acting (the embedded platform's round flow, the tournament
 * application's results from tengen.game), so that a replay or a second delivery records nothing twice.
 */
public final class RecordedBoards {

    /** The tournament events that give a board its result: what to read from a tournament's stream. */
    public static final List<Class<?>> EVENTS = List.of(ResultRecorded.class, ResultCorrected.class);

    /** "round/board" */
    private final Set<String> boards = new HashSet<>();

    /** The boards with a result after {@code events} (a tournament's stream, or the part of it of {@link #EVENTS}). */
    public static RecordedBoards of(Iterable<?> events) {
        RecordedBoards recorded = new RecordedBoards();
        events.forEach(recorded::apply);
        return recorded;
    }

    /** A result recorded or corrected gives its board a result; any other event changes nothing. */
    public void apply(Object event) {
        switch (event) {
            case ResultRecorded done -> boards.add(key(done.round(), done.board()));
            case ResultCorrected corrected -> boards.add(key(corrected.round(), corrected.board()));
            default -> { }
        }
    }

    /** Whether the board holds a result. */
    public boolean has(int round, int board) {
        return boards.contains(key(round, board));
    }

    /**
     * The command that records the game's confirmed result on its board, sent {@code by} at {@code at}; empty when the
     * board holds a result already (a replay, a second delivery, or the official's slip recorded first).
     */
    public Optional<RecordResult> toRecord(ResultConfirmed result, String by, Instant at) {
        if (has(result.round(), result.board())) {
            return Optional.empty();
        }
        return Optional.of(new RecordResult(result.tournamentId(), null, result.round(), result.board(),
                result.gameId(), result.black(), result.white(), result.outcome(), result.byForfeit(), result.result(),
                result.reason(), by, at));
    }

    private static String key(int round, int board) {
        return round + "/" + board;
    }
}
