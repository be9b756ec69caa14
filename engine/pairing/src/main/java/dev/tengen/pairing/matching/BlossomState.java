package dev.tengen.pairing.matching;

import java.util.Arrays;

/**
 * Edmonds' blossom algorithm for maximum-weight matching with the O(n^3) primal-dual bookkeeping of
 * Galil ("Efficient algorithms for finding maximum matching in graphs", ACM Computing Surveys 1986),
 * the method OpenGotha uses through Gabow's implementation. Vertices are {@code 0..n-1}, blossoms
 * {@code n..2n-1}. Vertex duals are kept doubled (slack = u + v - 2w) so that integer weights keep
 * every computation in exact {@code long} arithmetic. An endpoint {@code p} names one end of edge
 * {@code p/2}; {@code p^1} is the other end.
 */
abstract class BlossomState {

    final int n;
    final int[] endpoint;
    final long[] weight;
    final int[][] neighbourEnds;
    final boolean maxCardinality;

    final int[] mate;
    final int[] label;
    final int[] labelEnd;
    final int[] inBlossom;
    final int[] blossomParent;
    final int[][] blossomChildren;
    final int[][] blossomEnds;
    final int[] blossomBase;
    final int[] bestEdge;
    final int[][] blossomBestEdges;
    final int[] unusedBlossoms;
    int unusedCount;
    final long[] dual;
    int[] queue;
    final int[] stack;
    final int[] leafBuffer;
    /** For each S-blossom, the least-slack edge to the blossom being formed; -1 between uses. */
    final int[] bestEdgeTo;
    final int[] neighbourBuffer;
    int queueSize;
    /** Vertices (below n) and blossoms a stage has labelled or given a best edge, to reset after it. */
    final int[] touched;
    int touchedCount;
    private final int[] touchedInStage;
    private int stage;
    /** For each labelled top-level blossom (or vertex), the root of its alternating tree. */
    final int[] tree;
    /** The tree that labels given now join. */
    int growingTree;

    BlossomState(int n, EdgeList edges, boolean maxCardinality) {
        this.n = n;
        this.maxCardinality = maxCardinality;
        int m = edges.size();
        endpoint = new int[2 * m];
        weight = new long[m];
        int[] degree = new int[n];
        long maxWeight = 0;
        for (int k = 0; k < m; k++) {
            endpoint[2 * k] = edges.from(k);
            endpoint[2 * k + 1] = edges.to(k);
            weight[k] = edges.weight(k);
            maxWeight = Math.max(maxWeight, weight[k]);
            degree[edges.from(k)]++;
            degree[edges.to(k)]++;
        }
        neighbourEnds = new int[n][];
        for (int v = 0; v < n; v++) {
            neighbourEnds[v] = new int[degree[v]];
        }
        int[] fill = new int[n];
        for (int k = 0; k < m; k++) {
            int u = edges.from(k);
            int v = edges.to(k);
            neighbourEnds[u][fill[u]++] = 2 * k + 1;
            neighbourEnds[v][fill[v]++] = 2 * k;
        }
        mate = new int[n];
        Arrays.fill(mate, -1);
        label = new int[2 * n];
        labelEnd = new int[2 * n];
        Arrays.fill(labelEnd, -1);
        inBlossom = new int[n];
        for (int v = 0; v < n; v++) {
            inBlossom[v] = v;
        }
        blossomParent = new int[2 * n];
        Arrays.fill(blossomParent, -1);
        blossomChildren = new int[2 * n][];
        blossomEnds = new int[2 * n][];
        blossomBase = new int[2 * n];
        for (int v = 0; v < 2 * n; v++) {
            blossomBase[v] = v < n ? v : -1;
        }
        bestEdge = new int[2 * n];
        Arrays.fill(bestEdge, -1);
        blossomBestEdges = new int[2 * n][];
        unusedBlossoms = new int[n];
        for (int b = 2 * n - 1; b >= n; b--) {
            unusedBlossoms[unusedCount++] = b;
        }
        dual = new long[2 * n];
        Arrays.fill(dual, 0, n, maxWeight);
        queue = new int[Math.max(4, n)];
        stack = new int[2 * n];
        leafBuffer = new int[n];
        bestEdgeTo = new int[2 * n];
        Arrays.fill(bestEdgeTo, -1);
        neighbourBuffer = new int[2 * n];
        touched = new int[2 * n];
        touchedInStage = new int[2 * n];
        tree = new int[2 * n];
    }

    /** Remembers {@code x} (a vertex or a blossom) as touched by the current stage. */
    void touch(int x) {
        if (touchedInStage[x] != stage) {
            touchedInStage[x] = stage;
            touched[touchedCount++] = x;
        }
    }

    /** Drops from the touched list what no longer carries a label or a best edge. */
    void compactTouched() {
        int kept = 0;
        for (int t = 0; t < touchedCount; t++) {
            int x = touched[t];
            boolean live = bestEdge[x] != -1 || (x < n ? label[inBlossom[x]] != 0 : blossomBase[x] >= 0 && label[x] > 0);
            if (live) {
                touched[kept++] = x;
            } else {
                touchedInStage[x] = 0;
            }
        }
        touchedCount = kept;
    }

    void beginStage() {
        stage++;
        touchedCount = 0;
        queueSize = 0;
    }

    /** Clears the labels and best edges the stage left on what it touched. */
    void endStage() {
        for (int t = 0; t < touchedCount; t++) {
            int x = touched[t];
            label[x] = 0;
            labelEnd[x] = -1;
            bestEdge[x] = -1;
            if (x >= n) {
                blossomBestEdges[x] = null;
            }
        }
    }

    long slack(int k) {
        return dual[endpoint[2 * k]] + dual[endpoint[2 * k + 1]] - 2 * weight[k];
    }

    void enqueue(int v) {
        if (queueSize == queue.length) {
            queue = Arrays.copyOf(queue, queueSize * 2);
        }
        queue[queueSize++] = v;
    }

    /** The vertices inside blossom {@code b} (itself, for a vertex), gathered without recursion. */
    int[] leaves(int b) {
        if (b < n) {
            return new int[] {b};
        }
        int count = 0;
        int top = 0;
        stack[top++] = b;
        while (top > 0) {
            int x = stack[--top];
            if (x < n) {
                leafBuffer[count++] = x;
            } else {
                for (int child : blossomChildren[x]) {
                    stack[top++] = child;
                }
            }
        }
        return Arrays.copyOf(leafBuffer, count);
    }

    static int at(int[] array, int index) {
        return array[Math.floorMod(index, array.length)];
    }

    static int indexOf(int[] array, int value) {
        for (int i = 0; i < array.length; i++) {
            if (array[i] == value) {
                return i;
            }
        }
        throw new IllegalStateException("not a child: " + value);
    }
}
