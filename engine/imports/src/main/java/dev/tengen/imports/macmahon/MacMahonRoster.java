package dev.tengen.imports.macmahon;

import dev.tengen.imports.ImportNames;
import dev.tengen.imports.NameWarning;
import dev.tengen.rank.Rank;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Registration;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.opengotha.XmlElement;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;

/** The {@code <Playerlist>} and {@code <Roundlist>} of a MacMahon 3.9 file. */
final class MacMahonRoster {

    /** The bye's side of a {@code <Pairing>} with {@code <PairingWithBye>}: no player. */
    private static final String NOBODY = "0";

    private final int rounds;
    private final List<Problem> problems;
    private final List<Problem> warnings;
    private final Set<String> ids = new HashSet<>();
    private final Map<String, Integer> lines = new HashMap<>();
    /** Where each player's texts are, by id: the element a warning on one names. */
    private final Map<String, Map<NameWarning.PlayerText, String>> texts = new HashMap<>();
    private List<NameWarning> names = List.of();

    /** The child of {@code <GoPlayer>} holding each of a player's texts. */
    private static final Map<NameWarning.PlayerText, String> CHILDREN = Map.of(NameWarning.PlayerText.NAME, "Surname",
            NameWarning.PlayerText.FIRST_NAME, "FirstName", NameWarning.PlayerText.CLUB, "Club",
            NameWarning.PlayerText.COUNTRY, "Country");

    MacMahonRoster(int rounds, List<Problem> problems, List<Problem> warnings) {
        this.rounds = rounds;
        this.problems = problems;
        this.warnings = warnings;
    }

    List<Player> players(XmlElement root) {
        List<Player> players = new ArrayList<>();
        for (XmlElement entry : root.child("Playerlist").map(list -> list.all("Player")).orElse(List.of())) {
            player(entry).ifPresent(players::add);
        }
        names = ImportNames.warnings(players);
        warnings.addAll(ImportNames.said(names, text -> "<" + CHILDREN.get(text) + ">",
                player -> "line " + lines.get(player.id()) + ", <Player> " + player.id(),
                (player, text) -> texts.get(player.id()).get(text)));
        return ImportNames.visible(players);
    }

    /** What a director should look at in the players read ({@link #players} first), as values. */
    List<NameWarning> names() {
        return names;
    }

    /** A name, club or country: refused when it holds a control character; its place kept for a warning. */
    private void text(String id, XmlElement person, NameWarning.PlayerText text) {
        String child = CHILDREN.get(text);
        person.child(child).ifPresent(element -> {
            ImportNames.unreadable("<" + child + ">", element.text()).ifPresent(why ->
                    problems.add(new Problem(Elements.where(element), why)));
            texts.computeIfAbsent(id, ignored -> new EnumMap<>(NameWarning.PlayerText.class))
                    .put(text, Elements.where(element));
        });
    }

    private Optional<Player> player(XmlElement entry) {
        int before = problems.size();
        Elements player = new Elements(entry, problems);
        String id = player.requiredText("Id");
        if (!id.isEmpty() && !ids.add(id)) {
            player.problem("player id " + id + " is given twice");
        }
        lines.putIfAbsent(id, entry.line());
        XmlElement person = entry.child("GoPlayer").orElse(null);
        if (person == null) {
            player.problem("<GoPlayer> is missing");
            return Optional.empty();
        }
        Elements go = new Elements(person, problems);
        String surname = go.requiredText("Surname");
        for (NameWarning.PlayerText text : NameWarning.PlayerText.values()) {
            text(id, person, text);
        }
        Optional<Rank> rank = go.rank("GoLevel");
        OptionalInt rating = go.integer("Rating");
        List<Integer> absent = new ArrayList<>();
        for (XmlElement round : entry.all("NotPlayingInRound")) {
            roundNumber(round).ifPresent(absent::add);
        }
        Registration registration = player.bool("PreliminaryRegistration", false) ? Registration.PRELIMINARY
                : Registration.FINAL;
        // a super bar member is placed one point above the bar (MacMahon's "SuperBarMember")
        int correction = player.bool("SuperBarMember", false) ? 1 : 0;
        Map<String, String> memberships = new TreeMap<>();
        go.text("EgdPin").filter(pin -> !pin.equals("0")).ifPresent(pin -> memberships.put("egf", pin));
        if (problems.size() > before || rank.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Player(id, surname, go.text("FirstName").orElse(""), rank.get(), rating,
                go.text("Club").orElse(""), go.text("Country").orElse(""), Optional.empty(), registration, absent,
                OptionalInt.empty(), correction, 0, memberships));
    }

