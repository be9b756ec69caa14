package dev.tengen.rules.scoring;

import dev.tengen.rules.Board;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Benson's algorithm for unconditional life (D. B. Benson, "Life in the game of Go", Information
 * Sciences 10, 1976): the chains of one colour that cannot be captured even if their owner passes
 * every turn, and the small regions they enclose.
 *
 * <p>A region of a colour is a maximal connected set of points not of that colour. It is vital to a
 * chain when the chain touches it and every empty point of it is a liberty of the chain. Starting from
 * all chains and all regions, drop every chain with fewer than two vital regions, then every region
 * that touches a dropped chain, until nothing changes. What is left is pass-alive (Korean 2016 art. 6:
 * "all uncapturable stones are alive").
 */
public final class UnconditionalLife {

    /**
     * @param stones indices of every stone of the pass-alive chains
     * @param territory indices of the points of the regions they enclose in which every empty point is a
     *     liberty of a pass-alive chain: opposing stones there can never live
     */
    public record PassAlive(BitSet stones, BitSet territory) {
        public boolean isAlive(int index) {
            return stones.get(index);
        }
    }

    private UnconditionalLife() {}

    public static PassAlive of(Board board, byte colour) {
        int limit = board.indexLimit();
        int[] regionOf = new int[limit];
        java.util.Arrays.fill(regionOf, -1);
        List<List<Integer>> regionPoints = new ArrayList<>();
        List<Set<Integer>> regionChains = new ArrayList<>();
        Set<Integer> chains = new HashSet<>();
        for (int p = 0; p < limit; p++) {
            byte c = board.at(p);
            if (c == colour) {
                chains.add(board.chainHead(p));
            } else if (c != Board.EDGE && regionOf[p] < 0) {
                flood(board, colour, p, regionPoints.size(), regionOf, regionPoints, regionChains);
            }
        }
        List<Set<Integer>> vitalTo = new ArrayList<>();
        for (int r = 0; r < regionPoints.size(); r++) {
            vitalTo.add(vitalChains(board, regionPoints.get(r), regionChains.get(r)));
        }
        Set<Integer> aliveChains = new HashSet<>(chains);
        BitSet liveRegions = new BitSet();
        liveRegions.set(0, regionPoints.size());
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int chain : List.copyOf(aliveChains)) {
                int vital = 0;
                for (int r = liveRegions.nextSetBit(0); r >= 0 && vital < 2; r = liveRegions.nextSetBit(r + 1)) {
                    if (vitalTo.get(r).contains(chain)) {
                        vital++;
                    }
                }
                if (vital < 2) {
                    aliveChains.remove(chain);
                    changed = true;
                }
            }
            for (int r = liveRegions.nextSetBit(0); r >= 0; r = liveRegions.nextSetBit(r + 1)) {
                if (!aliveChains.containsAll(regionChains.get(r))) {
                    liveRegions.clear(r);
                    changed = true;
                }
            }
        }
        BitSet stones = new BitSet(limit);
        for (int chain : aliveChains) {
            for (int s : board.chainStones(chain)) {
                stones.set(s);
            }
        }
        BitSet territory = new BitSet(limit);
        for (int r = liveRegions.nextSetBit(0); r >= 0; r = liveRegions.nextSetBit(r + 1)) {
            if (!regionChains.get(r).isEmpty() && everyEmptyPointTouches(board, regionPoints.get(r), stones)) {
                regionPoints.get(r).forEach(territory::set);
            }
        }
        return new PassAlive(stones, territory);
    }

    private static void flood(Board board, byte colour, int start, int id, int[] regionOf,
                              List<List<Integer>> regionPoints, List<Set<Integer>> regionChains) {
        List<Integer> points = new ArrayList<>();
        Set<Integer> chains = new HashSet<>();
        List<Integer> stack = new ArrayList<>(List.of(start));
        regionOf[start] = id;
        while (!stack.isEmpty()) {
            int p = stack.remove(stack.size() - 1);
            points.add(p);
            for (int d = 0; d < 4; d++) {
                int n = board.neighbour(p, d);
                byte c = board.at(n);
                if (c == colour) {
                    chains.add(board.chainHead(n));
                } else if (c != Board.EDGE && regionOf[n] < 0) {
                    regionOf[n] = id;
                    stack.add(n);
                }
            }
        }
        regionPoints.add(points);
        regionChains.add(chains);
    }

    /** The chains to which the region is vital: each touches every empty point of the region. */
    private static Set<Integer> vitalChains(Board board, List<Integer> points, Set<Integer> chains) {
        Set<Integer> vital = new HashSet<>(chains);
        for (int p : points) {
            if (board.at(p) != Board.EMPTY) {
                continue;
            }
            Set<Integer> touching = new HashSet<>();
            for (int d = 0; d < 4; d++) {
                int n = board.neighbour(p, d);
                if (chains.contains(headOrMinus(board, n))) {
                    touching.add(board.chainHead(n));
                }
            }
            vital.retainAll(touching);
        }
        return vital;
    }

    private static int headOrMinus(Board board, int n) {
        byte c = board.at(n);
        return c == Board.BLACK || c == Board.WHITE ? board.chainHead(n) : -1;
    }

    private static boolean everyEmptyPointTouches(Board board, List<Integer> points, BitSet alive) {
        for (int p : points) {
            if (board.at(p) != Board.EMPTY) {
                continue;
            }
            boolean touches = false;
            for (int d = 0; d < 4 && !touches; d++) {
                touches = alive.get(board.neighbour(p, d));
            }
            if (!touches) {
                return false;
            }
        }
        return true;
    }
}
