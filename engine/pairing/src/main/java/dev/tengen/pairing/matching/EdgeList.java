package dev.tengen.pairing.matching;

import java.util.Arrays;

/**
 * The weighted edges of an undirected graph on vertices {@code 0..n-1}, kept as parallel primitive
 * arrays so that graphs of a few hundred thousand edges cost no objects per edge.
 */
public final class EdgeList {

    private int[] from = new int[64];
    private int[] to = new int[64];
    private long[] weight = new long[64];
    private int size;

    /** Adds the edge {@code u-v}; loops are refused, parallel edges are the caller's business. */
    public void add(int u, int v, long w) {
        if (u == v || u < 0 || v < 0) {
            throw new IllegalArgumentException("bad edge " + u + "-" + v);
        }
        if (size == from.length) {
            int grown = size * 2;
            from = Arrays.copyOf(from, grown);
            to = Arrays.copyOf(to, grown);
            weight = Arrays.copyOf(weight, grown);
        }
        from[size] = u;
        to[size] = v;
        weight[size] = w;
        size++;
    }

    /** Adds every edge of {@code other}. */
    public void addAll(EdgeList other) {
        for (int k = 0; k < other.size; k++) {
            add(other.from[k], other.to[k], other.weight[k]);
        }
    }

    public int size() {
        return size;
    }

    public int from(int edge) {
        return from[edge];
    }

    public int to(int edge) {
        return to[edge];
    }

    public long weight(int edge) {
        return weight[edge];
    }

    /** The largest vertex number used, plus one. */
    public int vertexBound() {
        int bound = 0;
        for (int k = 0; k < size; k++) {
            bound = Math.max(bound, Math.max(from[k], to[k]) + 1);
        }
        return bound;
    }
}
