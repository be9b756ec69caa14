package dev.tengen.imports.opengotha;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.imports.Resources;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.json.TournamentJson;
import dev.tengen.tournament.opengotha.OpenGothaFile;
import dev.tengen.tournament.opengotha.XmlElement;
import dev.tengen.tournament.opengotha.XmlTree;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.text.Normalizer;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * OpenGotha → Tengen (its JSON file) → OpenGotha on every shared real file (resources/opengotha, origin in its README): the file
 * written holds every player, game, bye and result of the file read, compared element by element in the XML, not
 * through Tengen's model. Players are matched by name, games by the names of their players, since the written keys
 * need not be spelt as the original's.
 */
class OpenGothaRoundTripTest {

    /** What a player is, as OpenGotha records it; ratingOrigin, grade and the licence status are not Tengen's. */
    private static final List<String> PLAYER_ATTRIBUTES = List.of("name", "firstName", "rank", "rating", "club", "country",
            "egfPin", "ffgLicence", "agaId", "registeringStatus", "smmsCorrection");

    @ParameterizedTest
    @ValueSource(strings = {"simplemm", "notsimplemm", "Toulouse2024", "frioul-2018", "simpleswiss", "notsosimpleswiss",
            "veterans-2021", "bosp2024", "paris2021-48th"})
    void everyPlayerGameByeAndResultSurvives(String name) throws IOException {
        byte[] original = Files.readAllBytes(Resources.path("opengotha/" + name + ".xml"));
        Tournament read = OpenGothaFile.read(new ByteArrayInputStream(original)).orElseThrow();
        // through the Tengen file, as `tengen import -o` leaves it
        Tournament tengen = TournamentJson.read(TournamentJson.write(read)).orElseThrow();
        Checked<String> written = OpenGothaFile.write(tengen);
        assertEquals(List.of(), written.problems());
        XmlElement before = tree(new ByteArrayInputStream(original));
        XmlElement after = tree(new ByteArrayInputStream(written.orElseThrow().getBytes(StandardCharsets.UTF_8)));
        int rounds = read.regulations().rounds();
        assertEquals(players(before, rounds), players(after, rounds), "players");
        assertEquals(games(before), games(after), "games");
        assertEquals(byes(before), byes(after), "byes");
    }

    private static XmlElement tree(InputStream in) {
        return XmlTree.read(in).orElseThrow();
    }

    /** Each player's attributes and the rounds it takes part in, by name. */
    private static TreeSet<String> players(XmlElement root, int rounds) {
        return root.descendants("Player").stream().map(p -> PLAYER_ATTRIBUTES.stream()
                        .map(a -> a + "=" + p.attribute(a).orElse("").strip().toUpperCase(Locale.ROOT))
                        .collect(Collectors.joining(" "))
                        + " participating=" + p.attribute("participating").orElse("").substring(0, rounds))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** Round, table, both players by name, handicap and result of every game. */
    private static TreeSet<String> games(XmlElement root) {
        Map<String, String> people = people(root);
        return root.descendants("Game").stream().map(g -> "round " + g.attribute("roundNumber").orElse("")
                        + " table " + g.attribute("tableNumber").orElse("")
                        + " black " + person(people, g.attribute("blackPlayer").orElse(""))
                        + " white " + person(people, g.attribute("whitePlayer").orElse(""))
                        + " handicap " + g.attribute("handicap").orElse("0")
                        + " " + g.attribute("result").orElse(""))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static TreeSet<String> byes(XmlElement root) {
        Map<String, String> people = people(root);
        return root.descendants("ByePlayer").stream().filter(b -> b.attribute("player").isPresent())
                .map(b -> "round " + b.attribute("roundNumber").orElse("") + " " + person(people, b.attribute("player").get()))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /**
     * Each player's key, and the key in capitals without accents (as OpenGotha also finds a player, its
     * ExternalTournamentDocument), to the player's name.
     */
    private static Map<String, String> people(XmlElement root) {
        Map<String, String> people = new HashMap<>();
        for (XmlElement p : root.descendants("Player")) {
            String person = p.attribute("name").orElse("") + ", " + p.attribute("firstName").orElse("");
            String key = (p.attribute("name").orElse("") + p.attribute("firstName").orElse("")).replace(" ", "");
            people.put(fold(key), person);
        }
        return people;
    }

    private static String person(Map<String, String> people, String key) {
        String person = people.get(fold(key));
        if (person == null) {
            throw new AssertionError("a game or bye names '" + key + "', who is not in the file");
        }
        return person;
    }

    private static String fold(String key) {
        return Normalizer.normalize(key, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toUpperCase(Locale.ROOT);
    }
}
