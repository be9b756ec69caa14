package dev.tengen.pairing.swiss;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiPredicate;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.DenseEdmondsMaximumCardinalityMatching;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;

/**
 * Pairs players one at a time in a given order, each with the first candidate it prefers, but only
 * if the rest can still be paired with as few repeated meetings as the whole field allows. A
 * maximum-cardinality matching (Edmonds, via JGraphT) on the "have not met" graph gives that
 * bound, so no pairing repeats a meeting while a pairing without it exists (Chinese 2002 App. 5.2(2)).
 */
public final class FeasiblePairer {

    /** The opponents {@code head} would choose among {@code unpaired}, most preferred first. */
    @FunctionalInterface
    public interface Preference {
        List<String> candidates(String head, List<String> unpaired);
    }

    private FeasiblePairer() {
    }

    /**
     * @param order the players, each pair taking the first unpaired as its head; even in number
     * @param mayMeet whether two players may meet without repeating a meeting
     * @param preference the head's candidates in order of preference
     * @return the pairs, head first, in the order they were made
     */
    public static List<List<String>> pair(List<String> order, BiPredicate<String, String> mayMeet, Preference preference) {
        if (order.size() % 2 != 0) {
            throw new IllegalArgumentException("an odd number of players cannot all be paired: " + order.size());
        }
        List<String> unpaired = new ArrayList<>(order);
        Map<String, String> mates = maximumMatching(unpaired, mayMeet);
        List<List<String>> pairs = new ArrayList<>();
        while (!unpaired.isEmpty()) {
            String head = unpaired.removeFirst();
            Map<String, String> kept = null;
            for (String candidate : candidates(head, unpaired, preference)) {
                List<String> rest = new ArrayList<>(unpaired);
                rest.remove(candidate);
                Optional<Map<String, String>> still = stillMaximum(mates, head, candidate, rest, mayMeet);
                if (still.isPresent()) {
                    pairs.add(List.of(head, candidate));
                    unpaired = rest;
                    kept = still.get();
                    break;
                }
            }
            if (kept == null) {
                throw new IllegalStateException("no opponent keeps the pairing complete for " + head);
            }
            mates = kept;
        }
        return List.copyOf(pairs);
    }

    /**
     * A maximum matching of {@code rest} if pairing {@code head} with {@code candidate} loses no
     * fresh pair against {@code mates} (a maximum matching of rest + head + candidate). The common
     * cases are settled by exchanging partners in {@code mates}; otherwise Edmonds decides.
     */
    private static Optional<Map<String, String>> stillMaximum(Map<String, String> mates, String head, String candidate,
            List<String> rest, BiPredicate<String, String> mayMeet) {
        int target = mates.size() / 2;
        int fresh = mayMeet.test(head, candidate) ? 1 : 0;
        if (rest.size() / 2 + fresh < target) {
            return Optional.empty();
        }
        Map<String, String> left = new HashMap<>(mates);
        String headMate = left.remove(head);
        String candidateMate = left.remove(candidate);
        if (headMate != null) {
            left.remove(headMate);
        }
        if (candidateMate != null) {
            left.remove(candidateMate);
        }
        if (headMate != null && candidateMate != null && !headMate.equals(candidate)
                && left.size() / 2 + 1 + fresh == target && mayMeet.test(headMate, candidateMate)) {
            left.put(headMate, candidateMate);
            left.put(candidateMate, headMate);
        }
        if (left.size() / 2 + fresh == target) {
            return Optional.of(left);
        }
        Map<String, String> recomputed = maximumMatching(rest, mayMeet);
        return recomputed.size() / 2 + fresh == target ? Optional.of(recomputed) : Optional.empty();
    }

    /** The preferred candidates, then anyone the preference left out, so that a choice always exists. */
    private static List<String> candidates(String head, List<String> unpaired, Preference preference) {
        List<String> candidates = new ArrayList<>(preference.candidates(head, List.copyOf(unpaired)));
        unpaired.stream().filter(p -> !candidates.contains(p)).forEach(candidates::add);
        return candidates;
    }

    /** The most pairs of players who may meet that can be formed at once among {@code players}. */
    public static int maximumFreshPairs(List<String> players, BiPredicate<String, String> mayMeet) {
        return maximumMatching(players, mayMeet).size() / 2;
    }

    /** A maximum matching of the "may meet" graph, as a map from each matched player to his mate. */
    static Map<String, String> maximumMatching(List<String> players, BiPredicate<String, String> mayMeet) {
        Map<String, String> mates = new HashMap<>();
        if (players.size() < 2) {
            return mates;
        }
        Graph<String, DefaultEdge> graph = new SimpleGraph<>(DefaultEdge.class);
        players.forEach(graph::addVertex);
        for (int i = 0; i < players.size(); i++) {
            for (int j = i + 1; j < players.size(); j++) {
                if (mayMeet.test(players.get(i), players.get(j))) {
                    graph.addEdge(players.get(i), players.get(j));
                }
            }
        }
        for (DefaultEdge edge : new DenseEdmondsMaximumCardinalityMatching<>(graph).getMatching().getEdges()) {
            mates.put(graph.getEdgeSource(edge), graph.getEdgeTarget(edge));
            mates.put(graph.getEdgeTarget(edge), graph.getEdgeSource(edge));
        }
        return mates;
    }
}
