package dev.tengen.tournament.service;

import dev.tengen.tournament.service.api.ConfigureTournament;
import dev.tengen.tournament.service.api.Settings;
import dev.tengen.tournament.service.api.TournamentConfigured;

/**
 * A configuration judged without storing it: the console explains a fault before the director saves. The same
 * judgement the aggregate makes ({@link Settings#of(ConfigureTournament)}), so a configuration it passes is one
 * {@code ConfigureTournament} accepts while no round is published.
 */
public final class ConfigurationCheck {

    private ConfigurationCheck() {
    }

    /**
     * The configuration as it would be recorded, every default filled in.
     *
     * @throws dev.tengen.tournament.service.api.TournamentRefused the first fault, with its field and article
     */
    public static TournamentConfigured judge(ConfigureTournament command) {
        Settings chosen = Settings.of(command);
        return new TournamentConfigured(command.tournamentId(), chosen.ruleSet(), chosen.boardSize(), chosen.rounds(),
                chosen.pairingSystem(), command.by(), command.at(), chosen.competitionCode(), chosen.komi(),
                chosen.handicap(), chosen.pairingParameters(), chosen.placementCriteria(), chosen.timeControl(),
                chosen.unplayedRounds());
    }
}
