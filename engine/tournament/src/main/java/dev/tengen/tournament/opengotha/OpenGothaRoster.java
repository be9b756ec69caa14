package dev.tengen.tournament.opengotha;

import dev.tengen.rank.Rank;
import dev.tengen.rank.RankKind;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Registration;
import dev.tengen.tournament.Round;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

/** The players, games and byes of an OpenGotha file. Players are keyed by NAME+FIRSTNAME, as games name them. */
final class OpenGothaRoster {

    private final List<Problem> problems;
    private final int rounds;

    OpenGothaRoster(List<Problem> problems, int rounds) {
        this.problems = problems;
        this.rounds = rounds;
    }

    List<Player> players(XmlElement root) {
        Map<String, Player> players = new LinkedHashMap<>();
        for (XmlElement element : root.child("Players").map(p -> p.all("Player")).orElse(List.of())) {
            player(element).ifPresent(player -> {
                if (players.containsKey(player.id())) {
                    problems.add(new Problem("line " + element.line() + ", player '" + player.id() + "'",
                            "is registered twice (OpenGotha keys players by name and first name)"));
                }
                players.put(player.id(), player);
            });
        }
        return List.copyOf(players.values());
    }

    private Optional<Player> player(XmlElement element) {
        Attributes a = new Attributes(element, "player", problems);
        int before = problems.size();
        String name = a.required("name");
        String firstName = a.required("firstName");
        if (name == null || firstName == null) {
            return Optional.empty();
        }
        String key = OpenGothaCodes.key(name, firstName);
        a.named("player '" + key + "'");
        if (key.isEmpty() || name.isBlank()) {
            a.problem("a player has a name");
            return Optional.empty();
        }
        Rank rank = rank(a);
        int rating = a.integer("rating", 0);
        // OpenGotha's rating origin INI marks a rating computed from the rank, not a rating of the player
        boolean rated = element.attribute("rating").isPresent() && !a.string("ratingOrigin", "").startsWith("INI");
        List<Integer> absent = absentRounds(a, a.string("participating", "1".repeat(OpenGothaFile.MAX_ROUNDS)));
        Registration registration = switch (a.string("registeringStatus", "FIN")) {
            case "FIN" -> Registration.FINAL;
            case "PRE" -> Registration.PRELIMINARY;
            default -> {
                a.problem("registering status is FIN or PRE, not '" + a.string("registeringStatus", "") + "'");
                yield null;
            }
        };
        int correction = a.integer("smmsCorrection", 0);
        Map<String, String> memberships = new TreeMap<>();
        for (Map.Entry<String, String> body : OpenGothaFile.MEMBERSHIPS.entrySet()) {
            String id = a.string(body.getValue(), "");
            if (!id.isBlank()) {
                memberships.put(body.getKey(), id);
            }
        }
        if (problems.size() > before) {
            return Optional.empty();
        }
        return Optional.of(new Player(key, name, firstName, rank, rated ? OptionalInt.of(rating) : OptionalInt.empty(),
                a.string("club", ""), a.string("country", ""), Optional.empty(), registration, absent, OptionalInt.empty(),
                correction, 0, memberships));
    }

    /**
     * OpenGotha writes a professional as the amateur dan of equal value and keeps "2P" in the grade; the
     * grade is taken when it is a professional rank of the same value.
     */
    private static Rank rank(Attributes a) {
        Rank rank = a.rank("rank", "30K");
        Optional<Rank> grade = Rank.parse(a.string("grade", "")).toOptional();
        if (rank != null && grade.isPresent() && grade.get().kind() == RankKind.PRO && grade.get().value() == rank.value()) {
            return grade.get();
        }
        return rank;
    }

    private List<Integer> absentRounds(Attributes a, String participating) {
        List<Integer> absent = new ArrayList<>();
        if (!participating.matches("[01]*")) {
            a.problem("participation is a string of 0 and 1, one per round, not '" + participating + "'");
            return absent;
        }
        for (int round = 1; round <= Math.min(rounds, participating.length()); round++) {
            if (participating.charAt(round - 1) == '0') {
                absent.add(round);
            }
        }
        return absent;
    }

