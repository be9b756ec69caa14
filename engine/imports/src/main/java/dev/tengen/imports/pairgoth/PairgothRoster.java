package dev.tengen.imports.pairgoth;

import dev.tengen.imports.ImportNames;
import dev.tengen.imports.NameWarning;
import dev.tengen.imports.Ranks;
import dev.tengen.json.JsonValue;
import dev.tengen.json.JsonValue.JsonArray;
import dev.tengen.rank.Rank;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Registration;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.json.Fields;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;

/**
 * The {@code players} and {@code games} of a pairgoth file. A game is {@code id}, {@code t} (table), {@code w} and
 * {@code b} (player ids; 0 is pairgoth's bye player), {@code h} (handicap) and {@code r}, one of pairgoth's result
 * symbols (Game.kt): {@code w}, {@code b}, {@code =} jigo, {@code X} cancelled, {@code #} both win, {@code 0} both lose,
 * {@code ?} unknown.
 */
final class PairgothRoster {

    /** pairgoth's ByePlayer id. */
    private static final int BYE = 0;

    /** The external ids pairgoth keeps (DatabaseId), by Tengen's membership body of the same name. */
    private static final List<String> BODIES = List.of("aga", "egf", "ffg");

    private final int rounds;
    private final List<Problem> problems;
    private final List<Problem> warnings;
    private final Set<String> ids = new HashSet<>();
    /** Where each player's texts are, by id: the value a warning on one names. */
    private final Map<String, Map<NameWarning.PlayerText, String>> texts = new HashMap<>();
    private List<NameWarning> names = List.of();

    /** The member of a pairgoth player holding each of a player's texts. */
    private static final Map<NameWarning.PlayerText, String> FIELDS = Map.of(NameWarning.PlayerText.NAME, "name",
            NameWarning.PlayerText.FIRST_NAME, "firstname", NameWarning.PlayerText.CLUB, "club",
            NameWarning.PlayerText.COUNTRY, "country");

    PairgothRoster(int rounds, List<Problem> problems, List<Problem> warnings) {
        this.rounds = rounds;
        this.problems = problems;
        this.warnings = warnings;
    }

    List<Player> players(List<JsonValue> entries, Fields tournament) {
        if (tournament.member("players").isEmpty()) {
            tournament.problem("field 'players' is missing");
        }
        List<Player> players = new ArrayList<>();
        for (JsonValue entry : entries) {
            player(entry).ifPresent(players::add);
        }
        names = ImportNames.warnings(players);
        warnings.addAll(ImportNames.said(names, text -> "field '" + FIELDS.get(text) + "'", player -> "player " + player.id(),
                (player, text) -> texts.get(player.id()).get(text)));
        return ImportNames.visible(players);
    }

    /** What a director should look at in the players read ({@link #players} first), as values. */
    List<NameWarning> names() {
        return names;
    }

    /** The player's name, club or country, refused when it holds a control character; its place kept for a warning. */
    private void text(int id, Fields f, NameWarning.PlayerText text) {
        String field = FIELDS.get(text);
        if (f.member(field).orElse(null) instanceof JsonValue.JsonString value) {
            ImportNames.unreadable("field '" + field + "'", value.value()).ifPresent(why -> f.problem(value, why));
            texts.computeIfAbsent(String.valueOf(id), ignored -> new EnumMap<>(NameWarning.PlayerText.class))
                    .put(text, f.context() + " (" + value.position() + ")");
        }
    }

