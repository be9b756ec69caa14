package dev.tengen.imports.macmahon;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.DrawRules;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Placement;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.UnplayedRounds;
import dev.tengen.tournament.opengotha.XmlElement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code <Tournament>} settings and the {@code <Walllist>} of a MacMahon 3.9 file. MacMahon pairs by the McMahon
 * system only; what the file does not hold (komi, board size, seeding, what a bye scores) takes OpenGotha's
 * defaults, each named in a warning when it decides something.
 */
final class MacMahonSettings {

    /** The komi Tengen gives a MacMahon tournament, whose file does not hold one: OpenGotha's default. */
    static final double KOMI = 7.5;

    /** MacMahon's wall list columns and the Tengen criteria they are; SOS and its kin on the McMahon score. */
    private static final Map<String, PlacementCriterion> CRITERIA = Map.of(
            "Score", PlacementCriterion.MMS,
            "ScoreX", PlacementCriterion.MMS,
            "Points", PlacementCriterion.NBW,
            "SOS", PlacementCriterion.SOS,
            "SOSOS", PlacementCriterion.SOSOS,
            "SODOS", PlacementCriterion.SODOS);

    private final XmlElement root;
    private final XmlElement settings;
    private final Elements fields;
    private final List<Problem> problems;
    private final List<Problem> warnings;

    MacMahonSettings(XmlElement root, List<Problem> problems, List<Problem> warnings) {
        this.root = root;
        this.settings = root.child("Tournament").orElseThrow();
        this.fields = new Elements(settings, problems);
        this.problems = problems;
        this.warnings = warnings;
    }

    String name() {
        return fields.requiredText("Name");
    }

    int rounds() {
        int rounds = fields.requiredInteger("NumberOfRounds");
        if (rounds < 1 && settings.childText("NumberOfRounds").filter(t -> !t.isEmpty()).isPresent()) {
            fields.problem("<NumberOfRounds> is at least 1, not " + rounds);
        }
        if (rounds > Regulations.MAX_ROUNDS) {
            problems.add(new Problem(Elements.where(settings.child("NumberOfRounds").orElseThrow()),
                    Regulations.tooManyRounds(rounds)));
        }
        return rounds;
    }

    Regulations regulations(int rounds) {
        HandicapPolicy handicap = handicap();
        warnings.add(new Problem(Elements.where(settings), "MacMahon 3.9 files hold no komi and no board size: "
                + KOMI + " points and 19 lines (OpenGotha's defaults)"));
        return handicap == null ? null : new Regulations(Optional.empty(), Optional.empty(), 19, KOMI, handicap, rounds);
    }

    /**
     * Handicap as MacMahon sets it: by rank ({@code HandicapByLevel}) or by McMahon score, even games from
     * {@code HandicapBelowLevel} up, the difference adjusted by {@code HandicapAdjustmentValue} (-1 gives one stone
     * fewer, Tengen's correction 1) and at most {@code HandicapLimitValue} stones.
     */
    private HandicapPolicy handicap() {
        if (!fields.bool("HandicapUsed", false)) {
            return HandicapPolicy.NONE;
        }
        HandicapPolicy.Basis basis = fields.bool("HandicapByLevel", false) ? HandicapPolicy.Basis.RANK
                : HandicapPolicy.Basis.MCMAHON_SCORE;
        Rank evenFrom = fields.bool("HandicapBelow", false) ? fields.rank("HandicapBelowLevel").orElse(null) : Rank.dan(9);
        int correction = fields.bool("HandicapAdjustment", false) ? -fields.integer("HandicapAdjustmentValue").orElse(0) : 0;
        int ceiling = fields.bool("HandicapLimit", false) ? fields.integer("HandicapLimitValue").orElse(9) : 9;
        if (correction < -9 || correction > 9) {
            fields.problem("<HandicapAdjustmentValue> lies in -9..9, not " + -correction);
            return null;
        }
        if (ceiling < 0 || ceiling > 9) {
            fields.problem("<HandicapLimitValue> lies in 0..9, not " + ceiling);
            return null;
        }
        return evenFrom == null ? null : new HandicapPolicy(basis, evenFrom, correction, ceiling);
    }

    /**
     * The McMahon system with MacMahon's bar and floor (9d and 30k when switched off); the floor's group starts at
     * 0. MacMahon's files hold no seeding settings: OpenGotha's defaults.
     */
    PairingSystem pairingSystem() {
        Rank bar = fields.bool("UpperMacMahonBar", false) ? fields.rank("UpperMacMahonBarLevel").orElse(null) : Rank.dan(9);
        Rank floor = fields.bool("LowerMacMahonBar", false) ? fields.rank("LowerMacMahonBarLevel").orElse(null) : Rank.kyu(30);
        if (bar == null || floor == null) {
            return null;
        }
        if (floor.value() > bar.value()) {
            fields.problem("the McMahon floor " + floor + " is above the bar " + bar);
            return null;
        }
        return new PairingSystem.McMahon(bar, floor, floor, DrawRules.OPENGOTHA_DEFAULT);
    }

    /** The wall list's columns in order; a column Tengen does not compute is left out with a warning. */
    Placement placement() {
        List<PlacementCriterion> criteria = new ArrayList<>();
        for (XmlElement column : root.child("Walllist").map(w -> w.all("Criterion")).orElse(List.of())) {
            String name = column.childText("ShortName").orElse("");
            PlacementCriterion criterion = CRITERIA.get(name);
            if (criterion == null) {
                warnings.add(new Problem(Elements.where(column), "wall list column '" + name
                        + "' is not a Tengen placement criterion and is left out"));
            } else if (criteria.contains(criterion)) {
                warnings.add(new Problem(Elements.where(column), "wall list column '" + name + "' is "
                        + criterion.fileName() + " again and is left out"));
            } else {
                criteria.add(criterion);
            }
        }
        if (criteria.isEmpty()) {
            criteria = List.of(PlacementCriterion.MMS, PlacementCriterion.SOS, PlacementCriterion.SOSOS);
            warnings.add(new Problem(Elements.where(root), "no wall list: placed by MMS, SOS, SOSOS"));
        }
        return new Placement(criteria, UnplayedRounds.OPENGOTHA_DEFAULT);
    }
}
