package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.criteria.AvoidRematch;
import dev.tengen.pairing.criteria.ColourBalance;
import dev.tengen.pairing.criteria.CriterionScale;
import dev.tengen.pairing.criteria.DrawUpDown;
import dev.tengen.pairing.criteria.Geography;
import dev.tengen.pairing.criteria.ScoreDifference;
import dev.tengen.pairing.criteria.Seeding;
import dev.tengen.pairing.criteria.SeedingCriterion;

/** The weight of a candidate pair: the sum of the named criteria (pairgoth's design, OpenGotha's criteria). */
final class EdgeWeigher {

    private final Field field;
    private final PairingParameters parameters;
    private final Seeding seeding;

    EdgeWeigher(Field field, PairingParameters parameters, int round) {
        this.field = field;
        this.parameters = parameters;
        this.seeding = parameters.seedingFor(round);
    }

    /** The rematch bonus for a matching over {@code vertexCount} players. */
    long rematchBonus(int vertexCount) {
        return AvoidRematch.bonusFor(vertexCount, parameters.geography().largestPenalty());
    }

    /**
     * No pair of players {@code gap} score groups apart weighs more than this: not met before, the
     * best draw, seeding and colours, no geography penalty.
     */
    long upperBound(int gap, long rematchBonus) {
        long most = AvoidRematch.weight(false, rematchBonus) + ScoreDifference.weight(0, gap) + DrawUpDown.most(gap)
                + ColourBalance.most();
        return gap == 0 ? most + SeedingCriterion.most() : most;
    }

    /**
     * No pair of a higher player {@code i} and a lower player {@code j}, one to three score groups
     * ({@code gap}) apart, weighs more than {@code acrossBound(gap) + upperShare(i) + lowerShare(j)}:
     * not met before, the best colours, no geography penalty, and the draw-up/draw-down criterion as
     * the two players' shares of it.
     */
    long acrossBound(int gap, long rematchBonus) {
        return AvoidRematch.weight(false, rematchBonus) + ScoreDifference.weight(0, gap) + 2 * CriterionScale.DRAW_STEP
                + ColourBalance.most();
    }

    /** Player {@code i}'s share of the draw-up/draw-down criterion as the higher player of a pair (see {@link #acrossBound}). */
    long upperShare(int i) {
        return DrawUpDown.upperShare(field.position[i], field.groupSize[i], field.draws[i], parameters.drawUpDown());
    }

    /** Player {@code j}'s share of the draw-up/draw-down criterion as the lower player of a pair (see {@link #acrossBound}). */
    long lowerShare(int j) {
        return DrawUpDown.lowerShare(field.position[j], field.groupSize[j], field.draws[j], parameters.drawUpDown());
    }

    /** What the criteria make of a whole pairing ({@code mate[i]} is i's partner). */
    PairingWeight total(int[] mate) {
        int rematches = 0;
        long criteria = 0;
        for (int i = 0; i < mate.length; i++) {
            if (mate[i] > i) {
                rematches += field.met(i, mate[i]) ? 1 : 0;
                criteria += weight(i, mate[i], 0);
            }
        }
        return new PairingWeight(rematches, criteria);
    }

    long weight(int i, int j, long rematchBonus) {
        Field f = field;
        long w = scoreGroupWeight(i, j, rematchBonus);
        int upper = f.group[i] >= f.group[j] ? i : j;
        int lower = upper == i ? j : i;
        int gap = f.group[upper] - f.group[lower];
        w += DrawUpDown.weight(gap, f.position[upper], f.groupSize[upper], f.draws[upper],
                f.position[lower], f.groupSize[lower], f.draws[lower], parameters.drawUpDown());
        if (gap == 0) {
            w += SeedingCriterion.weight(seeding, f.position[i], f.position[j], f.groupSize[i], Lots.pairLot(f.lot[i], f.lot[j]));
        }
        w += ColourBalance.weight(f.balance[i], f.balance[j]);
        return w;
    }

    /**
     * The part of a pair's weight in whole score steps or above: rematch avoidance, score difference and geography
     * (set by the director in score steps). Draws up and down, seeding and colours only break its ties.
     */
    long scoreGroupWeight(int i, int j, long rematchBonus) {
        Field f = field;
        long w = AvoidRematch.weight(f.met(i, j), rematchBonus);
        w += ScoreDifference.weight(f.group[i], f.group[j]);
        if (!(parameters.geography().notAtTheBar() && (f.atTheBar[i] || f.atTheBar[j]))) {
            w += Geography.weight(f.club[i] == f.club[j], f.country[i] == f.country[j], parameters.geography());
        }
        return w;
    }
}