    private Optional<Player> player(JsonValue entry) {
        Fields f = new Fields(entry, "player", problems);
        int id = f.requiredInteger("id");
        f.named("player " + id);
        if (!f.failed() && (id <= BYE || !ids.add(String.valueOf(id)))) {
            f.problem(id <= BYE ? "a player id is a number from 1" : "player id " + id + " is given twice");
        }
        String name = f.requiredString("name");
        String firstName = f.string("firstname", "");
        int rankValue = f.requiredInteger("rank");
        OptionalInt rating = f.integer("rating");
        Optional<Rank> rank = Ranks.ofValue(rankValue);
        if (rank.isEmpty() && f.member("rank").isPresent()) {
            f.problem("field 'rank' is a rank from -30 (30k) to 8 (9d), not " + rankValue);
        }
        if (name != null && name.isBlank()) {
            f.problem("field 'name' is empty");
        }
        for (NameWarning.PlayerText text : NameWarning.PlayerText.values()) {
            text(id, f, text);
        }
        List<Integer> skipped = new ArrayList<>();
        for (JsonValue round : f.array("skip")) {
            f.asInteger("skip", round).ifPresent(number -> {
                if (number < 1 || number > rounds) {
                    f.problem(round, "round " + number + " is not one of the " + rounds + " rounds");
                } else {
                    skipped.add(number);
                }
            });
        }
        Map<String, String> memberships = new TreeMap<>();
        for (String body : BODIES) {
            f.string(body).filter(s -> !s.isBlank()).ifPresent(value -> memberships.put(body, value));
        }
        Registration registration = f.bool("final", true) ? Registration.FINAL : Registration.PRELIMINARY;
        int correction = f.integer("mmsCorrection", 0);
        String club = f.string("club", "");
        String country = f.string("country", "");
        if (f.failed()) {
            return Optional.empty();
        }
        return Optional.of(new Player(String.valueOf(id), name, firstName, rank.orElseThrow(), rating, club, country,
                Optional.empty(), registration, skipped, OptionalInt.empty(), correction, 0, memberships));
    }

    /** {@code games}: one array per round, in round order. */
    List<Round> rounds(List<JsonValue> perRound) {
        List<Round> read = new ArrayList<>();
        for (int i = 0; i < perRound.size(); i++) {
            int number = i + 1;
            if (!(perRound.get(i) instanceof JsonArray games)) {
                problems.add(new Problem("games, round " + number + " (" + perRound.get(i).position() + ")",
                        "a round's games are an array, not " + JsonValue.kind(perRound.get(i))));
                continue;
            }
            if (number > rounds) {
                problems.add(new Problem("games, round " + number + " (" + games.position() + ")",
                        "the tournament has " + rounds + " rounds"));
                continue;
            }
            List<GameRecord> played = new ArrayList<>();
            List<Bye> byes = new ArrayList<>();
            for (JsonValue game : games.elements()) {
                game(number, game, played, byes);
            }
            read.add(new Round(number, played, byes));
        }
        return read;
    }

    private void game(int round, JsonValue entry, List<GameRecord> games, List<Bye> byes) {
        Fields f = new Fields(entry, "round " + round + ", game", problems);
        int white = f.requiredInteger("w");
        int black = f.requiredInteger("b");
        int table = f.integer("t", 0);
        int handicap = f.integer("h", 0);
        String symbol = f.string("r", "?");
        if (f.failed()) {
            return;
        }
        f.named("round " + round + ", table " + table);
        if (white == BYE || black == BYE) {
            int player = white == BYE ? black : white;
            if (known(f, player)) {
                byes.add(new Bye(round, String.valueOf(player), Bye.Kind.PAIRING_BYE));
            }
            return;
        }
        Optional<Outcome> outcome = outcome(symbol);
        if (outcome.isEmpty()) {
            f.problem("result '" + symbol + "' is not one of pairgoth's w, b, =, X, #, 0, ?");
        }
        if (white == black) {
            f.problem("player " + white + " cannot play himself");
        }
        if (table < 1) {
            f.problem("tables are numbered from 1, not " + table);
        }
        if (handicap < 0 || handicap > 9) {
            f.problem("a handicap lies in 0..9, not " + handicap);
        }
        boolean known = known(f, white) & known(f, black);
        if (!f.failed() && known) {
            games.add(new GameRecord(round, table, String.valueOf(black), String.valueOf(white), handicap,
                    outcome.orElseThrow(), false));
        }
    }

    private boolean known(Fields f, int id) {
        if (!ids.contains(String.valueOf(id))) {
            f.problem("player " + id + " is not in the player list");
            return false;
        }
        return true;
    }

    static Optional<Outcome> outcome(String symbol) {
        return Optional.ofNullable(switch (symbol) {
            case "w" -> Outcome.WHITE_WINS;
            case "b" -> Outcome.BLACK_WINS;
            case "=" -> Outcome.DRAW;
            case "X" -> Outcome.NO_RESULT;
            case "#" -> Outcome.BOTH_WIN;
            case "0" -> Outcome.BOTH_LOSE;
            case "?" -> Outcome.PENDING;
            default -> null;
        });
    }
}