    /**
     * The rounds. Games may name any player the file lists, even one whose own line has a problem, so that
     * a bad rank is not also reported as an unregistered player in every game.
     */
    List<Round> rounds(XmlElement root, List<Player> players) {
        PlayerKeys registered = new PlayerKeys();
        for (XmlElement element : root.child("Players").map(p -> p.all("Player")).orElse(List.of())) {
            registered.add(OpenGothaCodes.key(element.attribute("name").orElse(""), element.attribute("firstName").orElse("")));
        }
        Map<Integer, List<GameRecord>> games = new TreeMap<>();
        Map<Integer, List<Bye>> byes = new TreeMap<>();
        for (XmlElement element : root.child("Games").map(g -> g.all("Game")).orElse(List.of())) {
            game(element, registered).ifPresent(game -> games.computeIfAbsent(game.round(), r -> new ArrayList<>()).add(game));
        }
        // OpenGotha reads every ByePlayer element wherever it stands; one that only holds others is their list
        for (XmlElement element : root.descendants("ByePlayer")) {
            if (element.attribute("player").isEmpty() && !element.all("ByePlayer").isEmpty()) {
                continue;
            }
            bye(element, registered).ifPresent(bye -> byes.computeIfAbsent(bye.round(), r -> new ArrayList<>()).add(bye));
        }
        java.util.SortedSet<Integer> numbers = new java.util.TreeSet<>(games.keySet());
        numbers.addAll(byes.keySet());
        List<Round> out = new ArrayList<>();
        for (int number : numbers) {
            List<GameRecord> roundGames = games.getOrDefault(number, List.of());
            List<Bye> roundByes = new ArrayList<>(byes.getOrDefault(number, List.of()));
            // a paired round records, for each player who asked to miss it, an absence
            for (Player player : players) {
                if (player.absentRounds().contains(number) && roundGames.stream().noneMatch(g -> g.involves(player.id()))
                        && roundByes.stream().noneMatch(b -> b.player().equals(player.id()))) {
                    roundByes.add(new Bye(number, player.id(), Bye.Kind.ABSENT));
                }
            }
            out.add(new Round(number, roundGames, roundByes));
        }
        return out;
    }

    private Optional<GameRecord> game(XmlElement element, PlayerKeys registered) {
        Attributes a = new Attributes(element, "game", problems);
        int before = problems.size();
        int round = a.integer("roundNumber", 0);
        int board = a.integer("tableNumber", 0);
        if (problems.size() > before || element.attribute("roundNumber").isEmpty() || element.attribute("tableNumber").isEmpty()) {
            a.problem("a game has a whole roundNumber and tableNumber");
            return Optional.empty();
        }
        a.named("round " + round + ", board " + board);
        if (round < 1 || round > rounds) {
            a.problem("the tournament has rounds 1 to " + rounds);
        }
        if (board < 1) {
            a.problem("boards are numbered from 1");
        }
        String black = key(a, a.required("blackPlayer"), registered);
        String white = key(a, a.required("whitePlayer"), registered);
        if (black != null && black.equals(white)) {
            a.problem("player '" + black + "' cannot play himself");
        }
        int handicap = a.integer("handicap", 0);
        if (handicap < 0 || handicap > 9) {
            a.problem("a handicap lies in 0..9, not " + handicap);
        }
        OpenGothaCodes.Result result = a.code("result", "RESULT_UNKNOWN", OpenGothaCodes::result,
                "RESULT_UNKNOWN, RESULT_WHITEWINS, RESULT_BLACKWINS, RESULT_EQUAL, RESULT_BOTHLOSE, RESULT_BOTHWIN and their"
                        + " _BYDEF forms");
        if (problems.size() > before) {
            return Optional.empty();
        }
        return Optional.of(new GameRecord(round, board, black, white, handicap, result.outcome(), result.byForfeit()));
    }

    /** The key of the player {@code written} names, or {@code written} itself and a problem when none. */
    private static String key(Attributes a, String written, PlayerKeys registered) {
        if (written == null) {
            return null;
        }
        Optional<String> key = registered.resolve(written);
        if (key.isEmpty()) {
            a.problem("player '" + written + "' is not registered");
        }
        return key.orElse(written);
    }

    private Optional<Bye> bye(XmlElement element, PlayerKeys registered) {
        Attributes a = new Attributes(element, "bye", problems);
        int before = problems.size();
        int round = a.integer("roundNumber", 0);
        String player = a.required("player");
        if (problems.size() > before) {
            return Optional.empty();
        }
        a.named("round " + round + ", bye");
        if (round < 1 || round > rounds) {
            a.problem("the tournament has rounds 1 to " + rounds);
        }
        String key = key(a, player, registered);
        return problems.size() > before ? Optional.empty() : Optional.of(new Bye(round, key, Bye.Kind.PAIRING_BYE));
    }
}
