package dev.tengen.tournament.service.api;

import java.time.Instant;

/**
 * The tournament is played under this configuration from now on.
 *
 * @param ruleSet the rule set's canonical name ({@code dev.tengen.rules.Ruleset#name()})
 * @param pairingSystem the pairing system's canonical name ({@link PairingSystems#NAMES})
 */
public record TournamentConfigured(
        String tournamentId, String ruleSet, int boardSize, int rounds, String pairingSystem, String by, Instant at) {
}
