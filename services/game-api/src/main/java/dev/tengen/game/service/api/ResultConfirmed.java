package dev.tengen.game.service.api;

import dev.tengen.tournament.Outcome;
import java.time.Instant;

/**
 * The result is final: both players and the attending referee confirmed it (Incheon 2013 code art. 4.4;
 * Chinese 2002 art. 16.4). It changes afterwards only by an arbitration ruling or a misconduct finding.
 *
 * @param gameId the game
 * @param tournamentId its tournament
 * @param round 1-based round
 * @param board 1-based board
 * @param black player id holding Black
 * @param white player id holding White
 * @param outcome the outcome for pairing and placement
 * @param byForfeit whether it was decided without play
 * @param result the result as SGF writes it ({@code B+3.5}, {@code W+R}, {@code 0}, {@code Void})
 * @param reason the reason and the article applied, in words
 * @param confirmedBy the two players and the referee who confirmed
 * @param at when the last confirmation came
 */
public record ResultConfirmed(
        String gameId,
        String tournamentId,
        int round,
        int board,
        String black,
        String white,
        Outcome outcome,
        boolean byForfeit,
        String result,
        String reason,
        java.util.List<String> confirmedBy,
        Instant at) {}
