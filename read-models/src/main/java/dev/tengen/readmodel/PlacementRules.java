package dev.tengen.readmodel;

import dev.tengen.standing.ChineseCriteria;
import dev.tengen.standing.Criterion;
import dev.tengen.standing.EgfCriteria;
import dev.tengen.standing.IngCriteria;
import dev.tengen.standing.Placement;
import dev.tengen.standing.Scoring;
import dev.tengen.tournament.service.api.TournamentConfigured;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How a tournament's standings are ordered, with the engine's criteria ({@code dev.tengen.standing}).
 *
 * <p>When the configuration lists its placement criteria ({@code PlacementCriterion#fileName()}) and they all
 * read one table, they are used in order: the EGF family (NBW, MMS, the SOS family, CUSS, DC, SDC) on a table
 * scored 1/½/0, or the Chinese 2002 art. 27.1 family (points, minor points, opponents' points, total score) on a
 * table scored 2/1/0; WARNINGS goes with either. Lists that mix the families or name the Ing criteria need
 * each criterion to read its own table, which engine/cli {@code TournamentCriteria} does and which should
 * move into the engine; until then such a tournament is placed by its rule set and pairing system, with a note:
 * Chinese 2002 art. 27.1 for the Chinese rule set, Ing 1991 art. 5 for Ing, the EGF criteria otherwise
 * (McMahon: MMS, SOS, SOSOS; round robin: NBW, SODOS; other systems: NBW, SOS, SOSOS).
 *
 * @param note why the configured criteria were not used as listed, or null
 */
record PlacementRules(Scoring scoring, Placement placement, String note) {

    private static final Map<String, Criterion> EGF = Map.ofEntries(
            Map.entry("NBW", EgfCriteria.NBW), Map.entry("MMS", EgfCriteria.MMS), Map.entry("SOS", EgfCriteria.SOS),
            Map.entry("SOS-1", EgfCriteria.SOS_MINUS_1), Map.entry("SOS-2", EgfCriteria.SOS_MINUS_2),
            Map.entry("SOSOS", EgfCriteria.SOSOS), Map.entry("SODOS", EgfCriteria.SODOS),
            Map.entry("CUSS", EgfCriteria.CUSS), Map.entry("DC", EgfCriteria.DC), Map.entry("SDC", EgfCriteria.SDC),
            Map.entry("WARNINGS", ChineseCriteria.FEWEST_WARNINGS));

    private static final Map<String, Criterion> CHINESE = Map.of(
            "CHINESE_POINTS", ChineseCriteria.POINTS, "MINOR_POINTS", ChineseCriteria.WINNERS_MINOR_POINTS,
            "OPPONENTS_POINTS", ChineseCriteria.OPPONENTS_POINTS, "TOTAL_SCORE", ChineseCriteria.TOTAL_SCORE,
            "WARNINGS", ChineseCriteria.FEWEST_WARNINGS);

    static PlacementRules of(TournamentConfigured configured) {
        if (configured == null) {
            return byRules(null, null, null);
        }
        List<String> listed = configured.placementCriteria();
        if (listed == null || listed.isEmpty()) {
            return byRules(configured.ruleSet(), configured.pairingSystem(), null);
        }
        List<String> names = listed.stream().map(name -> name.toUpperCase(java.util.Locale.ROOT)).toList();
        if (EGF.keySet().containsAll(names)) {
            return new PlacementRules(Scoring.EGF, placement(names, EGF), null);
        }
        if (CHINESE.keySet().containsAll(names)) {
            return new PlacementRules(Scoring.CHINESE_2002, placement(names, CHINESE), null);
        }
        return byRules(configured.ruleSet(), configured.pairingSystem(), "The criteria " + listed
                + " are not all computed by the read model yet; placed by the rules of the rule set and pairing system.");
    }

    private static Placement placement(List<String> names, Map<String, Criterion> family) {
        List<Criterion> criteria = new ArrayList<>();
        for (String name : names) {
            Criterion criterion = family.get(name);
            criteria.add(criterion.name().equals(name) ? criterion : renamed(name, criterion));
        }
        return new Placement("tournament criteria", criteria);
    }

    /** The criterion under the name the configuration gives it. */
    private static Criterion renamed(String name, Criterion criterion) {
        return new Criterion() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Map<String, Double> values(dev.tengen.standing.Crosstable table, java.util.Collection<String> group) {
                return criterion.values(table, group);
            }
        };
    }

    static PlacementRules byRules(String ruleSet, String pairingSystem, String note) {
        String system = pairingSystem == null ? "" : pairingSystem;
        if ("ing".equals(system) || "ing-1991".equals(ruleSet)) {
            return new PlacementRules(Scoring.ING_1991, IngCriteria.PLACEMENT, note);
        }
        if ("chinese-2002".equals(ruleSet)) {
            return new PlacementRules(Scoring.CHINESE_2002,
                    "round-robin".equals(system) ? ChineseCriteria.ROUND_ROBIN : ChineseCriteria.SWISS_BY_POINTS, note);
        }
        return switch (system) {
            case "mcmahon" -> new PlacementRules(Scoring.EGF,
                    Placement.of("EGF McMahon", EgfCriteria.MMS, EgfCriteria.SOS, EgfCriteria.SOSOS), note);
            case "round-robin" -> new PlacementRules(Scoring.EGF,
                    Placement.of("EGF round robin", EgfCriteria.NBW, EgfCriteria.SODOS), note);
            default -> new PlacementRules(Scoring.EGF,
                    Placement.of("EGF", EgfCriteria.NBW, EgfCriteria.SOS, EgfCriteria.SOSOS), note);
        };
    }
}
