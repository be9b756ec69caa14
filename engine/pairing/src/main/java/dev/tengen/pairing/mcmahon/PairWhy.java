package dev.tengen.pairing.mcmahon;

import java.util.List;
import java.util.Objects;

/** Why two players would (or would not) be paired: the weight the pairer gives their pair, criterion by criterion. */
public sealed interface PairWhy {

    /**
     * @param first the first player asked about; {@code second} the other
     * @param weight the weight the matching uses for the pair: the sum of the components' weights
     * @param components each criterion's part, in decreasing priority
     * @param black who would take Black if the pairer seated the pair
     * @param handicap the handicap stones the pair would play with (0 even, 1 no stones but Black with compensation)
     */
    record Weighed(String first, String second, long weight, List<PairComponent> components, String black, int handicap)
            implements PairWhy {
        public Weighed {
            Objects.requireNonNull(first);
            Objects.requireNonNull(second);
            components = List.copyOf(components);
        }
    }

    /** The pair cannot be weighed; the reason is a clause for a director, in lower case. */
    record Refused(String reason) implements PairWhy {}
}
