package dev.tengen.tournament.service.web;

import dev.tengen.tournament.service.api.HandicapSettings;
import dev.tengen.tournament.service.api.PairingParameters;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.UnplayedRoundValues;
import java.time.Instant;
import java.util.List;

/**
 * The whole configuration, as {@code GET /api/v1/tournaments/{id}/configuration} shows it; null fields of a
 * configuration stored before they existed are the defaults (docs/drafts/tournament-service.md).
 *
 * @param unplayedRounds what byes and absences are worth ({@link UnplayedRoundValues}), every field given
 */
public record SettingsView(String ruleSet, int boardSize, int rounds, String pairingSystem, String competitionCode,
        Double komi, HandicapSettings handicap, PairingParameters pairingParameters, List<String> placementCriteria,
        String configuredBy, Instant configuredAt, UnplayedRoundValues unplayedRounds) {

    static SettingsView of(TournamentConfigured event) {
        return new SettingsView(event.ruleSet(), event.boardSize(), event.rounds(), event.pairingSystem(),
                event.competitionCode(), event.komi(), event.handicap(), event.pairingParameters(),
                event.placementCriteria(), event.by(), event.at(),
                event.unplayedRounds() == null ? UnplayedRoundValues.DEFAULTS : event.unplayedRounds());
    }
}
