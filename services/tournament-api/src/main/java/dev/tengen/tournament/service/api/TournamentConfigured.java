package dev.tengen.tournament.service.api;

import dev.tengen.clock.TimeControl;
import java.time.Instant;
import java.util.List;

/**
 * The tournament is played under this configuration from now on, every default filled in.
 *
 * <p>The fields after {@code at} were added after the first release: a stored event without them reads as null,
 * which means the defaults of {@link ConfigureTournament} for its rule set and pairing system.
 *
 * @param ruleSet the rule set's canonical name ({@code dev.tengen.rules.Ruleset#name()})
 * @param pairingSystem the pairing system's canonical name ({@link PairingSystems#NAMES})
 * @param competitionCode the competition code's canonical name ({@code dev.tengen.conduct.CompetitionCode#name()})
 * @param komi compensation for White in an even game, in points
 * @param handicap how handicaps are given ({@link HandicapSettings#NONE}: every game even)
 * @param pairingParameters the pairing system's parameters, the fields of other systems null
 * @param placementCriteria placement criteria in order, as {@code PlacementCriterion#fileName()} writes them
 * @param timeControl the time system and lateness limit, canonical ({@link TimeControl#judge()}); kind "untimed" for
 *     games without a clock; null in events stored before it existed: the competition code's time system
 * @param unplayedRounds what byes and absences are worth, every field filled in; null in events stored before it
 *     existed: {@link UnplayedRoundValues#DEFAULTS}
 */
public record TournamentConfigured(
        String tournamentId,
        String ruleSet,
        int boardSize,
        int rounds,
        String pairingSystem,
        String by,
        Instant at,
        String competitionCode,
        Double komi,
        HandicapSettings handicap,
        PairingParameters pairingParameters,
        List<String> placementCriteria,
        TimeControl timeControl,
        UnplayedRoundValues unplayedRounds) {

    /** A configuration as first released, before competition code, komi, handicap, parameters and criteria. */
    public TournamentConfigured(String tournamentId, String ruleSet, int boardSize, int rounds, String pairingSystem,
            String by, Instant at) {
        this(tournamentId, ruleSet, boardSize, rounds, pairingSystem, by, at, null, null, null, null, null, null, null);
    }

    /** A configuration as released before the time control. */
    public TournamentConfigured(String tournamentId, String ruleSet, int boardSize, int rounds, String pairingSystem,
            String by, Instant at, String competitionCode, Double komi, HandicapSettings handicap,
            PairingParameters pairingParameters, List<String> placementCriteria) {
        this(tournamentId, ruleSet, boardSize, rounds, pairingSystem, by, at, competitionCode, komi, handicap,
                pairingParameters, placementCriteria, null, null);
    }

    /** A configuration as released before the values of byes and absences. */
    public TournamentConfigured(String tournamentId, String ruleSet, int boardSize, int rounds, String pairingSystem,
            String by, Instant at, String competitionCode, Double komi, HandicapSettings handicap,
            PairingParameters pairingParameters, List<String> placementCriteria, TimeControl timeControl) {
        this(tournamentId, ruleSet, boardSize, rounds, pairingSystem, by, at, competitionCode, komi, handicap,
                pairingParameters, placementCriteria, timeControl, null);
    }
}
