package dev.tengen.conformance;

import dev.tengen.standing.Standings;
import java.util.List;
import java.util.Optional;

/**
 * What checking a tournament found.
 *
 * @param system the pairing system checked against, as Tengen files name it
 * @param roundsChecked the rounds checked, in order
 * @param deviations every deviation, round by round, board by board
 * @param standings the standings after the last round, recomputed once by engine/standing; empty when they
 *     cannot be computed (a deviation then says why) or no round is paired
 * @param fileStandings whether the file holds standings of its own to compare with (neither Tengen JSON nor
 *     OpenGotha XML stores them, so a file's are never compared)
 */
public record ConformanceReport(String system, List<Integer> roundsChecked, List<Deviation> deviations,
        Optional<Standings> standings, boolean fileStandings) {

    public ConformanceReport {
        roundsChecked = List.copyOf(roundsChecked);
        deviations = deviations.stream().sorted(Deviation.IN_ORDER).toList();
    }

    public boolean conforms() {
        return deviations.isEmpty();
    }
}
