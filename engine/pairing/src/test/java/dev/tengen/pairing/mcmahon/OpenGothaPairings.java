package dev.tengen.pairing.mcmahon;

import dev.tengen.json.JsonParser;
import dev.tengen.json.PlainValues;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * OpenGotha 3.52.03's own pairing of every round of a shared tournament
 * ({@code opengotha/expected/<name>.pairings.json}, described in its README): for each round the
 * pairs it made, each with its cost, and the round's total cost.
 */
record OpenGothaPairings(List<Round> rounds) {

    /** One of OpenGotha's pairs: player keys as in the tournament file, and OpenGotha's cost of the pair. */
    record Pair(String white, String black, int handicap, long cost) {
    }

    /** A round as OpenGotha paired it. */
    record Round(int number, List<Pair> pairs, String bye, long totalCost) {

        List<String> players() {
            List<String> players = new ArrayList<>();
            pairs.forEach(p -> players.addAll(List.of(p.white(), p.black())));
            return players;
        }
    }

    @SuppressWarnings("unchecked")
    static OpenGothaPairings read(String name) throws Exception {
        String text;
        try (InputStream in = OpenGothaPairings.class.getResourceAsStream("/opengotha/expected/" + name + ".pairings.json")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Map<String, Object> file = (Map<String, Object>) PlainValues.of(JsonParser.parse(text), BigDecimal::new);
        List<Round> rounds = new ArrayList<>();
        for (Object r : (List<Object>) file.get("rounds")) {
            Map<String, Object> round = (Map<String, Object>) r;
            List<Pair> pairs = new ArrayList<>();
            for (Object p : (List<Object>) round.get("pairing")) {
                Map<String, Object> pair = (Map<String, Object>) p;
                pairs.add(new Pair(OpenGothaFile.key((String) pair.get("white")), OpenGothaFile.key((String) pair.get("black")),
                        ((BigDecimal) pair.get("handicap")).intValueExact(), ((BigDecimal) pair.get("cost")).longValueExact()));
            }
            String bye = round.get("bye") == null ? null : OpenGothaFile.key((String) round.get("bye"));
            rounds.add(new Round(((BigDecimal) round.get("round")).intValueExact(), pairs, bye,
                    ((BigDecimal) round.get("totalCost")).longValueExact()));
        }
        return new OpenGothaPairings(rounds);
    }
}
