package dev.tengen.pairing.matching;

/**
 * Maximum-weight perfect matching with a forest that outlives its augmentations: every free vertex
 * of the greedy start (see {@link GreedyStart}) or of a warm start ({@link WarmStart}) roots a tree, and an augmenting path dissolves only
 * the two trees it joins, the others keep growing (the multiple-tree search of Kolmogorov's Blossom
 * V, 2009, with one dual step for all trees). The free vertices' duals then differ, which is allowed
 * only when every vertex must be matched.
 */
final class PerfectForest extends BlossomSearch {

    PerfectForest(int n, EdgeList edges) {
        super(n, edges, true);
    }

    /** For each vertex its mate; null if the graph has no perfect matching. */
    int[] solve() {
        return GreedyStart.apply(this) ? grow() : null;
    }

    /** As {@link #solve()}, started from {@code partner} and {@code duals} (see {@link WarmStart}). */
    int[] solveFrom(int[] partner, long[] duals) {
        return WarmStart.apply(this, partner, duals) ? grow() : null;
    }

    private int[] grow() {
        beginStage();
        int free = 0;
        for (int v = 0; v < n; v++) {
            if (mate[v] == -1) {
                growingTree = v;
                assignLabel(v, 1, -1);
                free++;
            }
        }
        for (; free > 0; free -= 2) {
            if (!search()) {
                return null;
            }

            dissolve(augmentedTrees[0], augmentedTrees[1]);
        }
        return mates();
    }

    /**
     * Unlabels the two trees an augmenting path has just joined (now matched through), expands
     * their S-blossoms whose dual is zero, and makes the forest left whole again: each vertex set
     * free of its tree gets its least-slack edge to the forest, and a tight one is grown at once.
     * A vertex outside the two trees whose least-slack edge led to one of them gets its edge to the
     * forest left: the old one's slack would grow while its end is out of the forest, and stay
     * wrong once the end is back, hidden inside a T-blossom until that blossom is expanded.
     */
    private void dissolve(int first, int second) {
        int count = 0;
        int[] tops = new int[touchedCount];
        for (int t = 0; t < touchedCount; t++) {
            int x = touched[t];
            boolean top = x < n ? blossomParent[x] == -1 : blossomBase[x] >= 0 && blossomParent[x] == -1;
            if (top && label[x] > 0 && (tree[x] == first || tree[x] == second)) {
                tops[count++] = x;
            }
        }
        int leafCount = 0;
        int[] released = new int[count == 0 ? 0 : countLeaves(tops, count)];
        for (int i = 0; i < count; i++) {
            for (int v : leaves(tops[i])) {
                released[leafCount++] = v;
            }
        }
        for (int i = 0; i < count; i++) {
            int b = tops[i];
            if (b >= n && label[b] == 1 && dual[b] == 0) {
                expandBlossom(b, true);
            }
        }
        for (int v : released) {
            for (int x = v; x != -1; x = blossomParent[x]) {
                label[x] = 0;
                labelEnd[x] = -1;
                bestEdge[x] = -1;
                if (x >= n) {
                    blossomBestEdges[x] = null;
                }
            }
        }
        for (int v : released) {
            for (int p : neighbourEnds[v]) {
                int w = endpoint[p];
                if (label[w] == 2 && inBlossom[w] != w && label[inBlossom[w]] == 2 && endpoint[labelEnd[w]] == v) {
                    markAgain(w);
                } else if (label[w] == 0 && label[inBlossom[w]] != 1 && bestEdge[w] == p / 2) {
                    priceAgainstForest(w, leastSlackToForest(w));
                }
            }
        }
        for (int v : released) {
            int q = leastSlackToForest(v);
            priceAgainstForest(v, q);
            if (q != -1 && slack(q / 2) == 0) {
                enqueue(endpoint[q]);
            }
        }
        compactTouched();
    }

    /**
     * A vertex inside a T-blossom was marked reached from a vertex that has just left the forest;
     * marks it from another S-vertex over a tight edge, or else keeps its least-slack edge to the
     * forest, as the search would have if the dissolved tree had never been there.
     */
    private void markAgain(int w) {
        label[w] = 0;
        labelEnd[w] = -1;
        int q = leastSlackToForest(w);
        if (q != -1 && slack(q / 2) == 0) {
            label[w] = 2;
            labelEnd[w] = q;
            return;
        }
        priceAgainstForest(w, q);
    }

    /** Keeps the edge ending at {@code q} (an S-vertex, or -1 for none) as {@code w}'s least-slack edge to the forest. */
    private void priceAgainstForest(int w, int q) {
        bestEdge[w] = q == -1 ? -1 : q / 2;
        if (q != -1) {
            touch(w);
        }
    }

    /** The end, at an S-vertex, of the least-slack edge from {@code w} to the forest; -1 if none reaches it. */
    private int leastSlackToForest(int w) {
        int best = -1;
        for (int q : neighbourEnds[w]) {
            if (label[inBlossom[endpoint[q]]] == 1 && (best == -1 || slack(q / 2) < slack(best / 2))) {
                best = q;
            }
        }
        return best;
    }

    private int countLeaves(int[] tops, int count) {
        int total = 0;
        for (int i = 0; i < count; i++) {
            total += leaves(tops[i]).length;
        }
        return total;
    }
}
