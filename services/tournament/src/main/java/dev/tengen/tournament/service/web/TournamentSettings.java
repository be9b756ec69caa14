package dev.tengen.tournament.service.web;

import dev.tengen.clock.TimeControl;
import dev.tengen.service.web.problem.Fields;
import dev.tengen.tournament.service.api.ConfigureTournament;
import dev.tengen.tournament.service.api.HandicapSettings;
import dev.tengen.tournament.service.api.PairingParameters;
import dev.tengen.tournament.service.api.UnplayedRoundValues;
import java.time.Instant;
import java.util.List;

/**
 * The body of {@code PUT /api/v1/tournaments/{id}/configuration}.
 *
 * @param ruleSet korean-2016, korean-2013, chinese-2002, aga or ing-1991
 * @param boardSize lines of the board, 5 to 25
 * @param rounds at least one
 * @param pairingSystem round-robin, knockout, swiss, swiss-knockout, mcmahon or ing
 * @param competitionCode optional: incheon-2013, chinese-2002, ing-1991 or aga-elimination (default: the rule set's)
 * @param komi optional, points for White in an even game (default: the rule set's)
 * @param handicap optional {@code {basis, noHandicapFrom, correction, ceiling}} (default: even games)
 * @param pairingParameters optional, the system's parameters (cycles, lossesAllowed, bar, floor, zero, ...)
 * @param placementCriteria optional, criterion names in order ("MMS", "SOS", "SOSOS")
 * @param timeControl optional {@code {kind, basicTime, periods, period, moves, exceedances, latenessLimit}}, durations in
 *     ISO-8601 ("PT1H"); kind sudden-death, byoyomi, moves-in-period, ing-penalty-points, ing-second-reading or untimed
 *     (default: the competition code's own time system, else untimed)
 * @param unplayedRounds optional {@code {winsForBye, winsForAbsence, mcMahonForBye, mcMahonForAbsence, roundDown,
 *     unplayedAsHalfPoint}}: half points (0 to 2) a bye and an absence add to the wins and the McMahon score, whether
 *     their sum is rounded down, whether SOS counts opponents' unplayed rounds as half a point (default OpenGotha's:
 *     2, 0, 2, 1, true, false; a missing field likewise)
 */
public record TournamentSettings(String ruleSet, Integer boardSize, Integer rounds, String pairingSystem,
        String competitionCode, Double komi, HandicapSettings handicap, PairingParameters pairingParameters,
        List<String> placementCriteria, TimeControl timeControl, UnplayedRoundValues unplayedRounds) {

    ConfigureTournament toCommand(String tournamentId, Long expectedVersion, String by, Instant at) {
        return new ConfigureTournament(tournamentId, expectedVersion, Fields.required(ruleSet, "ruleSet"),
                Fields.required(boardSize, "boardSize"), Fields.required(rounds, "rounds"),
                Fields.required(pairingSystem, "pairingSystem"), competitionCode, komi, handicap, pairingParameters,
                placementCriteria, timeControl, unplayedRounds, by, at);
    }
}
