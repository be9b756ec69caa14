package dev.tengen.pages;

import dev.tengen.clock.TimeControl;
import dev.tengen.tournament.service.api.HandicapSettings;
import dev.tengen.tournament.service.api.TournamentConfigured;
import java.util.List;

/** The rules an event's page gives: those of the tournament's configuration ({@link TournamentConfigured}). */
public record EventRules(String ruleSet, String competitionCode, int boardSize, Double komi, HandicapSettings handicap,
        TimeControl timeControl, String pairingSystem, int rounds, List<String> placementCriteria) {

    public static EventRules of(TournamentConfigured configured) {
        return new EventRules(configured.ruleSet(), configured.competitionCode(), configured.boardSize(),
                configured.komi(), configured.handicap(), configured.timeControl(), configured.pairingSystem(),
                configured.rounds(), configured.placementCriteria());
    }
}
