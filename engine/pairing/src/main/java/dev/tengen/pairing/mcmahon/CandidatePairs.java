package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.matching.EdgeList;

/**
 * The pairs offered to the exact matching before pricing: every pair inside a score group of up to
 * {@link #WHOLE_GROUP} players, in a bigger group each player's {@link #INSIDE} heaviest pairs, for
 * each player the {@link #ACROSS} heaviest pairs into each of the neighbouring groups, and each
 * player with the next in field order (so that a perfect matching always exists). The pairs left out
 * are not discarded: {@link PairPricing} checks every one of them against the matching's duals.
 */
final class CandidatePairs {

    /** Pairs kept per player into the group above and the group below. */
    static final int ACROSS = 8;
    /** Groups up to this size offer all their pairs (a million pairs at most: memory and time stay modest). */
    static final int WHOLE_GROUP = 1500;
    /** Pairs kept per player inside a bigger group. */
    static final int INSIDE = 16;

    private CandidatePairs() {
    }

    static EdgeList of(Field field, EdgeWeigher weigher, long rematchBonus) {
        EdgeList edges = new EdgeList();
        int n = field.size;
        for (int start = 0; start < n; start += field.groupSize[start]) {
            int end = start + field.groupSize[start];
            if (end - start <= WHOLE_GROUP) {
                for (int i = start; i < end; i++) {
                    for (int j = i + 1; j < end; j++) {
                        edges.add(i, j, weigher.weight(i, j, rematchBonus));
                    }
                }
            } else {
                heaviestInside(weigher, rematchBonus, start, end, edges);
            }
            if (end < n) {
                across(field, weigher, rematchBonus, start, end, end + field.groupSize[end], edges);
            }
        }
        return edges;
    }

    /** The heaviest pairs between group {@code [upper, lower)} and group {@code [lower, lowerEnd)}, both ways. */
    private static void across(Field field, EdgeWeigher weigher, long rematchBonus, int upper, int lower, int lowerEnd,
            EdgeList edges) {
        int rows = lower - upper;
        int columns = lowerEnd - lower;
        long[][] weights = new long[rows][columns];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                weights[r][c] = weigher.weight(upper + r, lower + c, rematchBonus);
            }
        }
        boolean[][] taken = new boolean[rows][columns];
        // the players next to each other across the boundary, so that the field stays one path
        taken[rows - 1][0] = true;
        Heaviest best = new Heaviest(ACROSS);
        for (int r = 0; r < rows; r++) {
            best.clear();
            for (int c = 0; c < columns; c++) {
                best.offer(c, weights[r][c]);
            }
            for (int x = 0; x < best.size(); x++) {
                taken[r][best.index(x)] = true;
            }
        }
        for (int c = 0; c < columns; c++) {
            best.clear();
            for (int r = 0; r < rows; r++) {
                best.offer(r, weights[r][c]);
            }
            for (int x = 0; x < best.size(); x++) {
                taken[best.index(x)][c] = true;
            }
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                if (taken[r][c]) {
                    edges.add(upper + r, lower + c, weights[r][c]);
                }
            }
        }
    }

    /** In a big group, each player's heaviest pairs and the player after him (each pair once). */
    private static void heaviestInside(EdgeWeigher weigher, long rematchBonus, int start, int end, EdgeList edges) {
        Heaviest best = new Heaviest(INSIDE);
        java.util.Set<Long> taken = new java.util.HashSet<>();
        for (int i = start; i < end; i++) {
            best.clear();
            for (int j = start; j < end; j++) {
                if (j != i) {
                    best.offer(j, weigher.weight(i, j, rematchBonus));
                }
            }
            for (int x = 0; x < best.size(); x++) {
                offerOnce(i, best.index(x), best.weight(x), taken, edges);
            }
            if (i + 1 < end) {
                offerOnce(i, i + 1, weigher.weight(i, i + 1, rematchBonus), taken, edges);
            }
        }
    }

    private static void offerOnce(int i, int j, long weight, java.util.Set<Long> taken, EdgeList edges) {
        if (taken.add((long) Math.min(i, j) << 32 | Math.max(i, j))) {
            edges.add(Math.min(i, j), Math.max(i, j), weight);
        }
    }

    /** The {@code capacity} heaviest offers so far (a small insertion-sorted buffer). */
    private static final class Heaviest {

        private final int[] index;
        private final long[] weight;
        private int size;

        Heaviest(int capacity) {
            index = new int[capacity];
            weight = new long[capacity];
        }

        void clear() {
            size = 0;
        }

        void offer(int i, long w) {
            if (size == index.length && w <= weight[size - 1]) {
                return;
            }
            int at = size == index.length ? size - 1 : size++;
            while (at > 0 && weight[at - 1] < w) {
                index[at] = index[at - 1];
                weight[at] = weight[at - 1];
                at--;
            }
            index[at] = i;
            weight[at] = w;
        }

        int size() {
            return size;
        }

        int index(int x) {
            return index[x];
        }

        long weight(int x) {
            return weight[x];
        }
    }
}