    private Optional<Integer> roundNumber(XmlElement element) {
        try {
            int number = Integer.parseInt(element.text());
            if (number >= 1 && number <= rounds) {
                return Optional.of(number);
            }
            problems.add(new Problem(Elements.where(element), "round " + number + " is not one of the " + rounds + " rounds"));
        } catch (NumberFormatException e) {
            problems.add(new Problem(Elements.where(element), "'" + element.text() + "' is not a round number"));
        }
        return Optional.empty();
    }

    List<Round> rounds(XmlElement root) {
        Map<Integer, Round> read = new LinkedHashMap<>();
        for (XmlElement round : root.child("Roundlist").map(list -> list.all("Round")).orElse(List.of())) {
            XmlElement numberElement = round.child("RoundNumber").orElse(null);
            if (numberElement == null) {
                problems.add(new Problem(Elements.where(round), "<RoundNumber> is missing"));
                continue;
            }
            Optional<Integer> number = roundNumber(numberElement);
            if (number.isEmpty()) {
                continue;
            }
            if (read.containsKey(number.get())) {
                problems.add(new Problem(Elements.where(round), "round " + number.get() + " is given twice"));
                continue;
            }
            List<GameRecord> games = new ArrayList<>();
            List<Bye> byes = new ArrayList<>();
            for (XmlElement pairing : round.all("Pairing")) {
                pairing(number.get(), pairing, games, byes);
            }
            read.put(number.get(), new Round(number.get(), games, byes));
        }
        return new ArrayList<>(read.values());
    }

    private void pairing(int round, XmlElement pairing, List<GameRecord> games, List<Bye> byes) {
        int before = problems.size();
        Elements fields = new Elements(pairing, problems);
        String white = fields.requiredText("White");
        String black = fields.requiredText("Black");
        if (fields.bool("PairingWithBye", false)) {
            String player = white.equals(NOBODY) ? black : white;
            if (known(fields, player)) {
                byes.add(new Bye(round, player, Bye.Kind.PAIRING_BYE));
            }
            return;
        }
        int board = fields.requiredInteger("BoardNumber");
        int handicap = fields.integer("Handicap").orElse(0);
        String result = fields.text("Result").orElse("");
        Optional<Outcome> outcome = outcome(result);
        if (outcome.isEmpty()) {
            fields.problem("result '" + result + "' is not one of 1-0, 0-1, \u00bd-\u00bd, 0-0, 1-1, ?-? (White's point first),"
                    + " with ! for a game not played");
        }
        if (white.equals(black) && !white.isEmpty()) {
            fields.problem("player " + white + " cannot play himself");
        }
        if (board < 1 && problems.size() == before) {
            fields.problem("board numbers start at 1, not " + board);
        }
        if (handicap < 0 || handicap > 9) {
            fields.problem("a handicap lies in 0..9, not " + handicap);
        }
        boolean knownPlayers = known(fields, white) & known(fields, black);
        if (problems.size() == before && knownPlayers) {
            games.add(new GameRecord(round, board, black, white, handicap, outcome.orElseThrow(), result.endsWith("!")));
        }
    }

    private boolean known(Elements fields, String id) {
        if (id.isEmpty()) {
            return false;
        }
        if (!ids.contains(id)) {
            fields.problem("player " + id + " is not in the player list");
            return false;
        }
        return true;
    }

    /**
     * A MacMahon result: White's point, a hyphen, Black's point (the order of the {@code <White>} and {@code <Black>}
     * elements; a bye pairing's player, written as Black, scores "0-1"); a trailing "!" marks a game not played.
     */
    static Optional<Outcome> outcome(String result) {
        String points = result.endsWith("!") ? result.substring(0, result.length() - 1) : result;
        return Optional.ofNullable(switch (points) {
            case "1-0" -> Outcome.WHITE_WINS;
            case "0-1" -> Outcome.BLACK_WINS;
            case "\u00bd-\u00bd", "0.5-0.5" -> Outcome.DRAW;
            case "0-0" -> Outcome.BOTH_LOSE;
            case "1-1" -> Outcome.BOTH_WIN;
            case "?-?", "", "-" -> Outcome.PENDING;
            default -> null;
        });
    }
}
