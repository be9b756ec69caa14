package dev.tengen.tournament.json;

import dev.tengen.json.JsonValue;
import dev.tengen.rank.Rank;
import dev.tengen.tournament.Checked;
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
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.TournamentCheck;
import dev.tengen.tournament.UnplayedRounds;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Reads the tree of a Tengen tournament file into a tournament: the header parts here, players, entries
 * and rounds in {@link JsonToRoster}. Every problem is collected before answering; a tournament is built
 * only when there is none.
 */
final class JsonToTournament {

    private final List<Problem> problems = new ArrayList<>();

    private JsonToTournament() {
    }

    static Checked<Tournament> read(JsonValue tree) {
        return new JsonToTournament().tournament(tree);
    }

    private Checked<Tournament> tournament(JsonValue tree) {
        Fields root = new Fields(tree, "tournament", problems);
        if (root.failed()) {
            return Checked.invalid(problems);
        }
        Optional<String> schema = root.string("schema");
        if (root.failed()) {
            return Checked.invalid(problems);
        }
        if (schema.isEmpty()) {
            root.problem("field 'schema' is missing: a Tengen tournament file starts with \"schema\": \"" + TournamentJson.SCHEMA + "\"");
            return Checked.invalid(problems);
        }
        if (!schema.get().equals(TournamentJson.SCHEMA)) {
            root.problem("schema '" + schema.get() + "' is not one this version reads (" + TournamentJson.SCHEMA + ")");
            return Checked.invalid(problems);
        }
        Optional<Event> event = root.required("event").flatMap(this::event);
        Optional<Regulations> regulations = root.required("regulations").flatMap(this::regulations);
        Optional<PairingSystem> pairing = root.required("pairing").flatMap(this::pairing);
        Optional<Placement> placement = root.required("placement").flatMap(this::placement);
        JsonToRoster roster = new JsonToRoster(problems);
        var players = roster.players(root.array("players"));
        var entries = roster.entries(root.array("entries"));
        var rounds = roster.rounds(root.array("rounds"));
        root.rejectUnknown();
        if (!problems.isEmpty()) {
            return Checked.invalid(problems);
        }
        Tournament tournament = new Tournament(event.orElseThrow(), regulations.orElseThrow(), pairing.orElseThrow(),
                placement.orElseThrow(), players, entries, rounds);
        return Checked.of(tournament, TournamentCheck.problems(tournament));
    }

    private Optional<Event> event(JsonValue value) {
        Fields f = new Fields(value, "event", problems);
        String name = f.requiredString("name");
        String shortName = f.string("shortName", name);
        Optional<LocalDate> begins = f.date("begins");
        if (begins.isEmpty() && f.member("begins").isEmpty()) {
            f.problem("field 'begins' is missing");
        }
        Optional<LocalDate> ends = f.date("ends");
        String place = f.string("place", "");
        String director = f.string("director", "");
        f.rejectUnknown();
        return build(f, () -> new Event(name, shortName, begins.orElseThrow(), ends.orElse(begins.orElseThrow()), place, director));
    }

    private Optional<Regulations> regulations(JsonValue value) {
        Fields f = new Fields(value, "regulations", problems);
        Optional<String> ruleSet = f.string("ruleSet");
        Optional<String> code = f.string("competitionCode");
        int boardSize = f.requiredInteger("boardSize");
        double compensation = f.requiredDecimal("compensation");
        int rounds = f.requiredInteger("rounds");
        if (rounds > Regulations.MAX_ROUNDS) {
            f.problem(f.member("rounds").orElseThrow(), "field 'rounds': "
                    + Regulations.tooManyRounds(rounds));
        }
        Optional<HandicapPolicy> handicap = f.member("handicap").isPresent()
                ? f.member("handicap").flatMap(this::handicap) : Optional.of(HandicapPolicy.NONE);
        f.rejectUnknown();
        return build(f, () -> new Regulations(ruleSet, code, boardSize, compensation, handicap.orElseThrow(), rounds));
    }

    private Optional<HandicapPolicy> handicap(JsonValue value) {
        Fields f = new Fields(value, "handicap", problems);
        HandicapPolicy.Basis basis = f.constant("basis", HandicapPolicy.Basis.values(), null);
        Rank threshold = f.rank("noHandicapFrom");
        int correction = f.requiredInteger("correction");
        int ceiling = f.requiredInteger("ceiling");
        f.rejectUnknown();
        return build(f, () -> new HandicapPolicy(basis, threshold, correction, ceiling));
    }

