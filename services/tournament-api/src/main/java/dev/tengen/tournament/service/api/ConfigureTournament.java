package dev.tengen.tournament.service.api;

import dev.tengen.clock.TimeControl;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Sets the rules a tournament is played under; a later configuration replaces an earlier one until the first
 * round is published. Fields after {@code pairingSystem} are optional: null takes the default.
 *
 * @param expectedVersion the tournament version the caller last saw, or null to skip the check
 * @param ruleSet a rule set name ({@code dev.tengen.rules.Rulesets#names()})
 * @param boardSize lines of the board, 5 to 25
 * @param rounds how many rounds are played, at least one
 * @param pairingSystem a pairing system name ({@link PairingSystems#NAMES})
 * @param competitionCode a competition code name ({@code dev.tengen.conduct.CompetitionCodes#names()}); default: the
 *     code written for the rule set ({@code CompetitionCodes.defaultFor})
 * @param komi compensation for White in an even game, in points; default: the rule set's
 * @param handicap how handicaps are given; default: every game even
 * @param pairingParameters the system's parameters; default: {@link PairingParameters#DEFAULTS}
 * @param placementCriteria names of {@code dev.tengen.tournament.PlacementCriterion} ("MMS", "SOS"), in order;
 *     default: MMS, SOS, SOSOS for a McMahon, NBW, SOS, SOSOS for a Swiss, NBW otherwise
 * @param timeControl the time system and lateness limit; default: the competition code's own time system where it
 *     prescribes one (AGA rule 12: 30 minutes absolute), else untimed
 * @param unplayedRounds what byes and absences are worth and how SOS counts opponents' unplayed rounds; default
 *     {@link UnplayedRoundValues#DEFAULTS} (OpenGotha's), a missing field likewise
 */
public record ConfigureTournament(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        String ruleSet,
        int boardSize,
        int rounds,
        String pairingSystem,
        String competitionCode,
        Double komi,
        HandicapSettings handicap,
        PairingParameters pairingParameters,
        List<String> placementCriteria,
        TimeControl timeControl,
        UnplayedRoundValues unplayedRounds,
        String by,
        Instant at) {

    public ConfigureTournament {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(ruleSet, "ruleSet");
        Objects.requireNonNull(pairingSystem, "pairingSystem");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
        placementCriteria = placementCriteria == null ? null : List.copyOf(placementCriteria);
    }

    /** The first configuration's fields only; everything else takes its default. */
    public ConfigureTournament(String tournamentId, Long expectedVersion, String ruleSet, int boardSize, int rounds,
            String pairingSystem, String by, Instant at) {
        this(tournamentId, expectedVersion, ruleSet, boardSize, rounds, pairingSystem, null, null, null, null, null, null,
                null, by, at);
    }

    /** A configuration without a time control: the competition code's, if any. */
    public ConfigureTournament(String tournamentId, Long expectedVersion, String ruleSet, int boardSize, int rounds,
            String pairingSystem, String competitionCode, Double komi, HandicapSettings handicap,
            PairingParameters pairingParameters, List<String> placementCriteria, String by, Instant at) {
        this(tournamentId, expectedVersion, ruleSet, boardSize, rounds, pairingSystem, competitionCode, komi, handicap,
                pairingParameters, placementCriteria, null, null, by, at);
    }

    /** A configuration that leaves byes and absences their default values. */
    public ConfigureTournament(String tournamentId, Long expectedVersion, String ruleSet, int boardSize, int rounds,
            String pairingSystem, String competitionCode, Double komi, HandicapSettings handicap,
            PairingParameters pairingParameters, List<String> placementCriteria, TimeControl timeControl, String by,
            Instant at) {
        this(tournamentId, expectedVersion, ruleSet, boardSize, rounds, pairingSystem, competitionCode, komi, handicap,
                pairingParameters, placementCriteria, timeControl, null, by, at);
    }
}
