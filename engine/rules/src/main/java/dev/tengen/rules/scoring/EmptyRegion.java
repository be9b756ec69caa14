package dev.tengen.rules.scoring;

import java.util.List;

/**
 * A maximal set of connected empty points (AGA rule 11: "a region consists of those empty points which
 * can be reached from a given empty point by moving only to adjacent empty points"), with the live
 * chains that touch it.
 *
 * @param id position of the region in {@link PositionAnalysis#regions()}
 * @param points board indices of its points
 * @param border which colours touch it
 * @param chains heads of the chains that touch it
 */
public record EmptyRegion(int id, List<Integer> points, RegionBorder border, List<Integer> chains) {

    public EmptyRegion {
        points = List.copyOf(points);
        chains = List.copyOf(chains);
    }

    public int size() {
        return points.size();
    }
}
