package dev.tengen.rules.scoring;

import dev.tengen.rules.Board;
import dev.tengen.rules.Color;
import dev.tengen.rules.Point;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the final position is made of once the agreed dead stones are off the board: empty regions and
 * who borders them, neutral points, seki, pass-alive chains, and the points a player must still fill
 * to protect a chain. Immutable; the board given is not changed.
 */
public final class PositionAnalysis {

    private final Board original;
    private final Board live;
    private final BitSet dead;
    private final List<EmptyRegion> regions = new ArrayList<>();
    private final int[] regionOf;
    private final BitSet sekiRegions = new BitSet();
    private final BitSet sekiStones;
    private final BitSet protectiveFills;
    private final UnconditionalLife.PassAlive blackAlive;
    private final UnconditionalLife.PassAlive whiteAlive;

    private PositionAnalysis(Board original, BitSet dead) {
        this.original = original;
        this.dead = dead;
        this.live = original.copy();
        for (int p = dead.nextSetBit(0); p >= 0; p = dead.nextSetBit(p + 1)) {
            live.removeStone(p);
        }
        regionOf = new int[live.indexLimit()];
        java.util.Arrays.fill(regionOf, -1);
        for (int p = 0; p < live.indexLimit(); p++) {
            if (live.at(p) == Board.EMPTY && regionOf[p] < 0) {
                regions.add(flood(p, regions.size()));
            }
        }
        blackAlive = UnconditionalLife.of(live, Board.BLACK);
        whiteAlive = UnconditionalLife.of(live, Board.WHITE);
        for (EmptyRegion r : regions) {
            if (r.border() == RegionBorder.BOTH && !SafeFill.anyIn(live, r)) {
                sekiRegions.set(r.id());
            }
        }
        sekiStones = sekiStones();
        protectiveFills = protectiveFills();
    }

    /** Analyses {@code position} with the given stones taken off as dead. */
    public static PositionAnalysis of(Board position, Collection<Point> deadStones) {
        BitSet dead = new BitSet(position.indexLimit());
        for (Point p : deadStones) {
            int i = position.index(p);
            if (position.at(i) != Board.BLACK && position.at(i) != Board.WHITE) {
                throw new IllegalArgumentException("no stone stands at " + p.name(position.size()) + " to be dead");
            }
            dead.set(i);
        }
        return new PositionAnalysis(position, dead);
    }

    private EmptyRegion flood(int start, int id) {
        List<Integer> points = new ArrayList<>();
        Set<Integer> chains = new LinkedHashSet<>();
        boolean black = false, white = false;
        List<Integer> stack = new ArrayList<>(List.of(start));
        regionOf[start] = id;
        while (!stack.isEmpty()) {
            int p = stack.remove(stack.size() - 1);
            points.add(p);
            for (int d = 0; d < 4; d++) {
                int n = live.neighbour(p, d);
                byte c = live.at(n);
                if (c == Board.EMPTY) {
                    if (regionOf[n] < 0) {
                        regionOf[n] = id;
                        stack.add(n);
                    }
                } else if (c != Board.EDGE) {
                    black |= c == Board.BLACK;
                    white |= c == Board.WHITE;
                    chains.add(live.chainHead(n));
                }
            }
        }
        return new EmptyRegion(id, points, RegionBorder.of(black, white), List.copyOf(chains));
    }

    /**
     * Korean 2013 art. 9: stones with neutral points in seki are not independently alive. Live chains
     * touching a seki region are in seki unless they are pass-alive on their own (Benson), which a
     * chain with two eyes of its own is.
     */
    private BitSet sekiStones() {
        BitSet stones = new BitSet(live.indexLimit());
        for (int r = sekiRegions.nextSetBit(0); r >= 0; r = sekiRegions.nextSetBit(r + 1)) {
            for (int chain : regions.get(r).chains()) {
                if (!passAlive(chain)) {
                    live.chainStones(chain).forEach(stones::set);
                }
            }
        }
        return stones;
    }

    /**
     * Korean 2013 art. 8.1 and Diagram 9: a point of a one-colour region that is the last liberty of a
     * bordering chain is no territory, since the opponent could capture there and the owner must fill it.
     */
    private BitSet protectiveFills() {
        BitSet points = new BitSet(live.indexLimit());
        for (EmptyRegion r : regions) {
            if (r.border() != RegionBorder.BLACK && r.border() != RegionBorder.WHITE) {
                continue;
            }
            for (int chain : r.chains()) {
                List<Integer> liberties = live.libertyPoints(chain);
                if (liberties.size() == 1) {
                    points.set(liberties.get(0));
                }
            }
        }
        return points;
    }

    private boolean passAlive(int index) {
        return blackAlive.isAlive(index) || whiteAlive.isAlive(index);
    }

    // ------------------------------------------------------------------ queries

    /** The position as given, dead stones included. */
    public Board position() {
        return original.copy();
    }

    /** The position with the dead stones taken off. */
    public Board liveBoard() {
        return live.copy();
    }

    public int size() {
        return live.size();
    }

    public List<EmptyRegion> regions() {
        return List.copyOf(regions);
    }

    /** The region an empty point of the live board belongs to. */
    public EmptyRegion regionAt(int index) {
        int r = regionOf[index];
        if (r < 0) {
            throw new IllegalArgumentException(live.point(index).name(size()) + " is not empty");
        }
        return regions.get(r);
    }

    public boolean isDead(int index) {
        return dead.get(index);
    }

    /** The colour of a stone of the original position, as a board byte. */
    public byte stoneAt(int index) {
        return original.at(index);
    }

    /** The colour on the live board: a dead stone's point reads empty. */
    public byte liveAt(int index) {
        return live.at(index);
    }

    /** A region between both colours that neither can fill without putting its own stones in atari. */
    public boolean isSeki(EmptyRegion region) {
        return sekiRegions.get(region.id());
    }

    /** An empty region between both colours that a player can fill safely: dame (Korean 2016 art. 8.2). */
    public boolean isDame(EmptyRegion region) {
        return region.border() == RegionBorder.BOTH && !isSeki(region);
    }

    /** Whether the live stone at {@code index} stands in seki and is not independently alive. */
    public boolean isInSeki(int index) {
        return sekiStones.get(index);
    }

    /** Whether some chain bordering the region stands in seki (Korean 2013 art. 9). */
    public boolean bordersSeki(EmptyRegion region) {
        for (int chain : region.chains()) {
            if (sekiStones.get(chain)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the point is the last liberty of a chain of the colour that surrounds it (a false eye). */
    public boolean needsProtectiveFill(int index) {
        return protectiveFills.get(index);
    }

    public UnconditionalLife.PassAlive passAlive(Color colour) {
        return colour == Color.BLACK ? blackAlive : whiteAlive;
    }

    /** Every index of a point on the board, row by row. */
    public int[] points() {
        int[] result = new int[size() * size()];
        int k = 0;
        for (int y = 0; y < size(); y++) {
            for (int x = 0; x < size(); x++) {
                result[k++] = live.index(x, y);
            }
        }
        return result;
    }

    public Set<Point> deadStones() {
        Set<Point> result = new LinkedHashSet<>();
        for (int p = dead.nextSetBit(0); p >= 0; p = dead.nextSetBit(p + 1)) {
            result.add(live.point(p));
        }
        return result;
    }
}
