package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.json.JsonParser;
import dev.tengen.json.PlainValues;
import dev.tengen.tournament.opengotha.OpenGothaFile;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The h9 written for an OpenGotha tournament against OpenGotha 3.52's own results strings and places after the last
 * round (opengotha/*.standings.json: its positionStrings and halfGamesStrings, the strings its h9 export writes), row
 * by row: players sharing a place come in OpenGotha's order (veterans-2021 registers its ex aequo in another order
 * than OpenGotha lists them).
 */
class H9AgainstOpenGothaTest {

    @ParameterizedTest
    @ValueSource(strings = {"simplemm", "notsosimpleswiss", "paris2021-48th", "veterans-2021"})
    void writesOpenGothasResultsForEveryPlayer(String name) throws Exception {
        List<List<String>> written = EgfH9WriterTest.playerWords(written(name));
        List<Map<String, Object>> expected = lastStandings(name);
        assertEquals(expected.size(), written.size());
        for (int row = 0; row < expected.size(); row++) {
            @SuppressWarnings("unchecked")
            List<String> results = (List<String>) expected.get(row).get("results");
            List<String> words = written.get(row);
            assertEquals(results, words.subList(words.size() - results.size(), words.size()),
                    "row " + (row + 1) + " " + expected.get(row).get("key"));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"simplemm", "notsosimpleswiss", "paris2021-48th", "veterans-2021"})
    void writesOpenGothasPlacesSharedOnlyOnTheFirstOfATie(String name) throws Exception {
        List<String> lines = written(name).lines().filter(l -> !l.startsWith(";")).toList();
        List<Map<String, Object>> expected = lastStandings(name);
        List<String> expectedPlaces = new ArrayList<>();
        for (int row = 0; row < expected.size(); row++) {
            Object place = expected.get(row).get("place");
            boolean first = row == 0 || !expected.get(row - 1).get("place").equals(place);
            expectedPlaces.add(first ? String.valueOf(((Number) place).intValue()) : "");
        }
        assertEquals(expectedPlaces, lines.stream().map(l -> l.substring(0, 4).strip()).toList());
    }

    /** The h9 of each file, written once for both tests (paris2021-48th takes seconds to place). */
    private static final Map<String, String> WRITTEN = new java.util.concurrent.ConcurrentHashMap<>();

    private static String written(String name) {
        return WRITTEN.computeIfAbsent(name, n -> EgfH9.write(OpenGothaFile.read(new ByteArrayInputStream(
                Resources.bytes("opengotha/" + n + ".xml"))).orElseThrow(), Resources.JUVISY));
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> lastStandings(String name) throws Exception {
        Map<String, Object> json = (Map<String, Object>) PlainValues.of(JsonParser.parse(new String(
                Resources.bytes("opengotha/" + name + ".standings.json"), StandardCharsets.UTF_8)), Double::parseDouble);
        List<Map<String, Object>> checkpoints = (List<Map<String, Object>>) json.get("checkpoints");
        return (List<Map<String, Object>>) checkpoints.get(checkpoints.size() - 1).get("standings");
    }
}
