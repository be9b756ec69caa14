package dev.tengen.pairing.mcmahon;

/**
 * What the criteria make of a pairing: its rematches, each of which outweighs all the other criteria
 * together (see {@code AvoidRematch}), and the sum of the other criteria over its pairs. A pairing is
 * better than another if it has fewer rematches, or as many and a larger sum: the order the matching
 * maximises.
 *
 * @param rematches pairs that have met before
 * @param criteria the sum over the pairs of every criterion but rematch avoidance
 */
public record PairingWeight(int rematches, long criteria) implements Comparable<PairingWeight> {

    @Override
    public int compareTo(PairingWeight other) {
        return rematches != other.rematches ? Integer.compare(other.rematches, rematches) : Long.compare(criteria, other.criteria);
    }
}
