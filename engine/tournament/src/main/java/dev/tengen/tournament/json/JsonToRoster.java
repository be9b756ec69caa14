package dev.tengen.tournament.json;

import dev.tengen.json.JsonValue;
import dev.tengen.rank.Rank;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.Entry;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Registration;
import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.Round;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/** Reads the players, entries and rounds of a Tengen tournament file. */
final class JsonToRoster {

    private final List<Problem> problems;

    JsonToRoster(List<Problem> problems) {
        this.problems = problems;
    }

    List<Player> players(List<JsonValue> values) {
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            player(values.get(i), i + 1).ifPresent(players::add);
        }
        return players;
    }

    private Optional<Player> player(JsonValue value, int number) {
        Fields f = new Fields(value, "player " + number, problems);
        String id = f.requiredString("id");
        if (id != null) {
            f.named("player '" + id + "'");
        }
        String name = f.requiredString("name");
        String firstName = f.string("firstName", "");
        Rank rank = f.rank("rank");
        OptionalInt rating = f.integer("rating");
        String club = f.string("club", "");
        String country = f.string("country", "");
        Optional<LocalDate> birthDate = f.date("birthDate");
        Registration registration = f.constant("registration", Registration.values(), Registration.FINAL);
        List<Integer> absent = new ArrayList<>();
        for (JsonValue round : f.array("absentRounds")) {
            f.asInteger("absentRounds", round).ifPresent(absent::add);
        }
        OptionalInt withdrawnFrom = f.integer("withdrawnFrom");
        int correction = f.integer("mcMahonCorrection", 0);
        int warnings = f.integer("warnings", 0);
        Map<String, String> memberships = memberships(f);
        f.rejectUnknown();
        return JsonToTournament.build(f, () -> new Player(id, name, firstName, rank, rating, club, country, birthDate,
                registration, absent, withdrawnFrom, correction, warnings, memberships));
    }

    private Map<String, String> memberships(Fields player) {
        Map<String, String> memberships = new LinkedHashMap<>();
        Optional<JsonValue> value = player.member("memberships");
        if (value.isEmpty()) {
            return memberships;
        }
        if (!(value.get() instanceof JsonValue.JsonObject object)) {
            player.problem(value.get(), "field 'memberships' is an object, not " + JsonValue.kind(value.get()));
            return memberships;
        }
        object.members().forEach((body, id) -> {
            if (id instanceof JsonValue.JsonString s) {
                memberships.put(body, s.value());
            } else {
                player.problem(id, "membership '" + body + "' is an id in a string, not " + JsonValue.kind(id));
            }
        });
        return memberships;
    }

    List<Entry> entries(List<JsonValue> values) {
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            entry(values.get(i), i + 1).ifPresent(entries::add);
        }
        return entries;
    }

    private Optional<Entry> entry(JsonValue value, int number) {
        Fields f = new Fields(value, "entry " + number, problems);
        String id = f.requiredString("id");
        if (id != null) {
            f.named("entry '" + id + "'");
        }
        String kind = f.requiredString("kind");
        String name = f.string("name", id == null ? "" : id);
        List<String> players = strings(f, "players");
        f.rejectUnknown();
        if (kind == null) {
            return Optional.empty();
        }
        return switch (kind) {
            case "team" -> JsonToTournament.build(f, () -> new Entry.Team(id, name, players));
            case "pair-go" -> JsonToTournament.build(f, () -> new Entry.PairGoPair(id, name, players));
            default -> {
                f.problem("kind '" + kind + "' is not one of team, pair-go");
                yield Optional.empty();
            }
        };
    }

    private static List<String> strings(Fields f, String name) {
        List<String> out = new ArrayList<>();
        for (JsonValue element : f.array(name)) {
            if (element instanceof JsonValue.JsonString s) {
                out.add(s.value());
            } else {
                f.problem(element, "'" + name + "' lists ids in strings, not " + JsonValue.kind(element));
            }
        }
        return out;
    }

    List<Round> rounds(List<JsonValue> values) {
        List<Round> rounds = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            round(values.get(i), i + 1).ifPresent(rounds::add);
        }
        return rounds;
    }

    private Optional<Round> round(JsonValue value, int position) {
        Fields f = new Fields(value, "rounds[" + position + "]", problems);
        int number = f.requiredInteger("round");
        if (!f.failed()) {
            f.named("round " + number);
        }
        if (number > Regulations.MAX_ROUNDS) {
            f.problem(f.member("round").orElseThrow(), "a tournament has at most " + Regulations.MAX_ROUNDS
                    + " rounds, so no round " + number);
            return Optional.empty();
        }
        List<GameRecord> games = new ArrayList<>();
        List<JsonValue> gameValues = f.array("games");
        for (int i = 0; i < gameValues.size(); i++) {
            game(gameValues.get(i), number, f.context() + ", game " + (i + 1)).ifPresent(games::add);
        }
        List<Bye> byes = new ArrayList<>();
        for (JsonValue byeValue : f.array("byes")) {
            bye(byeValue, number, f.context() + ", bye").ifPresent(byes::add);
        }
        f.rejectUnknown();
        if (games.size() != gameValues.size()) {
            return Optional.empty();
        }
        return JsonToTournament.build(f, () -> new Round(number, games, byes));
    }

    private Optional<GameRecord> game(JsonValue value, int round, String context) {
        Fields f = new Fields(value, context, problems);
        int board = f.requiredInteger("board");
        if (!f.failed()) {
            f.named("round " + round + ", board " + board);
        }
        String black = f.requiredString("black");
        String white = f.requiredString("white");
        int handicap = f.integer("handicap", 0);
        Outcome outcome = f.constant("result", Outcome.values(), null);
        boolean forfeit = f.bool("forfeit", false);
        f.rejectUnknown();
        return JsonToTournament.build(f, () -> new GameRecord(round, board, black, white, handicap, outcome, forfeit));
    }

    private Optional<Bye> bye(JsonValue value, int round, String context) {
        Fields f = new Fields(value, context, problems);
        String player = f.requiredString("player");
        Bye.Kind kind = f.constant("kind", Bye.Kind.values(), Bye.Kind.PAIRING_BYE);
        f.rejectUnknown();
        return JsonToTournament.build(f, () -> new Bye(round, player, kind));
    }
}
