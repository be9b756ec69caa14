package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import java.time.Instant;

/**
 * Play is over and this is the result the players and the referee are asked to confirm.
 *
 * @param result as SGF writes it: "B+3.5", "W+R", "B+F", "0", "Void"
 * @param winner the winner, or null for a draw or no result
 * @param outcome the outcome for pairing and placement
 * @param ending how it ended, in kebab case: "score", "resignation", "forfeit", "repetition-draw", ...
 * @param reason the reason with the article applied, in words
 * @param byForfeit whether the game was decided without play
 */
public record ResultProposed(String gameId, String tournamentId, String result, Color winner, Outcome outcome,
        String ending, String reason, boolean byForfeit, String by, Instant at) {}
