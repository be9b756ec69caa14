package dev.tengen.cli;

import dev.tengen.clock.Byoyomi;
import dev.tengen.clock.IngPenaltyPoints;
import dev.tengen.clock.IngSecondReading;
import dev.tengen.clock.MovesInPeriod;
import dev.tengen.clock.SuddenDeath;
import dev.tengen.clock.TimeSystem;
import dev.tengen.conduct.Action;
import dev.tengen.conduct.CompetitionCode;
import dev.tengen.conduct.CompetitionCodes;
import dev.tengen.conduct.Setup;
import dev.tengen.conduct.Team;
import dev.tengen.conduct.Venue;
import dev.tengen.rank.Contender;
import dev.tengen.rank.Rank;
import dev.tengen.rules.Color;
import dev.tengen.rules.Compensation;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An adjudication script (docs/ADJUDICATE.md): JSON lines, a header then timestamped actions. Reading
 * is strict: an unknown field, a missing one or a value of the wrong kind is an error naming its line.
 */
record AdjudicateScript(Setup setup, List<Line> lines) {

    /** One action with the line it came from and its time since the scheduled start. */
    record Line(int number, Duration t, Action action) {}

    private static final Set<String> HEADER = Set.of("tengen", "rules", "code", "board", "komi", "handicap", "start", "venue",
            "time", "black", "white", "absences", "computer_pairing", "presses");

