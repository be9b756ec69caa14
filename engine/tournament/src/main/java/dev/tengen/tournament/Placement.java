package dev.tengen.tournament;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;

/**
 * How the final order is decided.
 *
 * @param criteria the criteria in order, main score first; each at most once
 * @param unplayed what rounds without a game add to the scores
 */
public record Placement(List<PlacementCriterion> criteria, UnplayedRounds unplayed) {

    public Placement {
        criteria = List.copyOf(criteria);
        Objects.requireNonNull(unplayed);
        if (new HashSet<>(criteria).size() != criteria.size()) {
            throw new IllegalArgumentException("a placement criterion is listed twice: " + criteria);
        }
    }
}
