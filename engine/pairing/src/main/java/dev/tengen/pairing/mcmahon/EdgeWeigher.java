package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.criteria.AvoidRematch;
import dev.tengen.pairing.criteria.ColourBalance;
import dev.tengen.pairing.criteria.Criterion;
import dev.tengen.pairing.criteria.CriterionScale;
import dev.tengen.pairing.criteria.DrawUpDown;
import dev.tengen.pairing.criteria.Geography;
import dev.tengen.pairing.criteria.ScoreDifference;
import dev.tengen.pairing.criteria.Seeding;
import dev.tengen.pairing.criteria.SeedingCriterion;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

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
        return weigh(i, j, rematchBonus, null);
    }

    /** The pair's weight, each criterion's part with the facts it read added to {@code parts}. */
    long weight(int i, int j, long rematchBonus, List<PairComponent> parts) {
        return weigh(i, j, rematchBonus, Objects.requireNonNull(parts));
    }

    /** The one formula of a pair's weight; {@code parts}, when not null, receives its components (the matching passes null). */
    private long weigh(int i, int j, long rematchBonus, List<PairComponent> parts) {
        Field f = field;
        boolean met = f.met(i, j);
        long rematch = AvoidRematch.weight(met, rematchBonus);
        if (parts != null) {
            parts.add(new PairComponent(Criterion.AVOID_REMATCH, rematch, rematchBonus, Map.of("metBefore", met)));
        }
        long score = ScoreDifference.weight(f.group[i], f.group[j]);
        if (parts != null) {
            parts.add(new PairComponent(Criterion.SCORE_DIFFERENCE, score, CriterionScale.SCORE_STEP, facts(
                    "scoreFirst", f.halfPoints[i] / 2.0, "scoreSecond", f.halfPoints[j] / 2.0,
                    "groupFirst", f.group[i], "groupSecond", f.group[j], "groupGap", Math.abs(f.group[i] - f.group[j]))));
        }
        int upper = f.group[i] >= f.group[j] ? i : j;
        int lower = upper == i ? j : i;
        int gap = f.group[upper] - f.group[lower];
        boolean waived = parameters.geography().notAtTheBar() && (f.atTheBar[i] || f.atTheBar[j]);
        boolean sameClub = f.club[i] == f.club[j];
        boolean sameCountry = f.country[i] == f.country[j];
        long geography = waived ? 0 : Geography.weight(sameClub, sameCountry, parameters.geography());
        if (parts != null) {
            parts.add(new PairComponent(Criterion.GEOGRAPHY, geography, CriterionScale.SCORE_STEP, facts(
                    "sameClub", sameClub, "sameCountry", sameCountry, "clubFirst", f.players[i].club(),
                    "clubSecond", f.players[j].club(), "countryFirst", f.players[i].country(),
                    "countrySecond", f.players[j].country(), "waivedAtTheBar", waived)));
        }
        long draw = DrawUpDown.weight(gap, f.position[upper], f.groupSize[upper], f.draws[upper],
                f.position[lower], f.groupSize[lower], f.draws[lower], parameters.drawUpDown());
        if (parts != null) {
            parts.add(new PairComponent(Criterion.DRAW_UP_DOWN, draw, CriterionScale.DRAW_STEP, facts(
                    "groupGap", gap, "drawnDown", gap == 0 ? "" : upper == i ? "first" : "second",
                    "drawnUpFirst", f.draws[i].drawnUp(), "drawnDownFirst", f.draws[i].drawnDown(),
                    "drawnUpSecond", f.draws[j].drawnUp(), "drawnDownSecond", f.draws[j].drawnDown())));
        }
        long seeded = gap == 0
                ? SeedingCriterion.weight(seeding, f.position[i], f.position[j], f.groupSize[i], Lots.pairLot(f.lot[i], f.lot[j]))
                : 0;
        if (parts != null) {
            parts.add(new PairComponent(Criterion.SEEDING, seeded, CriterionScale.SEEDING_MAX, facts(
                    "sameGroup", gap == 0, "seeding", seeding.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'),
                    "positionFirst", f.position[i] + 1, "positionSecond", f.position[j] + 1,
                    "groupSizeFirst", f.groupSize[i], "groupSizeSecond", f.groupSize[j])));
        }
        long colours = ColourBalance.weight(f.balance[i], f.balance[j]);
        if (parts != null) {
            parts.add(new PairComponent(Criterion.COLOUR_BALANCE, colours, CriterionScale.COLOUR_MAX, facts(
                    "balanceFirst", f.balance[i], "balanceSecond", f.balance[j])));
        }
        return rematch + score + geography + draw + seeded + colours;
    }

    /**
     * The part of a pair's weight in whole score steps or above: rematch avoidance, score difference and geography
     * (set by the director in score steps). Draws up and down, seeding and colours only break its ties. Read from
     * the one formula's components.
     */
    long scoreGroupWeight(int i, int j, long rematchBonus) {
        List<PairComponent> parts = new ArrayList<>();
        weigh(i, j, rematchBonus, parts);
        return parts.stream().filter(part -> part.criterion() == Criterion.AVOID_REMATCH
                || part.criterion() == Criterion.SCORE_DIFFERENCE || part.criterion() == Criterion.GEOGRAPHY)
                .mapToLong(PairComponent::weight).sum();
    }

    /** Named facts in the order given: name, value, name, value... */
    private static Map<String, Object> facts(Object... namesAndValues) {
        Map<String, Object> facts = new LinkedHashMap<>();
        for (int k = 0; k < namesAndValues.length; k += 2) {
            facts.put((String) namesAndValues[k], namesAndValues[k + 1]);
        }
        return facts;
    }
}
