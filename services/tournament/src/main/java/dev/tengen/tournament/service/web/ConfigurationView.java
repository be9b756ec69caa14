package dev.tengen.tournament.service.web;

import dev.tengen.clock.TimeControl;
import java.time.Instant;

/**
 * The configuration a tournament is played under, with who set it and when.
 *
 * @param timeControl the games' time system and lateness limit ({@code kind} "untimed": no clock); null for a
 *     configuration stored before time controls, whose games are untimed unless the code prescribes a time system
 */
public record ConfigurationView(
        String ruleSet, int boardSize, int rounds, String pairingSystem, String configuredBy, Instant configuredAt,
        TimeControl timeControl) {
}
