package dev.tengen.readmodel;

import dev.tengen.game.service.api.ClockFace;
import java.time.Instant;

/**
 * A game in a line: how far it has gone, for a round's status board.
 *
 * @param moves the moves recorded (stones, passes, lost turns)
 * @param lastMoveAt when the last of them was recorded, null before the first
 * @param clock both clocks and the arrivals, null when the game is untimed
 * @param result the result as SGF writes it ({@code Void} for a game a correction voided), null while there is none
 */
public record GameSummary(String gameId, int moves, Instant lastMoveAt, ClockFace clock, String result) {
}