    static AdjudicateScript parse(String text) throws AdjudicateFields.Malformed {
        List<AdjudicateFields> rows = new ArrayList<>();
        String[] raw = text.split("\n", -1);
        for (int i = 0; i < raw.length; i++) {
            String line = raw[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            Object value;
            try {
                value = AdjudicateJson.parse(line);
            } catch (AdjudicateJson.Malformed e) {
                throw new AdjudicateFields.Malformed(i + 1, "", "not JSON at column " + e.column + ": " + e.getMessage());
            }
            if (!(value instanceof Map<?, ?> map)) {
                throw new AdjudicateFields.Malformed(i + 1, "", "each line is one JSON object");
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> fields = (Map<String, Object>) map;
            rows.add(new AdjudicateFields(fields, i + 1));
        }
        if (rows.isEmpty()) {
            throw new AdjudicateFields.Malformed(1, "", "the script is empty; its first line is the header");
        }
        AdjudicateFields header = rows.get(0);
        header.only(HEADER);
        Ruleset rules = ruleset(header);
        CompetitionCode code = code(header, rules);
        int size = header.has("board") ? (int) header.integer("board") : code.ruleset().equals(rules.name()) ? code.boardSize() : rules.boardSize();
        if (size < Ruleset.MIN_BOARD_SIZE || size > Ruleset.MAX_BOARD_SIZE) {
            throw header.error("board", "must be " + Ruleset.MIN_BOARD_SIZE + " to " + Ruleset.MAX_BOARD_SIZE);
        }
        rules = rules.withBoardSize(size);
        if (header.has("komi")) {
            rules = rules.withCompensation(new Compensation(header.number("komi"), rules.compensation().unit()));
        }
        if (header.flag("computer_pairing")) {
            code = code.withPairedByComputer(true);
        }
        List<AdjudicateFields> actionRows = rows.subList(1, rows.size());
        Set<Color> absent = EnumSet.noneOf(Color.class);
        for (AdjudicateFields row : actionRows) {
            if ("arrive".equals(row.raw("do"))) {
                absent.add(row.colour("player"));
            }
        }
        Team black = team(header, "black");
        Team white = team(header, "white");
        if (black.isPair() != white.isPair()) {
            throw header.error(black.isPair() ? "white" : "black", "Pair Go needs partners on both sides");
        }
        Map<Color, Contender> contenders = new EnumMap<>(Color.class);
        contender(header, "black").ifPresent(c -> contenders.put(Color.BLACK, c));
        contender(header, "white").ifPresent(c -> contenders.put(Color.WHITE, c));
        Setup setup = new Setup(rules, code, start(header), venue(header), time(header, code), handicap(header, size),
                black, white, absent, absences(header), explicitPresses(header));
        List<Line> lines = new ArrayList<>();
        Duration last = Duration.ZERO;
        for (AdjudicateFields row : actionRows) {
            Duration t = row.duration("t");
            if (t.compareTo(last) < 0) {
                throw row.error("t", "times go forward: this line is earlier than the one before");
            }
            last = t;
            lines.add(new Line(row.line(), t, AdjudicateActions.action(row, setup.scheduledStart().plus(t), size, setup, contenders)));
        }
        return new AdjudicateScript(setup, lines);
    }

    private static Ruleset ruleset(AdjudicateFields header) throws AdjudicateFields.Malformed {
        if (header.has("rules")) {
            String name = header.string("rules");
            return Rulesets.byName(name).orElseThrow(() -> header.error("rules",
                    "unknown rule set \"" + name + "\"; known: " + String.join(", ", Rulesets.names())));
        }
        String codeName = header.string("code");
        CompetitionCode code = CompetitionCodes.byName(codeName).orElseThrow(() -> header.error("code",
                "unknown competition code \"" + codeName + "\"; known: " + String.join(", ", CompetitionCodes.names())));
        return Rulesets.byName(code.ruleset()).orElseThrow();
    }

    private static CompetitionCode code(AdjudicateFields header, Ruleset rules) throws AdjudicateFields.Malformed {
        if (!header.has("code")) {
            return CompetitionCodes.defaultFor(rules);
        }
        String name = header.string("code");
        return CompetitionCodes.byName(name).orElseThrow(() -> header.error("code",
                "unknown competition code \"" + name + "\"; known: " + String.join(", ", CompetitionCodes.names())));
    }

    private static Instant start(AdjudicateFields header) throws AdjudicateFields.Malformed {
        if (!header.has("start")) {
            return Instant.EPOCH;
        }
        try {
            return Instant.parse(header.string("start"));
        } catch (DateTimeParseException e) {
            throw header.error("start", "must be an instant such as \"2013-07-01T10:00:00Z\"");
        }
    }

    private static Venue venue(AdjudicateFields header) throws AdjudicateFields.Malformed {
        String v = header.optionalString("venue").orElse("near");
        return switch (v) {
            case "near" -> Venue.NEAR_LODGING;
            case "away" -> Venue.AWAY_FROM_LODGING;
            default -> throw header.error("venue", "must be \"near\" or \"away\" (from the lodging)");
        };
    }

    private static int handicap(AdjudicateFields header, int size) throws AdjudicateFields.Malformed {
        long h = header.has("handicap") ? header.integer("handicap") : 0;
        if (h < 0 || h > 9 || h >= 2 && h > dev.tengen.rules.Handicap.maxFixedStones(size)) {
            throw header.error("handicap", h + " stones do not fit a " + size + "x" + size + " board");
        }
        return (int) h;
    }

    private static boolean explicitPresses(AdjudicateFields header) throws AdjudicateFields.Malformed {
        String p = header.optionalString("presses").orElse("with-move");
        return switch (p) {
            case "with-move" -> false;
            case "explicit" -> true;
            default -> throw header.error("presses", "must be \"with-move\" or \"explicit\"");
        };
    }

    private static Team team(AdjudicateFields header, String side) throws AdjudicateFields.Malformed {
        if (!header.has(side)) {
            return Team.player(side.equals("black") ? "Black" : "White");
        }
        if (header.raw(side) instanceof String name) {
            return Team.player(name);
        }
        AdjudicateFields team = header.object(side);
        team.only(Set.of("name", "partners", "rank", "born"));
        if (!team.has("partners")) {
            return Team.player(team.string("name"));
        }
        if (!(team.raw("partners") instanceof List<?> list) || list.size() != 2 || !list.stream().allMatch(o -> o instanceof String)) {
            throw team.error("partners", "a Pair Go side lists its two partners in playing order");
        }
        return new Team(team.optionalString("name").orElse(side), list.stream().map(String::valueOf).toList());
    }

    /** A side's rank and date of birth, for a colour drawing (Chinese 2002 art. 10; Ing 1991 art. 6). */
    private static Optional<Contender> contender(AdjudicateFields header, String side) throws AdjudicateFields.Malformed {
        if (!(header.raw(side) instanceof Map<?, ?>)) {
            return Optional.empty();
        }
        AdjudicateFields team = header.object(side);
        if (!team.has("rank")) {
            if (team.has("born")) {
                throw team.error("born", "a date of birth goes with a rank");
            }
            return Optional.empty();
        }
        String text = team.string("rank");
        Rank rank = Rank.parse(text).toOptional().orElseThrow(() -> team.error("rank",
                Rank.parse(text).refusal().orElse("not a rank")));
        if (!team.has("born")) {
            return Optional.of(Contender.of(rank));
        }
        try {
            return Optional.of(Contender.of(rank, LocalDate.parse(team.string("born"))));
        } catch (DateTimeParseException e) {
            throw team.error("born", "must be a date such as \"1960-03-01\"");
        }
    }

    private static Map<Color, Integer> absences(AdjudicateFields header) throws AdjudicateFields.Malformed {
        Map<Color, Integer> absences = new EnumMap<>(Color.class);
        if (header.has("absences")) {
            AdjudicateFields a = header.object("absences");
            a.only(Set.of("B", "W"));
            if (a.has("B")) {
                absences.put(Color.BLACK, (int) a.integer("B"));
            }
            if (a.has("W")) {
                absences.put(Color.WHITE, (int) a.integer("W"));
            }
        }
        return absences;
    }

    private static Optional<TimeSystem> time(AdjudicateFields header, CompetitionCode code) throws AdjudicateFields.Malformed {
        if (!header.has("time")) {
            return code.time();
        }
        AdjudicateFields t = header.object("time");
        String system = t.string("system");
        try {
            return switch (system) {
                case "none" -> {
                    t.only(Set.of("system"));
                    yield Optional.empty();
                }
                case "absolute" -> {
                    t.only(Set.of("system", "basic"));
                    yield Optional.of(SuddenDeath.of(t.duration("basic")));
                }
                case "byoyomi" -> {
                    t.only(Set.of("system", "basic", "periods", "period"));
                    yield Optional.of(new Byoyomi(t.duration("basic"), (int) t.integer("periods"), t.duration("period")));
                }
                case "moves-in-period" -> {
                    t.only(Set.of("system", "basic", "moves", "period"));
                    yield Optional.of(new MovesInPeriod(t.duration("basic"), (int) t.integer("moves"), t.duration("period")));
                }
                case "ing-penalty-points" -> {
                    t.only(Set.of("system", "basic"));
                    yield Optional.of(new IngPenaltyPoints(t.duration("basic")));
                }
                case "ing-second-reading" -> {
                    t.only(Set.of("system", "basic", "seconds", "exceedances"));
                    yield Optional.of(new IngSecondReading(t.duration("basic"), t.duration("seconds"), (int) t.integer("exceedances")));
                }
                default -> throw t.error("system", "must be none, absolute, byoyomi, moves-in-period, ing-penalty-points or ing-second-reading");
            };
        } catch (IllegalArgumentException e) {
            throw t.error("system", e.getMessage());
        }
    }
}
