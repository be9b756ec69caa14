package dev.tengen.platform.tournament;

import java.time.Instant;

/** The configuration a tournament is played under, with who set it and when. */
public record ConfigurationView(
        String ruleSet, int boardSize, int rounds, String pairingSystem, String configuredBy, Instant configuredAt) {
}
