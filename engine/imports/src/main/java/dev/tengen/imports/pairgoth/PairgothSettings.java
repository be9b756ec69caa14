package dev.tengen.imports.pairgoth;

import dev.tengen.imports.Ranks;
import dev.tengen.json.JsonValue;
import dev.tengen.json.JsonValue.JsonString;
import dev.tengen.rank.Rank;
import dev.tengen.tournament.DrawPosition;
import dev.tengen.tournament.DrawRules;
import dev.tengen.tournament.Event;
import dev.tengen.tournament.Geography;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Placement;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.Seeding;
import dev.tengen.tournament.UnplayedRounds;
import dev.tengen.tournament.json.Fields;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The event, rules and pairing parameters of a pairgoth file. pairgoth's weights of its pairing criteria, its time
 * system and its rule sets without a Tengen counterpart are not held by a Tengen tournament: each is a warning.
 */
final class PairgothSettings {

    /** pairgoth's rule sets (Rules.kt) that are one of Tengen's; FRENCH and JAPANESE are not. */
    private static final Map<String, String> RULE_SETS = Map.of("CHINESE", "chinese-2002", "AGA", "aga");

    /** An absent object: its members take pairgoth's defaults. */
    private static final JsonValue NONE = new JsonValue.JsonObject(Map.of(), JsonValue.Position.NONE);

    private final Fields fields;
    private final List<Problem> problems;
    private final List<Problem> warnings;
    private final Fields pairing;

    PairgothSettings(Fields fields, List<Problem> problems, List<Problem> warnings) {
        this.fields = fields;
        this.problems = problems;
        this.warnings = warnings;
        this.pairing = new Fields(fields.required("pairing").orElse(NONE), "pairing", problems);
    }

    Event event() {
        String type = fields.requiredString("type");
        if (type != null && !type.equals("INDIVIDUAL")) {
            fields.problem("a " + type + " tournament is not read: Tengen reads pairgoth's individual tournaments");
        }
        String name = fields.requiredString("name");
        Optional<LocalDate> begins = fields.date("startDate");
        Optional<LocalDate> ends = fields.date("endDate");
        if (fields.member("startDate").isEmpty() || fields.member("endDate").isEmpty()) {
            fields.problem("fields 'startDate' and 'endDate' are required");
        }
        String shortName = fields.string("shortName", name == null ? "" : name);
        String place = fields.string("location", "");
        String director = fields.string("director", "");
        if (name == null || name.isBlank() || begins.isEmpty() || ends.isEmpty()) {
            return null;
        }
        if (ends.get().isBefore(begins.get())) {
            fields.problem("the tournament ends (" + ends.get() + ") before it begins (" + begins.get() + ")");
            return null;
        }
        return new Event(name, shortName.isBlank() ? name : shortName, begins.get(), ends.get(), place, director);
    }

    Regulations regulations() {
        double komi = fields.requiredDecimal("komi");
        int rounds = fields.requiredInteger("rounds");
        int size = fields.integer("gobanSize", 19);
        Optional<String> rules = fields.string("rules");
        Optional<String> ruleSet = rules.map(RULE_SETS::get);
        if (rules.isPresent() && ruleSet.isEmpty()) {
            warnings.add(new Problem("tournament, rules", "pairgoth's " + rules.get()
                    + " rules are not one of Tengen's rule sets: the tournament names none"));
        }
        fields.member("timeSystem").ifPresent(time -> warnings.add(new Problem("timeSystem (" + time.position() + ")",
                "the time system is not kept: a Tengen tournament file does not hold one")));
        if (rounds < 1 || rounds > Regulations.MAX_ROUNDS || size < 2 || size > 52) {
            if (fields.member("rounds").isPresent() && rounds < 1) {
                fields.problem("a tournament has at least one round, not " + rounds);
            }
            if (rounds > Regulations.MAX_ROUNDS) {
                fields.problem(fields.member("rounds").orElseThrow(), "field 'rounds': "
                        + Regulations.tooManyRounds(rounds));
            }
            if (size < 2 || size > 52) {
                fields.problem("a board has 2 to 52 lines, not " + size);
            }
            return null;
        }
        HandicapPolicy handicap = handicap();
        return handicap == null ? null : new Regulations(ruleSet, Optional.empty(), size, komi, handicap, rounds);
    }

    /** pairgoth's handicap parameters: on McMahon score or rank, even from {@code threshold}, less {@code correction}. */
    private HandicapPolicy handicap() {
        Fields h = section("handicap");
        HandicapPolicy.Basis basis = h.bool("useMMS", true) ? HandicapPolicy.Basis.MCMAHON_SCORE : HandicapPolicy.Basis.RANK;
        Optional<Rank> evenFrom = rank(h, "threshold", 0);
        int correction = h.integer("correction", 1);
        int ceiling = h.integer("ceiling", 9);
        if (correction < -9 || correction > 9 || ceiling < 0 || ceiling > 9) {
            h.problem("a handicap correction lies in -9..9 and a ceiling in 0..9, not " + correction + " and " + ceiling);
            return null;
        }
        return evenFrom.map(rank -> new HandicapPolicy(basis, rank, correction, ceiling)).orElse(null);
    }

