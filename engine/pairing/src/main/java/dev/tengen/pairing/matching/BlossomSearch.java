package dev.tengen.pairing.matching;

import java.util.Arrays;

/**
 * The search of the primal-dual method (Galil 1986, section 3): grow the alternating forest along
 * tight edges, shrink blossoms, and when it is stuck change the duals by the largest step that keeps
 * every edge feasible. Only what the forest touched is visited, so a search costs what the forest
 * reaches, not the size of the graph. Best edges recorded earlier are checked before use, as trees
 * may have been dissolved since.
 */
abstract class BlossomSearch extends BlossomSurgery {

    /** The trees (their roots) joined by the last augmenting path; the second is -1 if it ended at a free vertex. */
    final int[] augmentedTrees = new int[2];

    BlossomSearch(int n, EdgeList edges, boolean maxCardinality) {
        super(n, edges, maxCardinality);
    }

    /** Grows and changes duals until an augmentation (true) or until no augmenting path can exist (false). */
    boolean search() {
        while (true) {
            if (scanQueue()) {
                return true;
            }
            int deltaType = -1;
            long delta = 0;
            int deltaEdge = -1;
            int deltaBlossom = -1;
            if (!maxCardinality) {
                deltaType = 1;
                delta = minVertexDual();
            }
            for (int t = 0; t < touchedCount; t++) {
                int x = touched[t];
                if (x < n && label[inBlossom[x]] == 0 && bestEdge[x] != -1) {
                    int k = validTowardsS(x);
                    if (k != -1 && (deltaType == -1 || slack(k) < delta)) {
                        delta = slack(k);
                        deltaType = 2;
                        deltaEdge = k;
                    }
                }
            }
            for (int t = 0; t < touchedCount; t++) {
                int b = touched[t];
                if (blossomParent[b] == -1 && label[b] == 1 && bestEdge[b] != -1) {
                    int k = validBetweenS(b);
                    if (k != -1 && (deltaType == -1 || slack(k) / 2 < delta)) {
                        delta = slack(k) / 2;
                        deltaType = 3;
                        deltaEdge = k;
                    }
                }
            }
            for (int t = 0; t < touchedCount; t++) {
                int b = touched[t];
                if (b >= n && blossomBase[b] >= 0 && blossomParent[b] == -1 && label[b] == 2
                        && (deltaType == -1 || dual[b] < delta)) {
                    delta = dual[b];
                    deltaType = 4;
                    deltaBlossom = b;
                }
            }
            if (deltaType == -1) {
                deltaType = 1;
                delta = Math.max(0, minVertexDual());
            }
            if (delta < 0) {
                // a negative step means an edge was already infeasible: going on would only walk further from the optimum
                throw new IllegalStateException("matching: dual step " + delta + " of kind " + deltaType + ", the duals are not feasible");
            }
            updateDuals(delta);
            switch (deltaType) {
                case 1 -> {
                    return false;
                }
                case 2 -> {
                    int i = endpoint[2 * deltaEdge];
                    if (label[inBlossom[i]] == 0) {
                        i = endpoint[2 * deltaEdge + 1];
                    }
                    enqueue(i);
                }
                case 3 -> enqueue(endpoint[2 * deltaEdge]);
                default -> {
                    growingTree = tree[deltaBlossom];
                    expandBlossom(deltaBlossom, false);
                }
            }
        }
    }

    /** The best edge of unlabelled vertex {@code x}, found again if its S end has left the forest. */
    private int validTowardsS(int x) {
        int k = bestEdge[x];
        int other = endpoint[2 * k] == x ? endpoint[2 * k + 1] : endpoint[2 * k];
        if (label[inBlossom[other]] != 1) {
            k = -1;
            for (int p : neighbourEnds[x]) {
                if (label[inBlossom[endpoint[p]]] == 1 && (k == -1 || slack(p / 2) < slack(k))) {
                    k = p / 2;
                }
            }
            bestEdge[x] = k;
        }
        return k;
    }

    /** The best edge from S-blossom {@code b} to another S-blossom, found again if its far end left the forest. */
    private int validBetweenS(int b) {
        int k = bestEdge[b];
        if (joinsOtherS(b, k)) {
            return k;
        }
        k = -1;
        if (b >= n && blossomBestEdges[b] != null) {
            for (int e : blossomBestEdges[b]) {
                if (joinsOtherS(b, e) && (k == -1 || slack(e) < slack(k))) {
                    k = e;
                }
            }
        } else {
            for (int v : leaves(b)) {
                for (int p : neighbourEnds[v]) {
                    if (joinsOtherS(b, p / 2) && (k == -1 || slack(p / 2) < slack(k))) {
                        k = p / 2;
                    }
                }
            }
        }
        bestEdge[b] = k;
        return k;
    }

