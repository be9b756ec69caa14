package dev.tengen.pairing.matching;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Checks, independently of the solver, that a dual certificate proves a perfect matching the
 * heaviest over every pair of {@code 0..n-1}: the matching is perfect, every set is odd with a dual
 * of zero or more and holds as many matched pairs as it can if that dual is positive, every pair's
 * slack (computed here from the sets' members) is non-negative and every matched pair's is zero.
 * These are the complementary-slackness conditions of Edmonds' perfect matching polytope, so no
 * perfect matching of the complete graph weighs more.
 */
public final class CertificateCheck {

    /** The weight of the pair {@code u, v} under the criteria being checked. */
    @FunctionalInterface
    public interface PairWeight {
        long of(int u, int v);
    }

    private CertificateCheck() {
    }

    /** Null if the certificate proves {@code mate} optimal for every pair, else what is wrong. */
    public static String failure(int n, int[] mate, DualCertificate proof, PairWeight weight) {
        for (int v = 0; v < n; v++) {
            if (mate[v] < 0 || mate[v] >= n || mate[v] == v || mate[mate[v]] != v) {
                return "vertex " + v + " is not matched";
            }
        }
        List<int[]> sets = proof.sets();
        long[] z = proof.setDuals();
        // each vertex's sets from the largest down: the sets holding two vertices are then a common prefix
        Integer[] bySize = new Integer[sets.size()];
        for (int s = 0; s < bySize.length; s++) {
            bySize[s] = s;
        }
        Arrays.sort(bySize, Comparator.comparingInt((Integer s) -> -sets.get(s).length));
        List<List<Integer>> chains = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            chains.add(new ArrayList<>());
        }
        for (int s : bySize) {
            int[] members = sets.get(s);
            if (members.length % 2 == 0) {
                return "set " + s + " has an even number of vertices";
            }
            if (z[s] < 0) {
                return "set " + s + " has a negative dual";
            }
            int inside = 0;
            boolean[] member = new boolean[n];
            for (int v : members) {
                member[v] = true;
            }
            for (int v : members) {
                inside += member[mate[v]] ? 1 : 0;
                chains.get(v).add(s);
            }
            if (z[s] > 0 && inside != members.length - 1) {
                return "set " + s + " has a positive dual but is not full";
            }
        }
        int[][] chain = new int[n][];
        long[][] sums = new long[n][];
        for (int v = 0; v < n; v++) {
            chain[v] = chains.get(v).stream().mapToInt(Integer::intValue).toArray();
            sums[v] = new long[chain[v].length + 1];
            for (int k = 0; k < chain[v].length; k++) {
                sums[v][k + 1] = sums[v][k] + z[chain[v][k]];
            }
        }
        int scale = proof.scale();
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                long slack = proof.vertexDual(u) + proof.vertexDual(v) - scale * weight.of(u, v);
                if (slack < 0 || mate[u] == v) {
                    int common = 0;
                    while (common < chain[u].length && common < chain[v].length && chain[u][common] == chain[v][common]) {
                        common++;
                    }
                    slack += sums[u][common];
                }
                if (slack < 0) {
                    return "pair " + u + "-" + v + " has slack " + slack + ": it could make the matching heavier";
                }
                if (mate[u] == v && slack != 0) {
                    return "matched pair " + u + "-" + v + " has slack " + slack;
                }
            }
        }
        return null;
    }
}
