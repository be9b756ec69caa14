package dev.tengen.console;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What the Toulouse 2024 director did, read from the event's OpenGotha file (src/test/resources, copied from
 * shared/data/opengotha): each round's games as paired (board, colours, handicap) with their result, and the players
 * absent from each round (participating flag 0); and OpenGotha 3.52.03's own standings of that file, the oracle. Players
 * are named by OpenGotha's key: name and first name joined without spaces, upper case.
 */
final class ToulouseFile {

    static final Path XML = Path.of("src/test/resources/Toulouse2024.xml");
    static final Path EXPECTED = Path.of("src/test/resources/Toulouse2024.standings.json");
    static final int ROUNDS = 6;
    /** OpenGotha's result string: opponent's row, + - = ?, / played or ! by default, colour, handicap. */
    private static final Pattern RESULT = Pattern.compile("(\\d+)([-+=?])([/!])([bw])(\\d+)");

    /** A board as the director paired it, and its result: {@code b} Black won, {@code w} White won. */
    record Game(int round, int board, String black, String white, int handicap, String winner) {}

    private final List<Game> games = new ArrayList<>();
    private final Map<String, String> participation = new TreeMap<>();

    ToulouseFile() throws Exception {
        var document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(XML.toFile());
        NodeList players = document.getElementsByTagName("Player");
        for (int i = 0; i < players.getLength(); i++) {
            Element p = (Element) players.item(i);
            participation.put(key(p.getAttribute("name") + p.getAttribute("firstName")), p.getAttribute("participating"));
        }
        NodeList list = document.getElementsByTagName("Game");
        for (int i = 0; i < list.getLength(); i++) {
            Element g = (Element) list.item(i);
            String result = g.getAttribute("result");
            // this file has only RESULT_BLACKWINS and RESULT_WHITEWINS; anything else would need its own short form
            String winner = switch (result) {
                case "RESULT_BLACKWINS" -> "b";
                case "RESULT_WHITEWINS" -> "w";
                default -> throw new IllegalStateException("A result this scenario does not enter: " + result);
            };
            games.add(new Game(Integer.parseInt(g.getAttribute("roundNumber")), Integer.parseInt(g.getAttribute("tableNumber")),
                    key(g.getAttribute("blackPlayer")), key(g.getAttribute("whitePlayer")),
                    Integer.parseInt(g.getAttribute("handicap")), winner));
        }
    }

    /** OpenGotha's key of a player: the name without spaces, upper case (games and the expected file refer to it). */
    static String key(String name) {
        return name.replace(" ", "").toUpperCase(Locale.ROOT);
    }

    /** The round's games, board 1 first. */
    List<Game> round(int round) {
        return games.stream().filter(g -> g.round() == round).sorted((a, b) -> a.board() - b.board()).toList();
    }

    /** The players whose participating flag is 0 in that round (all of this file's players without a game). */
    List<String> absent(int round) {
        return participation.entrySet().stream().filter(e -> e.getValue().charAt(round - 1) == '0').map(Map.Entry::getKey).toList();
    }

    /** OpenGotha's standings after the round: key to "place [values of the criteria]", as the screen is read. */
    static Map<String, String> expected(int round, List<String> criteria) throws Exception {
        Map<String, String> table = new TreeMap<>();
        for (JsonElement row : checkpoint(round)) {
            var line = row.getAsJsonObject();
            List<Double> values = criteria.stream().map(c -> line.getAsJsonObject("criteria").get(c).getAsDouble()).toList();
            table.put(key(line.get("key").getAsString()), line.get("place").getAsInt() + " " + values);
        }
        return table;
    }

    /** The rows of OpenGotha's standings after the round. */
    private static JsonArray checkpoint(int round) throws Exception {
        JsonElement file = JsonParser.parseString(Files.readString(EXPECTED));
        for (JsonElement checkpoint : file.getAsJsonObject().getAsJsonArray("checkpoints")) {
            if (checkpoint.getAsJsonObject().get("round").getAsInt() == round) {
                return checkpoint.getAsJsonObject().getAsJsonArray("standings");
            }
        }
        throw new IllegalArgumentException("OpenGotha's file has no standings after round " + round);
    }

    /**
     * OpenGotha's result strings of every player after the round, key to one cell per round, with the opponent named
     * by place as the platform's crosstable does (OpenGotha writes its row number, which differs where places are
     * shared) and no handicap written when there was none ({@code 16+/b}, {@code 3-/w2}, as the public standings
     * page writes them, ResultCell); a round without a game is {@code 0}.
     */
    static Map<String, List<String>> expectedCrosstable(int round) throws Exception {
        JsonArray rows = checkpoint(round);
        Map<Integer, Integer> placeOfRow = new TreeMap<>();
        rows.forEach(r -> placeOfRow.put(r.getAsJsonObject().get("num").getAsInt(), r.getAsJsonObject().get("place").getAsInt()));
        Map<String, List<String>> table = new TreeMap<>();
        for (JsonElement row : rows) {
            List<String> cells = new ArrayList<>();
            for (JsonElement result : row.getAsJsonObject().getAsJsonArray("results")) {
                Matcher m = RESULT.matcher(result.getAsString());
                cells.add(!m.matches() ? "0" : placeOfRow.get(Integer.parseInt(m.group(1))) + m.group(2) + m.group(3)
                        + m.group(4) + (m.group(5).equals("0") ? "" : m.group(5)));
            }
            table.put(key(row.getAsJsonObject().get("key").getAsString()), cells);
        }
        return table;
    }
}