    private Optional<PairingSystem> pairing(JsonValue value) {
        Fields f = new Fields(value, "pairing", problems);
        String system = f.requiredString("system");
        if (system == null) {
            return Optional.empty();
        }
        Optional<PairingSystem> built = switch (system) {
            case "round-robin" -> {
                int cycles = f.integer("cycles", 1);
                yield build(f, () -> new PairingSystem.RoundRobin(cycles));
            }
            case "knockout" -> {
                int losses = f.integer("lossesAllowed", 1);
                yield build(f, () -> new PairingSystem.Knockout(losses));
            }
            case "swiss" -> {
                Optional<DrawRules> draw = draw(f);
                yield build(f, () -> new PairingSystem.Swiss(draw.orElseThrow()));
            }
            case "swiss-knockout" -> {
                Optional<DrawRules> draw = draw(f);
                int after = f.requiredInteger("knockoutAfterRound");
                int perRound = f.requiredInteger("eliminatedPerRound");
                yield build(f, () -> new PairingSystem.SwissKnockout(draw.orElseThrow(), after, perRound));
            }
            case "mcmahon" -> {
                Rank bar = f.rank("bar");
                Rank floor = f.rank("floor");
                Rank zero = f.rank("zero");
                Optional<DrawRules> draw = draw(f);
                yield build(f, () -> new PairingSystem.McMahon(bar, floor, zero, draw.orElseThrow()));
            }
            case "ing" -> {
                int in = f.requiredInteger("inLine");
                int out = f.requiredInteger("outLine");
                int winners = f.requiredInteger("winners");
                yield build(f, () -> new PairingSystem.Ing(in, out, winners));
            }
            default -> {
                f.problem("system '" + system + "' is not one of round-robin, knockout, swiss, swiss-knockout, mcmahon, ing");
                yield Optional.empty();
            }
        };
        f.rejectUnknown();
        return f.failed() ? Optional.empty() : built;
    }

    private Optional<DrawRules> draw(Fields pairing) {
        Optional<JsonValue> value = pairing.member("draw");
        if (value.isEmpty()) {
            return Optional.of(DrawRules.OPENGOTHA_DEFAULT);
        }
        Fields f = new Fields(value.get(), "draw", problems);
        DrawRules d = DrawRules.OPENGOTHA_DEFAULT;
        Seeding early = f.constant("earlySeeding", Seeding.values(), d.earlySeeding());
        Seeding late = f.constant("lateSeeding", Seeding.values(), d.lateSeeding());
        int lastEarly = f.integer("lastEarlyRound", d.lastEarlyRound());
        DrawPosition down = f.constant("drawnDown", DrawPosition.values(), d.drawnDown());
        DrawPosition up = f.constant("drawnUp", DrawPosition.values(), d.drawnUp());
        boolean compensate = f.bool("compensateDraws", d.compensateDraws());
        Optional<Geography> geography = f.member("geography").isPresent()
                ? f.member("geography").flatMap(this::geography) : Optional.of(d.geography());
        f.rejectUnknown();
        return build(f, () -> new DrawRules(early, late, lastEarly, down, up, compensate, geography.orElseThrow()));
    }

    private Optional<Geography> geography(JsonValue value) {
        Fields f = new Fields(value, "geography", problems);
        boolean avoid = f.requiredBool("avoid");
        int club = f.integer("scoreGapBeforeSameClub", Geography.OPENGOTHA_DEFAULT.scoreGapBeforeSameClub());
        int country = f.integer("scoreGapBeforeSameCountry", Geography.OPENGOTHA_DEFAULT.scoreGapBeforeSameCountry());
        f.rejectUnknown();
        return build(f, () -> new Geography(avoid, club, country));
    }

    private Optional<Placement> placement(JsonValue value) {
        Fields f = new Fields(value, "placement", problems);
        List<PlacementCriterion> criteria = new ArrayList<>();
        f.required("criteria");
        for (JsonValue element : f.array("criteria")) {
            if (element instanceof JsonValue.JsonString s) {
                PlacementCriterion.named(s.value()).ifPresentOrElse(criteria::add, () -> f.problem(element,
                        "'" + s.value() + "' is not a placement criterion; known: " + String.join(", ",
                                java.util.Arrays.stream(PlacementCriterion.values()).map(PlacementCriterion::fileName).toList())));
            } else {
                f.problem(element, "a placement criterion is a name in a string, not " + JsonValue.kind(element));
            }
        }
        Optional<UnplayedRounds> unplayed = f.member("unplayed").isPresent()
                ? f.member("unplayed").flatMap(this::unplayed) : Optional.of(UnplayedRounds.OPENGOTHA_DEFAULT);
        f.rejectUnknown();
        return build(f, () -> new Placement(criteria, unplayed.orElseThrow()));
    }

    private Optional<UnplayedRounds> unplayed(JsonValue value) {
        Fields f = new Fields(value, "unplayed", problems);
        UnplayedRounds d = UnplayedRounds.OPENGOTHA_DEFAULT;
        int winsForBye = f.integer("winsForBye", d.winsForBye());
        int winsForAbsence = f.integer("winsForAbsence", d.winsForAbsence());
        int mmsForBye = f.integer("mcMahonForBye", d.mcMahonForBye());
        int mmsForAbsence = f.integer("mcMahonForAbsence", d.mcMahonForAbsence());
        boolean roundDown = f.bool("roundDown", d.roundDown());
        boolean halfPoint = f.bool("unplayedAsHalfPoint", d.unplayedAsHalfPoint());
        f.rejectUnknown();
        return build(f, () -> new UnplayedRounds(winsForBye, winsForAbsence, mmsForBye, mmsForAbsence, roundDown,
                halfPoint));
    }

    /**
     * Builds the record once every field read; a value a record refuses (a floor above the bar, a
     * ceiling of 12) becomes a problem of this object.
     */
    static <T> Optional<T> build(Fields f, Supplier<T> constructor) {
        if (f.failed()) {
            return Optional.empty();
        }
        try {
            return Optional.of(constructor.get());
        } catch (IllegalArgumentException e) {
            f.problem(e.getMessage());
            return Optional.empty();
        }
    }
}
