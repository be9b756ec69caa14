package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.criteria.Seeding;
import dev.tengen.pairing.matching.EdgeList;
import dev.tengen.pairing.matching.GreedyMatching;
import dev.tengen.pairing.matching.MaximumWeightMatching;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Matches a field chunk by chunk, top score groups first, as OpenGotha's speed comes from matching
 * score groups of a few hundred players rather than the whole field. Whole score groups are gathered
 * until a chunk holds about {@link #TARGET} players; a bigger group is cut into slices that keep
 * each top-half player together with his seeding partners. Each chunk, with the players the chunk
 * above could not pair, is matched exactly on its complete graph; whoever it leaves unpaired goes
 * down to the next. If a chunk had to use a rematch, it is merged with its neighbour and redone, up
 * to the whole field, so a rematch survives only if the merged chunks cannot avoid it.
 */
final class ChunkedMatcher {

    static final int TARGET = 100;
    private static final int MAX_MERGED = 1600;

    private final Field field;
    private final EdgeWeigher weigher;
    private final MatchingStrategy strategy;
    private final Seeding seeding;

    ChunkedMatcher(Field field, EdgeWeigher weigher, MatchingStrategy strategy, Seeding seeding) {
        this.field = field;
        this.weigher = weigher;
        this.strategy = strategy;
        this.seeding = seeding;
    }

    /** For each field index its partner's field index. */
    int[] match() {
        List<int[]> chunks = strategy == MatchingStrategy.FULL_GRAPH ? List.of(range(0, field.size)) : chunks();
        chunks = new ArrayList<>(chunks);
        List<int[]> carriedInto = new ArrayList<>();
        List<int[]> pairsOf = new ArrayList<>();
        int[] carry = new int[0];
        int k = 0;
        while (k < chunks.size()) {
            truncate(carriedInto, k);
            truncate(pairsOf, k);
            carriedInto.add(carry);
            int[] vertices = concat(carry, chunks.get(k));
            int[] local = solve(vertices);
            if (usesRematch(vertices, local) && chunks.size() > 1) {
                int first = k > 0 ? k - 1 : k;
                int[] merged = concat(chunks.get(first), chunks.get(first + 1));
                if (merged.length <= MAX_MERGED) {
                    chunks.set(first, merged);
                    chunks.remove(first + 1);
                    carry = carriedInto.get(first);
                    k = first;
                    continue;
                }
            }
            List<Integer> unpaired = new ArrayList<>();
            int[] pairs = new int[vertices.length];
            Arrays.fill(pairs, -1);
            for (int a = 0; a < vertices.length; a++) {
                if (local[a] >= 0) {
                    pairs[a] = vertices[local[a]];
                } else {
                    unpaired.add(vertices[a]);
                }
            }
            pairsOf.add(interleave(vertices, pairs));
            carry = unpaired.stream().mapToInt(Integer::intValue).toArray();
            k++;
        }
        int[] mate = new int[field.size];
        Arrays.fill(mate, -1);
        for (int[] pairs : pairsOf) {
            for (int x = 0; x < pairs.length; x += 2) {
                mate[pairs[x]] = pairs[x + 1];
            }
        }
        for (int x = 0; x + 1 < carry.length; x += 2) {
            mate[carry[x]] = carry[x + 1];
            mate[carry[x + 1]] = carry[x];
        }
        return mate;
    }

    private static void truncate(List<int[]> list, int size) {
        while (list.size() > size) {
            list.removeLast();
        }
    }

    private static int[] interleave(int[] vertices, int[] partners) {
        int[] out = new int[2 * vertices.length];
        int n = 0;
        for (int a = 0; a < vertices.length; a++) {
            if (partners[a] >= 0) {
                out[n++] = vertices[a];
                out[n++] = partners[a];
            }
        }
        return Arrays.copyOf(out, n);
    }

    private boolean usesRematch(int[] vertices, int[] local) {
        for (int a = 0; a < vertices.length; a++) {
            if (local[a] > a && field.met(vertices[a], vertices[local[a]])) {
                return true;
            }
        }
        return false;
    }

    /** Local mates over {@code vertices}, matched on their complete graph. */
    private int[] solve(int[] vertices) {
        EdgeList edges = new EdgeList();
        long bonus = weigher.rematchBonus(vertices.length);
        for (int a = 0; a < vertices.length; a++) {
            for (int b = a + 1; b < vertices.length; b++) {
                edges.add(a, b, weigher.weight(vertices[a], vertices[b], bonus));
            }
        }
        return strategy == MatchingStrategy.GREEDY
                ? GreedyMatching.solve(vertices.length, edges)
                : MaximumWeightMatching.solve(vertices.length, edges, true);
    }

    private List<int[]> chunks() {
        List<int[]> chunks = new ArrayList<>();
        int currentStart = 0;
        int i = 0;
        while (i < field.size) {
            int groupEnd = i + field.groupSize[i];
            int g = field.groupSize[i];
            if (g > TARGET + TARGET / 2) {
                if (i > currentStart) {
                    chunks.add(range(currentStart, i));
                }
                chunks.addAll(slices(i, g));
                currentStart = groupEnd;
            } else if (groupEnd - currentStart >= TARGET) {
                chunks.add(range(currentStart, groupEnd));
                currentStart = groupEnd;
            }
            i = groupEnd;
        }
        if (field.size > currentStart) {
            chunks.add(range(currentStart, field.size));
        }
        return chunks;
    }

    /** A big group cut so that each slice of its top half travels with its seeding partners. */
    private List<int[]> slices(int start, int g) {
        int parts = (g + TARGET - 1) / TARGET;
        int half = g / 2;
        int bottom = g - half;
        List<int[]> slices = new ArrayList<>();
        for (int j = 0; j < parts; j++) {
            int[] top = range(start + half * j / parts, start + half * (j + 1) / parts);
            int b = seeding == Seeding.SPLIT_AND_FOLD ? parts - 1 - j : j;
            int[] low = range(start + half + bottom * b / parts, start + half + bottom * (b + 1) / parts);
            slices.add(concat(top, low));
        }
        return slices;
    }

    private static int[] range(int from, int to) {
        int[] out = new int[to - from];
        for (int x = 0; x < out.length; x++) {
            out[x] = from + x;
        }
        return out;
    }

    private static int[] concat(int[] a, int[] b) {
        int[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
