package dev.tengen.cli;

import dev.tengen.standing.Place;
import dev.tengen.standing.TournamentStandings;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Tournament;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code tengen standings [--after-round N] [--criteria LIST] [--json] FILE}: the ranked table of a
 * tournament with every criterion's value, by the engine's {@link TournamentStandings}; entrants equal on every
 * criterion share a place ("3="); players registered but never paired are listed apart, unplaced.
 */
final class StandingsCommand implements Command {

    @Override
    public String name() {
        return "standings";
    }

    @Override
    public String usage() {
        return "[--after-round N] [--criteria NBW,SOS,...] [--json] FILE";
    }

    @Override
    public String summary() {
        return "rank the players of a tournament file by its placement criteria";
    }

    @Override
    public int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError {
        Args args = Args.parse(words, Set.of("after-round", "criteria"), Set.of("json"));
        if (args.operands().size() != 1) {
            throw new Args.UsageError("name exactly one tournament file");
        }
        List<PlacementCriterion> requested = args.option("criteria").isPresent() ? criteria(args.option("criteria").get()) : null;
        Integer afterRound = null;
        if (args.option("after-round").isPresent()) {
            afterRound = afterRound(args.option("after-round").get());
        }
        String file = args.operands().get(0);
        java.util.Optional<Tournament> read = TournamentFiles.readOrSay(file, err);
        if (read.isEmpty()) {
            return Tengen.BAD_INPUT;
        }
        Tournament tournament = read.get();
        int round = afterRound == null ? tournament.lastPairedRound() : afterRound;
        if (round > tournament.lastPairedRound()) {
            err.println(file + ": no standings after round " + round + ": the last paired round is " + tournament.lastPairedRound());
            return Tengen.BAD_INPUT;
        }
        List<PlacementCriterion> criteria = requested == null ? tournament.placement().criteria() : requested;
        return switch (TournamentStandings.rank(tournament, round, criteria)) {
            case TournamentStandings.Refused refused -> {
                err.println(file + ": no standings: " + refused.reason());
                yield Tengen.RULE_BROKEN;
            }
            case TournamentStandings.Ranked ranked -> {
                if (args.flag("json")) {
                    out.println(JsonWriter.write(json(file, tournament, ranked)));
                } else {
                    print(out, tournament, ranked);
                }
                yield Tengen.OK;
            }
        };
    }

    static List<PlacementCriterion> criteria(String list) throws Args.UsageError {
        List<PlacementCriterion> criteria = new ArrayList<>();
        for (String name : list.split(",")) {
            String trimmed = name.strip();
            if (trimmed.isEmpty()) {
                continue;
            }
            PlacementCriterion criterion = PlacementCriterion.named(trimmed).orElseThrow(() -> new Args.UsageError(
                    "unknown criterion '" + trimmed + "'; known: " + String.join(", ",
                            Arrays.stream(PlacementCriterion.values()).map(PlacementCriterion::fileName).toList())));
            if (criteria.contains(criterion)) {
                throw new Args.UsageError("criterion " + criterion.fileName() + " is listed twice");
            }
            criteria.add(criterion);
        }
        if (criteria.isEmpty()) {
            throw new Args.UsageError("--criteria names at least one criterion");
        }
        return criteria;
    }

    private static int afterRound(String text) throws Args.UsageError {
        try {
            int round = Integer.parseInt(text.strip());
            if (round < 0) {
                throw new Args.UsageError("--after-round is 0 or more; got " + round);
            }
            return round;
        } catch (NumberFormatException e) {
            throw new Args.UsageError("--after-round takes a round number, such as 3; got '" + text + "'");
        }
    }

    /** A value as printed: RANK as the rank itself, WARNINGS as the count, numbers without needless decimals. */
    static String display(Tournament tournament, String id, PlacementCriterion criterion, double value) {
        return switch (criterion) {
            case RANK -> tournament.player(id).map(p -> p.rank().notation()).orElse("-");
            case WARNINGS -> number(-value);
            default -> number(value);
        };
    }

    static String number(double value) {
        if (value == Math.rint(value)) {
            return Long.toString((long) value);
        }
        if (value * 2 == Math.rint(value * 2)) {
            return String.valueOf(value);
        }
        return String.format(java.util.Locale.ROOT, "%.2f", value);
    }

    private static String place(Place place) {
        return place.place() + (place.shared() ? "=" : "");
    }

    private static void print(PrintStream out, Tournament tournament, TournamentStandings.Ranked ranked) {
        out.println(tournament.event().name() + ": standings after round " + ranked.afterRound() + " of "
                + tournament.regulations().rounds() + " (" + tournament.pairing().name() + ")");
        int width = 4;
        for (Place place : ranked.standings().places()) {
            width = Math.max(width, TournamentFiles.label(tournament, place.entrant()).length());
        }
        StringBuilder header = new StringBuilder(String.format("  %5s  %-" + width + "s", "place", "name"));
        for (PlacementCriterion criterion : ranked.criteria()) {
            header.append(String.format("  %8s", criterion.fileName()));
        }
        out.println(header);
        for (Place place : ranked.standings().places()) {
            StringBuilder line = new StringBuilder(String.format("  %5s  %-" + width + "s", place(place),
                    TournamentFiles.label(tournament, place.entrant())));
            for (int i = 0; i < ranked.criteria().size(); i++) {
                line.append(String.format("  %8s", display(tournament, place.entrant(), ranked.criteria().get(i),
                        place.values().get(i))));
            }
            out.println(line);
        }
        if (ranked.standings().places().stream().anyMatch(Place::shared)) {
            out.println("  = shared place: equal on every criterion (Chinese 2002 art. 27.1 (1)(C): play-off or lots decide)");
        }
        if (!ranked.registeredOnly().isEmpty()) {
            out.println("  registered, no game (" + ranked.registeredOnly().size() + ", not placed):");
            ranked.registeredOnly().forEach(id -> out.println("    " + TournamentFiles.label(tournament, id)));
        }
    }

    private static Map<String, Object> json(String file, Tournament tournament, TournamentStandings.Ranked ranked) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", file);
        m.put("event", tournament.event().name());
        m.put("afterRound", ranked.afterRound());
        m.put("criteria", ranked.criteria().stream().map(PlacementCriterion::fileName).toList());
        List<Object> places = new ArrayList<>();
        for (Place place : ranked.standings().places()) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("place", place.place());
            p.put("shared", place.shared());
            p.put("id", place.entrant());
            p.put("name", TournamentFiles.label(tournament, place.entrant()));
            Map<String, Object> values = new LinkedHashMap<>();
            for (int i = 0; i < ranked.criteria().size(); i++) {
                PlacementCriterion criterion = ranked.criteria().get(i);
                double value = place.values().get(i);
                values.put(criterion.fileName(), switch (criterion) {
                    case RANK -> display(tournament, place.entrant(), criterion, value);
                    case WARNINGS -> -value;
                    default -> value;
                });
            }
            p.put("values", values);
            places.add(p);
        }
        m.put("standings", places);
        List<Object> registered = new ArrayList<>();
        for (String id : ranked.registeredOnly()) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("id", id);
            p.put("name", TournamentFiles.label(tournament, id));
            registered.add(p);
        }
        m.put("registeredNoGame", registered);
        return m;
    }
}
