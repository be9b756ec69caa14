package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.criteria.Criterion;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One criterion's part of a pair's weight, with what it read: a pair's weight is the sum of its components.
 *
 * @param criterion the criterion
 * @param weight what it adds to the pair's weight (negative for a penalty)
 * @param step one step of the criterion's scale (a score group for score difference and geography, a scenario for
 *     draws up and down, the most a pair can get for seeding and colours, the whole bonus for avoiding a rematch), so
 *     that {@code weight / step} reads in the criterion's own unit
 * @param facts what the criterion read of the two players, by name (numbers, booleans, strings), in a stable order
 */
public record PairComponent(Criterion criterion, long weight, long step, Map<String, Object> facts) {

    public PairComponent {
        Objects.requireNonNull(criterion);
        facts = Collections.unmodifiableMap(new LinkedHashMap<>(facts));
    }
}
