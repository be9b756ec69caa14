package dev.tengen.pairing.matching;

import java.util.Arrays;

/** The stages of the primal-dual search: grow the forest, update the duals, augment (Galil 1986, section 3). */
final class BlossomSolver extends BlossomSurgery {

    BlossomSolver(int n, EdgeList edges, boolean maxCardinality) {
        super(n, edges, maxCardinality);
    }

    /** Runs the stages; returns for each vertex its mate or -1. */
    int[] solve() {
        for (int stage = 0; stage < n; stage++) {
            if (!runStage()) {
                break;
            }
            for (int b = n; b < 2 * n; b++) {
                if (blossomParent[b] == -1 && blossomBase[b] >= 0 && label[b] == 1 && dual[b] == 0) {
                    expandBlossom(b, true);
                }
            }
        }
        int[] result = new int[n];
        for (int v = 0; v < n; v++) {
            result[v] = mate[v] >= 0 ? endpoint[mate[v]] : -1;
        }
        return result;
    }

    boolean runStage() {
        Arrays.fill(label, 0);
        Arrays.fill(bestEdge, -1);
        Arrays.fill(blossomBestEdges, n, 2 * n, null);
        Arrays.fill(allowEdge, false);
        queueSize = 0;
        for (int v = 0; v < n; v++) {
            if (mate[v] == -1 && label[inBlossom[v]] == 0) {
                assignLabel(v, 1, -1);
            }
        }
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
            for (int v = 0; v < n; v++) {
                if (label[inBlossom[v]] == 0 && bestEdge[v] != -1) {
                    long d = slack(bestEdge[v]);
                    if (deltaType == -1 || d < delta) {
                        delta = d;
                        deltaType = 2;
                        deltaEdge = bestEdge[v];
                    }
                }
            }
            for (int b = 0; b < 2 * n; b++) {
                if (blossomParent[b] == -1 && label[b] == 1 && bestEdge[b] != -1) {
                    long d = slack(bestEdge[b]) / 2;
                    if (deltaType == -1 || d < delta) {
                        delta = d;
                        deltaType = 3;
                        deltaEdge = bestEdge[b];
                    }
                }
            }
            for (int b = n; b < 2 * n; b++) {
                if (blossomBase[b] >= 0 && blossomParent[b] == -1 && label[b] == 2 && (deltaType == -1 || dual[b] < delta)) {
                    delta = dual[b];
                    deltaType = 4;
                    deltaBlossom = b;
                }
            }
            if (deltaType == -1) {
                deltaType = 1;
                delta = Math.max(0, minVertexDual());
            }
            for (int v = 0; v < n; v++) {
                int l = label[inBlossom[v]];
                if (l == 1) {
                    dual[v] -= delta;
                } else if (l == 2) {
                    dual[v] += delta;
                }
            }
            for (int b = n; b < 2 * n; b++) {
                if (blossomBase[b] >= 0 && blossomParent[b] == -1) {
                    if (label[b] == 1) {
                        dual[b] += delta;
                    } else if (label[b] == 2) {
                        dual[b] -= delta;
                    }
                }
            }
            switch (deltaType) {
                case 1 -> {
                    return false;
                }
                case 2 -> {
                    allowEdge[deltaEdge] = true;
                    int i = endpoint[2 * deltaEdge];
                    if (label[inBlossom[i]] == 0) {
                        i = endpoint[2 * deltaEdge + 1];
                    }
                    enqueue(i);
                }
                case 3 -> {
                    allowEdge[deltaEdge] = true;
                    enqueue(endpoint[2 * deltaEdge]);
                }
                default -> expandBlossom(deltaBlossom, false);
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
            for (int p : neighbourEnds[v]) {
                int k = p / 2;
                int w = endpoint[p];
                if (inBlossom[v] == inBlossom[w]) {
                    continue;
                }
                long kSlack = 0;
                if (!allowEdge[k]) {
                    kSlack = slack(k);
                    if (kSlack <= 0) {
                        allowEdge[k] = true;
                    }
                }
                if (allowEdge[k]) {
                    if (label[inBlossom[w]] == 0) {
                        assignLabel(w, 2, p ^ 1);
                    } else if (label[inBlossom[w]] == 1) {
                        int base = scanBlossom(v, w);
                        if (base >= 0) {
                            addBlossom(base, k);
                        } else {
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
                    }
                }
            }
        }
        return false;
    }
}
