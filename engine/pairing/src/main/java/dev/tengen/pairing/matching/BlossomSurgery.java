package dev.tengen.pairing.matching;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Labels, blossom shrinking and expansion, and augmentation along alternating paths, for {@link BlossomSolver}. */
abstract class BlossomSurgery extends BlossomState {

    BlossomSurgery(int n, EdgeList edges, boolean maxCardinality) {
        super(n, edges, maxCardinality);
    }

    void assignLabel(int w, int t, int p) {
        int b = inBlossom[w];
        label[w] = t;
        label[b] = t;
        labelEnd[w] = p;
        labelEnd[b] = p;
        bestEdge[w] = -1;
        bestEdge[b] = -1;
        tree[b] = growingTree;
        touch(b);
        touch(w);
        int[] inside = leaves(b);
        for (int v : inside) {
            touch(v);
        }
        if (t == 1) {
            for (int v : inside) {
                enqueue(v);
            }
        } else {
            int base = blossomBase[b];
            assignLabel(endpoint[mate[base]], 1, mate[base] ^ 1);
        }
    }

    /** Traces back from {@code v} and {@code w}: the base of a new blossom, or -1 for an augmenting path. */
    int scanBlossom(int v, int w) {
        List<Integer> path = new ArrayList<>();
        int base = -1;
        while (v != -1 || w != -1) {
            int b = inBlossom[v];
            if ((label[b] & 4) != 0) {
                base = blossomBase[b];
                break;
            }
            path.add(b);
            label[b] = 5;
            if (labelEnd[b] == -1) {
                v = -1;
            } else {
                v = endpoint[labelEnd[b]];
                b = inBlossom[v];
                v = endpoint[labelEnd[b]];
            }
            if (w != -1) {
                int swap = v;
                v = w;
                w = swap;
            }
        }
        for (int b : path) {
            label[b] = 1;
        }
        return base;
    }

    void addBlossom(int base, int k) {
        int v = endpoint[2 * k];
        int w = endpoint[2 * k + 1];
        int bb = inBlossom[base];
        int bv = inBlossom[v];
        int bw = inBlossom[w];
        int b = unusedBlossoms[--unusedCount];
        touch(b);
        blossomBase[b] = base;
        blossomParent[b] = -1;
        blossomParent[bb] = b;
        tree[b] = tree[bb];
        List<Integer> path = new ArrayList<>();
        List<Integer> ends = new ArrayList<>();
        while (bv != bb) {
            blossomParent[bv] = b;
            path.add(bv);
            ends.add(labelEnd[bv]);
            v = endpoint[labelEnd[bv]];
            bv = inBlossom[v];
        }
        path.add(bb);
        java.util.Collections.reverse(path);
        java.util.Collections.reverse(ends);
        ends.add(2 * k);
        while (bw != bb) {
            blossomParent[bw] = b;
            path.add(bw);
            ends.add(labelEnd[bw] ^ 1);
            w = endpoint[labelEnd[bw]];
            bw = inBlossom[w];
        }
        blossomChildren[b] = path.stream().mapToInt(Integer::intValue).toArray();
        blossomEnds[b] = ends.stream().mapToInt(Integer::intValue).toArray();
        label[b] = 1;
        labelEnd[b] = labelEnd[bb];
        dual[b] = 0;
        for (int leaf : leaves(b)) {
            if (label[inBlossom[leaf]] == 2) {
                enqueue(leaf);
            }
            inBlossom[leaf] = b;
        }
        // the least-slack edge from the new blossom to each neighbouring S-blossom (van Rantwijk's bookkeeping)
        int neighbours = 0;
        for (int child : blossomChildren[b]) {
            if (blossomBestEdges[child] == null) {
                for (int leaf : leaves(child)) {
                    for (int p : neighbourEnds[leaf]) {
                        neighbours = keepLeastSlack(b, p / 2, neighbours);
                    }
                }
            } else {
                for (int e : blossomBestEdges[child]) {
                    neighbours = keepLeastSlack(b, e, neighbours);
                }
            }
            blossomBestEdges[child] = null;
            bestEdge[child] = -1;
        }
        int[] best = new int[neighbours];
        bestEdge[b] = -1;
        for (int x = 0; x < neighbours; x++) {
            int e = bestEdgeTo[neighbourBuffer[x]];
            bestEdgeTo[neighbourBuffer[x]] = -1;
            best[x] = e;
            if (bestEdge[b] == -1 || slack(e) < slack(bestEdge[b])) {
                bestEdge[b] = e;
            }
        }
        blossomBestEdges[b] = best;
    }

    /** Keeps edge {@code e} as the best from blossom {@code b} to the S-blossom at its other end, if it is. */
    private int keepLeastSlack(int b, int e, int neighbours) {
        int j = endpoint[2 * e + 1];
        if (inBlossom[j] == b) {
            j = endpoint[2 * e];
        }
        int bj = inBlossom[j];
        if (bj == b || label[bj] != 1) {
            return neighbours;
        }
        if (bestEdgeTo[bj] == -1) {
            bestEdgeTo[bj] = e;
            neighbourBuffer[neighbours++] = bj;
        } else if (slack(e) < slack(bestEdgeTo[bj])) {
            bestEdgeTo[bj] = e;
        }
        return neighbours;
    }

