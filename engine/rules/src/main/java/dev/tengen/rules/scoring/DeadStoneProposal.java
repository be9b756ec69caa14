package dev.tengen.rules.scoring;

import dev.tengen.rules.Board;
import dev.tengen.rules.Point;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A first guess at the dead stones of a final position, for the referee and the players to correct
 * (Korean 2016 art. 11 and Chinese 2002 art. 21.4 leave the decision to the players' agreement).
 *
 * <p>Chains that are pass-alive (Benson) are alive; chains standing in the opponent's pass-alive
 * territory are dead. The other chains are gathered into groups, chains that share an empty region no
 * opposing stone touches counting as one group, and a group is dead when random play to the end (see
 * {@link Playouts}) gives its stones to the opponent more often than to it.
 */
public final class DeadStoneProposal {

    static final int PLAYOUTS = 200;
    private static final long SEED = 0x5C012E5L;

    private DeadStoneProposal() {}

    public static Set<Point> propose(Board board) {
        return propose(board, PLAYOUTS, SEED);
    }

    /** The same with a chosen number of playouts and random seed; equal arguments give equal answers. */
    public static Set<Point> propose(Board board, int playouts, long seed) {
        UnconditionalLife.PassAlive black = UnconditionalLife.of(board, Board.BLACK);
        UnconditionalLife.PassAlive white = UnconditionalLife.of(board, Board.WHITE);
        double[] ownership = Playouts.ownership(board, playouts, seed);
        PositionAnalysis asItStands = PositionAnalysis.of(board, Set.of());
        Set<Point> dead = new LinkedHashSet<>();
        for (List<Integer> group : groups(board, asItStands)) {
            int first = group.get(0);
            byte c = board.at(first);
            UnconditionalLife.PassAlive own = c == Board.BLACK ? black : white;
            UnconditionalLife.PassAlive opponent = c == Board.BLACK ? white : black;
            double sign = c == Board.BLACK ? 1 : -1;
            double mean = 0;
            for (int s : group) {
                mean += sign * ownership[s];
            }
            mean /= group.size();
            for (int s : group) {
                boolean alive = own.isAlive(s);
                if (!alive && (opponent.territory().get(s) || mean < 0)) {
                    dead.add(board.point(s));
                }
            }
        }
        return dead;
    }

    /** Stones of one colour linked by chains or by empty regions that only that colour touches. */
    static List<List<Integer>> groups(Board board, PositionAnalysis analysis) {
        int limit = board.indexLimit();
        int[] parent = new int[limit];
        for (int p = 0; p < limit; p++) {
            parent[p] = p;
        }
        for (EmptyRegion region : analysis.regions()) {
            if (region.border() == RegionBorder.BLACK || region.border() == RegionBorder.WHITE) {
                for (int chain : region.chains()) {
                    parent[find(parent, chain)] = find(parent, region.chains().get(0));
                }
            }
        }
        Map<Integer, List<Integer>> groups = new HashMap<>();
        List<List<Integer>> ordered = new ArrayList<>();
        for (int y = 0; y < board.size(); y++) {
            for (int x = 0; x < board.size(); x++) {
                int p = board.index(x, y);
                if (board.at(p) == Board.BLACK || board.at(p) == Board.WHITE) {
                    int root = find(parent, board.chainHead(p));
                    List<Integer> group = groups.computeIfAbsent(root, r -> {
                        List<Integer> g = new ArrayList<>();
                        ordered.add(g);
                        return g;
                    });
                    group.add(p);
                }
            }
        }
        return ordered;
    }

    private static int find(int[] parent, int p) {
        while (parent[p] != p) {
            parent[p] = parent[parent[p]];
            p = parent[p];
        }
        return p;
    }
}
