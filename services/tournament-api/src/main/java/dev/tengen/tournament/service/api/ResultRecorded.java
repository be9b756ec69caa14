package dev.tengen.tournament.service.api;

import dev.tengen.tournament.Outcome;
import java.time.Instant;

/**
 * The tournament holds the confirmed result of a board; pairing and placement count it from now on.
 *
 * @param outcome for pairing and placement
 * @param byForfeit whether it was decided without play
 * @param result as SGF writes it ({@code B+3.5}, {@code W+R})
 * @param reason the reason and article the game applied, in words
 */
public record ResultRecorded(String tournamentId, int round, int board, String gameId, String black, String white,
        Outcome outcome, boolean byForfeit, String result, String reason, String by, Instant at) {
}