    void expandBlossom(int b, boolean endStage) {
        for (int s : blossomChildren[b]) {
            touch(s);
            blossomParent[s] = -1;
            if (s < n) {
                inBlossom[s] = s;
            } else if (endStage && dual[s] == 0) {
                expandBlossom(s, true);
            } else {
                for (int v : leaves(s)) {
                    inBlossom[v] = s;
                }
            }
        }
        if (!endStage && label[b] == 2) {
            relabelExpandedTBlossom(b);
        }
        label[b] = -1;
        labelEnd[b] = -1;
        blossomChildren[b] = null;
        blossomEnds[b] = null;
        blossomBase[b] = -1;
        blossomBestEdges[b] = null;
        bestEdge[b] = -1;
        unusedBlossoms[unusedCount++] = b;
    }

    /** An expanded T-blossom leaves its children on the alternating path from the entry to the base. */
    void relabelExpandedTBlossom(int b) {
        int[] children = blossomChildren[b];
        int[] ends = blossomEnds[b];
        int entryChild = inBlossom[endpoint[labelEnd[b] ^ 1]];
        int j = indexOf(children, entryChild);
        int jStep;
        int endTrick;
        if ((j & 1) != 0) {
            j -= children.length;
            jStep = 1;
            endTrick = 0;
        } else {
            jStep = -1;
            endTrick = 1;
        }
        int p = labelEnd[b];
        while (j != 0) {
            label[endpoint[p ^ 1]] = 0;
            label[endpoint[at(ends, j - endTrick) ^ endTrick ^ 1]] = 0;
            assignLabel(endpoint[p ^ 1], 2, p);
            j += jStep;
            p = at(ends, j - endTrick) ^ endTrick;
            j += jStep;
        }
        int bv = at(children, j);
        label[endpoint[p ^ 1]] = 2;
        label[bv] = 2;
        tree[bv] = growingTree;
        labelEnd[endpoint[p ^ 1]] = p;
        labelEnd[bv] = p;
        bestEdge[bv] = -1;
        j += jStep;
        while (at(children, j) != entryChild) {
            bv = at(children, j);
            if (label[bv] == 1) {
                j += jStep;
                continue;
            }
            int reached = -1;
            for (int v : leaves(bv)) {
                if (label[v] != 0) {
                    reached = v;
                    break;
                }
            }
            if (reached != -1) {
                label[reached] = 0;
                label[endpoint[mate[blossomBase[bv]]]] = 0;
                int expandedTree = growingTree;
                growingTree = tree[inBlossom[endpoint[labelEnd[reached]]]];
                assignLabel(reached, 2, labelEnd[reached]);
                growingTree = expandedTree;
            }
            j += jStep;
        }
    }

    /** Swaps matched and unmatched edges on the path inside blossom {@code b} from {@code v} to its base. */
    void augmentBlossom(int b, int v) {
        int t = v;
        while (blossomParent[t] != b) {
            t = blossomParent[t];
        }
        if (t >= n) {
            augmentBlossom(t, v);
        }
        int[] children = blossomChildren[b];
        int[] ends = blossomEnds[b];
        int i = indexOf(children, t);
        int j = i;
        int jStep;
        int endTrick;
        if ((i & 1) != 0) {
            j -= children.length;
            jStep = 1;
            endTrick = 0;
        } else {
            jStep = -1;
            endTrick = 1;
        }
        while (j != 0) {
            j += jStep;
            t = at(children, j);
            int p = at(ends, j - endTrick) ^ endTrick;
            if (t >= n) {
                augmentBlossom(t, endpoint[p]);
            }
            j += jStep;
            t = at(children, j);
            if (t >= n) {
                augmentBlossom(t, endpoint[p ^ 1]);
            }
            mate[endpoint[p]] = p ^ 1;
            mate[endpoint[p ^ 1]] = p;
        }
        int len = children.length;
        int[] rotatedChildren = new int[len];
        int[] rotatedEnds = new int[len];
        for (int x = 0; x < len; x++) {
            rotatedChildren[x] = children[(i + x) % len];
            rotatedEnds[x] = ends[(i + x) % len];
        }
        blossomChildren[b] = rotatedChildren;
        blossomEnds[b] = rotatedEnds;
        blossomBase[b] = blossomBase[rotatedChildren[0]];
    }

    void augmentMatching(int k) {
        for (int side = 0; side < 2; side++) {
            int s = endpoint[2 * k + side];
            int p = 2 * k + 1 - side;
            while (true) {
                int bs = inBlossom[s];
                if (bs >= n) {
                    augmentBlossom(bs, s);
                }
                mate[s] = p;
                if (labelEnd[bs] == -1) {
                    break;
                }
                int t = endpoint[labelEnd[bs]];
                int bt = inBlossom[t];
                s = endpoint[labelEnd[bt]];
                int j = endpoint[labelEnd[bt] ^ 1];
                if (bt >= n) {
                    augmentBlossom(bt, j);
                }
                mate[j] = labelEnd[bt];
                p = labelEnd[bt] ^ 1;
            }
        }
    }
}
