package dev.tengen.pairing.matching;

/**
 * Maximum-weight perfect matching with a forest that outlives its augmentations: every free vertex
 * of the greedy start (see {@link GreedyStart}) roots a tree, and an augmenting path dissolves only
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
        if (!GreedyStart.apply(this)) {
            return null;
        }
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
                }
            }
        }
        for (int v : released) {
            int best = -1;
            for (int p : neighbourEnds[v]) {
                if (label[inBlossom[endpoint[p]]] == 1 && (best == -1 || slack(p / 2) < slack(best))) {
                    best = p / 2;
                }
            }
            bestEdge[v] = best;
            if (best != -1) {
                touch(v);
                if (slack(best) == 0) {
                    enqueue(endpoint[2 * best] == v ? endpoint[2 * best + 1] : endpoint[2 * best]);
                }
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
        int best = -1;
        for (int q : neighbourEnds[w]) {
            int u = endpoint[q];
            if (label[inBlossom[u]] != 1) {
                continue;
            }
            if (slack(q / 2) == 0) {
                label[w] = 2;
                labelEnd[w] = q;
                return;
            }
            if (best == -1 || slack(q / 2) < slack(best)) {
                best = q / 2;
            }
        }
        bestEdge[w] = best;
        if (best != -1) {
            touch(w);
        }
    }

    private int countLeaves(int[] tops, int count) {
        int total = 0;
        for (int i = 0; i < count; i++) {
            total += leaves(tops[i]).length;
        }
        return total;
    }
}