    /** A member object of {@code pairing} ("main", "geo", "handicap"), empty when absent. */
    private Fields section(String name) {
        return new Fields(pairing.member(name).orElse(NONE), "pairing." + name, problems);
    }

    private static Optional<Rank> rank(Fields f, String name, int fallback) {
        int value = f.integer(name, fallback);
        Optional<Rank> rank = Ranks.ofValue(value);
        if (rank.isEmpty()) {
            f.problem("field '" + name + "' is a rank from -30 (30k) to 8 (9d), not " + value);
        }
        return rank;
    }

    PairingSystem pairingSystem() {
        String type = pairing.requiredString("type");
        if (type == null) {
            return null;
        }
        DrawRules draw = drawRules();
        if (draw == null) {
            return null;
        }
        warnings.add(new Problem("pairing", "pairgoth's weights of its pairing criteria are not kept: Tengen pairs by"
                + " its own criteria with these draw and seeding rules"));
        return switch (type) {
            case "MAC_MAHON" -> {
                Optional<Rank> bar = rank(pairing, "mmBar", 8);
                Optional<Rank> floor = rank(pairing, "mmFloor", -30);
                if (bar.isEmpty() || floor.isEmpty()) {
                    yield null;
                }
                if (floor.get().value() > bar.get().value()) {
                    pairing.problem("the McMahon floor " + floor.get() + " is above the bar " + bar.get());
                    yield null;
                }
                yield new PairingSystem.McMahon(bar.get(), floor.get(), floor.get(), draw);
            }
            case "SWISS" -> new PairingSystem.Swiss(draw);
            case "ROUND_ROBIN" -> new PairingSystem.RoundRobin(1);
            default -> {
                pairing.problem("pairing type '" + type + "' is not one of MAC_MAHON, SWISS, ROUND_ROBIN");
                yield null;
            }
        };
    }

    /** The seeding and draw-up/down rules of pairgoth's main criteria, and its geographical parameters. */
    private DrawRules drawRules() {
        Fields main = section("main");
        Seeding early = main.constant("firstSeed", Seeding.values(), Seeding.SPLIT_AND_RANDOM, Enum::name);
        Seeding late = main.constant("secondSeed", Seeding.values(), Seeding.SPLIT_AND_FOLD, Enum::name);
        int lastEarly = main.integer("firstSeedLastRound", 2);
        // pairgoth's upper mode: who of the higher group is drawn down; lower mode: who of the lower group is drawn up
        DrawPosition down = main.constant("upDownUpperMode", DrawPosition.values(), DrawPosition.MIDDLE, Enum::name);
        DrawPosition up = main.constant("upDownLowerMode", DrawPosition.values(), DrawPosition.MIDDLE, Enum::name);
        boolean compensate = main.bool("upDownCompensate", true);
        Fields geo = section("geo");
        JsonValue weight = geo.member("weight").orElse(null);
        boolean avoid = weight == null || !(weight instanceof JsonValue.JsonNumber n) || n.decimal().signum() > 0;
        int club = geo.integer("mmsDiffClub", 3);
        int country = geo.integer("mmsDiffCountry", 1);
        if (lastEarly < 0 || club < 0 || country < 0 || main.failed() || geo.failed()) {
            if (lastEarly < 0 || club < 0 || country < 0) {
                pairing.problem("firstSeedLastRound, mmsDiffClub and mmsDiffCountry are not negative");
            }
            return null;
        }
        return new DrawRules(early, late, lastEarly, down, up, compensate, new Geography(avoid, club, country));
    }

    /**
     * pairgoth's placement criteria in order ({@code SOSMM1} is SOSM-1); one Tengen does not compute is left out with
     * a warning.
     */
    Placement placement() {
        List<PlacementCriterion> criteria = new ArrayList<>();
        for (JsonValue value : pairing.array("placement")) {
            String name = value instanceof JsonString s ? s.value() : "";
            Optional<PlacementCriterion> criterion = PlacementCriterion.named(name.replaceAll("M([12])$", "-$1"));
            if (criterion.isEmpty() || criteria.contains(criterion.get())) {
                warnings.add(new Problem("pairing.placement (" + value.position() + ")", "placement criterion '" + name
                        + "' is " + (criterion.isEmpty() ? "not one Tengen computes" : "listed twice") + " and is left out"));
            } else {
                criteria.add(criterion.get());
            }
        }
        return new Placement(criteria, UnplayedRounds.OPENGOTHA_DEFAULT);
    }
}
