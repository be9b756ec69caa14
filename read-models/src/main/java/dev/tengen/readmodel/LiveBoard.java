package dev.tengen.readmodel;

import dev.tengen.game.service.api.ClockFace;
import java.util.List;

/**
 * The position of a game after its recorded moves, replayed by {@code dev.tengen.rules.Game}.
 *
 * @param rows one string per row from the top, one character per point: {@code X} black, {@code O} white,
 *     {@code .} empty
 * @param lastMove the last stone's point in A1 notation, "pass", or null before the first move
 * @param capturedByBlack stones Black holds (captures and pass stones where the rules give them)
 * @param toMove "black" or "white"
 * @param note why the replay stopped early (a move the rules refuse), or null
 * @param clock both clocks (time left, periods, penalty points, running side, paused, arrivals); null when untimed
 */
public record LiveBoard(String gameId, int size, List<String> rows, int moves, String lastMove, int capturedByBlack,
        int capturedByWhite, String toMove, String note, ClockFace clock) {

    public LiveBoard {
        rows = List.copyOf(rows);
    }

    /** A board without a clock. */
    public LiveBoard(String gameId, int size, List<String> rows, int moves, String lastMove, int capturedByBlack,
            int capturedByWhite, String toMove, String note) {
        this(gameId, size, rows, moves, lastMove, capturedByBlack, capturedByWhite, toMove, note, null);
    }
}