    private boolean joinsOtherS(int b, int k) {
        int u = inBlossom[endpoint[2 * k]];
        int v = inBlossom[endpoint[2 * k + 1]];
        return u != v && (u == b || v == b) && label[u] == 1 && label[v] == 1;
    }

    private void updateDuals(long delta) {
        for (int t = 0; t < touchedCount; t++) {
            int x = touched[t];
            if (x < n) {
                int l = label[inBlossom[x]];
                if (l == 1) {
                    dual[x] -= delta;
                } else if (l == 2) {
                    dual[x] += delta;
                }
            } else if (blossomBase[x] >= 0 && blossomParent[x] == -1) {
                if (label[x] == 1) {
                    dual[x] += delta;
                } else if (label[x] == 2) {
                    dual[x] -= delta;
                }
            }
        }
    }

    long minVertexDual() {
        long min = Long.MAX_VALUE;
        for (int v = 0; v < n; v++) {
            min = Math.min(min, dual[v]);
        }
        return min;
    }

    /** Grows the alternating forest from the queued S-vertices; true once an augmentation happened. */
    boolean scanQueue() {
        while (queueSize > 0) {
            int v = queue[--queueSize];
            if (label[inBlossom[v]] != 1) {
                continue;
            }
            growingTree = tree[inBlossom[v]];
            for (int p : neighbourEnds[v]) {
                int k = p / 2;
                int w = endpoint[p];
                if (inBlossom[v] == inBlossom[w]) {
                    continue;
                }
                // between two top-level blossoms no blossom dual counts: the slack is exact, zero when tight
                long kSlack = slack(k);
                if (kSlack <= 0) {
                    int bw = inBlossom[w];
                    if (label[bw] == 0 && mate[blossomBase[bw]] == -1) {
                        // a free vertex outside the forest (only roots are labelled in a one-root stage)
                        labelEnd[bw] = -1;
                        augmentedTrees[0] = growingTree;
                        augmentedTrees[1] = -1;
                        augmentMatching(k);
                        return true;
                    } else if (label[bw] == 0) {
                        assignLabel(w, 2, p ^ 1);
                    } else if (label[bw] == 1) {
                        // two trees meet: an augmenting path, no need to trace them to their roots first
                        int base = tree[bw] != growingTree ? -1 : scanBlossom(v, w);
                        if (base >= 0) {
                            addBlossom(base, k);
                        } else {
                            augmentedTrees[0] = growingTree;
                            augmentedTrees[1] = tree[bw];
                            augmentMatching(k);
                            return true;
                        }
                    } else if (label[w] == 0) {
                        label[w] = 2;
                        labelEnd[w] = p ^ 1;
                    }
                } else if (label[inBlossom[w]] == 1) {
                    int b = inBlossom[v];
                    if (bestEdge[b] == -1 || kSlack < slack(bestEdge[b])) {
                        bestEdge[b] = k;
                    }
                } else if (label[w] == 0) {
                    if (bestEdge[w] == -1 || kSlack < slack(bestEdge[w])) {
                        bestEdge[w] = k;
                        touch(w);
                    }
                }
            }
        }
        return false;
    }

    /** For each vertex its mate, or -1. */
    int[] mates() {
        int[] result = new int[n];
        for (int v = 0; v < n; v++) {
            result[v] = mate[v] >= 0 ? endpoint[mate[v]] : -1;
        }
        return result;
    }

    /** The final duals: the proof that the matching is optimal. */
    DualCertificate certificate() {
        int[] node = new int[2 * n];
        int count = n;
        for (int b = n; b < 2 * n; b++) {
            node[b] = blossomBase[b] >= 0 ? count++ : -1;
        }
        int[] parent = new int[count];
        long[] setDuals = new long[count];
        for (int v = 0; v < n; v++) {
            parent[v] = blossomParent[v] == -1 ? -1 : node[blossomParent[v]];
        }
        for (int b = n; b < 2 * n; b++) {
            if (node[b] != -1) {
                parent[node[b]] = blossomParent[b] == -1 ? -1 : node[blossomParent[b]];
                setDuals[node[b]] = 2 * dual[b];
            }
        }
        return new DualCertificate(Arrays.copyOf(dual, n), parent, setDuals, 2);
    }
}
