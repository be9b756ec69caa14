package dev.tengen.readmodel;

import java.time.Instant;

/**
 * One move of a game record.
 *
 * @param number 1-based move number
 * @param colour "black" or "white"
 * @param point A1 notation ({@code Q16}), or "pass"
 */
public record MoveLine(int number, String colour, String point, Instant at) {
}
