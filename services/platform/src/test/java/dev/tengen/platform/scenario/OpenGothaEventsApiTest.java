package dev.tengen.platform.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tengen.service.web.security.Roles;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.UnplayedRounds;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each of the nine real OpenGotha tournaments entered through the API as its director would enter it from the file:
 * the configuration (system, McMahon bar, floor and zero, the values of byes and absences, the placement criteria),
 * the players with their rank and McMahon correction, the absences, then round by round the director's own pairing
 * (boards, colours, handicaps, the pairing bye) and the results, by default where the file says so. After the last
 * round, the standings endpoint after each round OpenGotha 3.52.03 computed gives its places, its values of the
 * file's criteria and its players left out (registered, never paired); the players left out are those of the whole
 * event, as in OpenGotha, so the checkpoints are read once every round is in.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE})
class OpenGothaEventsApiTest {

    @TestHTTPResource("/")
    URI base;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"simplemm", "notsimplemm", "Toulouse2024", "frioul-2018", "bosp2024", "paris2021-48th",
            "simpleswiss", "notsosimpleswiss", "veterans-2021"})
    void anEventEnteredThroughTheApiHasOpenGothasStandingsAtEveryCheckpoint(String file) {
        HttpJson api = new HttpJson(base);
        Tournament event = OpenGothaEvents.tournament(file);
        String path = "/api/v1/tournaments/" + api.post("/api/v1/tournaments", Map.of("name", event.event().name()), 201)
                .get("tournamentId").asText();
        api.put(path + "/configuration", configuration(event));
        Map<String, String> ids = new HashMap<>();
        for (Player player : event.players()) {
            ids.put(player.id(), api.post(path + "/players", registration(player), 201).get("playerId").asText());
        }
        for (Player player : event.players()) {
            player.absentRounds().stream().filter(round -> round <= event.lastPairedRound()).forEach(round -> api.post(
                    path + "/rounds/" + round + "/byes", Map.of("playerId", ids.get(player.id())), 200));
        }
        for (Round round : event.rounds()) {
            enter(api, path, round, ids);
        }
        TournamentDriver.await("the results of round " + event.lastPairedRound() + " in the standings", () -> api
                .get(path + "/rounds/" + event.lastPairedRound() + "/pairings").get("pairings").findValuesAsText("outcome")
                .stream().noneMatch("PENDING"::equals));

        Map<String, String> keys = new HashMap<>();
        ids.forEach((key, id) -> keys.put(id, key));
        for (JsonNode checkpoint : OpenGothaEvents.expected(file).get("checkpoints")) {
            int round = checkpoint.get("round").asInt();
            JsonNode standings = api.get(path + "/standings?afterRound=" + round);
            List<String> criteria = new ArrayList<>();
            standings.get("criteria").forEach(c -> criteria.add(c.asText()));
            assertEquals(table(checkpoint, criteria), table(standings, keys), file + " after round " + round);
            assertEquals(sorted(checkpoint.get("notImpliedPlayers"), key -> key),
                    sorted(standings.get("registeredOnly"), id -> keys.get(id)),
                    file + " after round " + round + ": players left out");
        }
    }

    /** The file's configuration as the API takes it; the rule set is Tengen's choice (OpenGotha names none). */
    private static Map<String, Object> configuration(Tournament event) {
        Map<String, Object> body = new HashMap<>();
        body.put("ruleSet", "korean-2016");
        body.put("boardSize", event.regulations().boardSize());
        body.put("rounds", event.regulations().rounds());
        body.put("komi", event.regulations().compensation());
        body.put("placementCriteria", event.placement().criteria().stream().map(c -> c.fileName()).toList());
        UnplayedRounds u = event.placement().unplayed();
        body.put("unplayedRounds", Map.of("winsForBye", u.winsForBye(), "winsForAbsence", u.winsForAbsence(),
                "mcMahonForBye", u.mcMahonForBye(), "mcMahonForAbsence", u.mcMahonForAbsence(), "roundDown", u.roundDown(),
                "unplayedAsHalfPoint", u.unplayedAsHalfPoint()));
        if (event.pairing() instanceof PairingSystem.McMahon mm) {
            body.put("pairingSystem", "mcmahon");
            body.put("pairingParameters", Map.of("bar", mm.bar().notation(), "floor", mm.floor().notation(),
                    "zero", mm.zero().notation()));
        } else {
            body.put("pairingSystem", "swiss");
        }
        return body;
    }

    private static Map<String, Object> registration(Player player) {
        Map<String, Object> body = new HashMap<>();
        body.put("name", (player.name() + " " + player.firstName()).strip());
        body.put("rank", player.rank().notation());
        body.put("club", player.club());
        body.put("country", player.country());
        if (player.mcMahonCorrection() != 0) {
            body.put("mcMahonCorrection", player.mcMahonCorrection());
        }
        return body;
    }

    /** The director's own pairing of the round, published, then every result from the sheet. */
    private static void enter(HttpJson api, String path, Round round, Map<String, String> ids) {
        List<Map<String, Object>> boards = new ArrayList<>();
        for (GameRecord game : round.games()) {
            boards.add(Map.of("board", game.board(), "black", ids.get(game.black()), "white", ids.get(game.white()),
                    "handicap", game.handicap()));
        }
        List<String> byes = round.byes().stream().filter(b -> b.kind() == Bye.Kind.PAIRING_BYE).map(b -> ids.get(b.player()))
                .toList();
        api.put(path + "/rounds/" + round.number() + "/pairing",
                Map.of("changes", boards, "byes", byes, "replace", true, "reason", "as the director paired it"));
        api.post(path + "/rounds/" + round.number() + "/publish", null, 200);
        for (GameRecord game : round.games()) {
            String result = switch (game.outcome()) {
                case BLACK_WINS -> game.byForfeit() ? "B+F" : "B+";
                case WHITE_WINS -> game.byForfeit() ? "W+F" : "W+";
                case DRAW -> "0";
                case BOTH_LOSE -> "0-0";
                case BOTH_WIN -> "1-1";
                case NO_RESULT, PENDING -> null;
            };
            if (result != null) {
                api.put(path + "/rounds/" + round.number() + "/boards/" + game.board() + "/result",
                        Map.of("result", result, "byForfeit", game.byForfeit(), "reason", "from the results sheet"));
            }
        }
    }

    /** OpenGotha's line of each placed player: place and the values of {@code criteria}, by key. */
    private static Map<String, String> table(JsonNode checkpoint, List<String> criteria) {
        Map<String, String> out = new TreeMap<>();
        for (JsonNode row : checkpoint.get("standings")) {
            List<Double> values = criteria.stream().map(c -> row.get("criteria").get(c).asDouble()).toList();
            out.put(row.get("key").asText(), row.get("place").asInt() + " " + values);
        }
        return out;
    }

    /** The platform's standings as the same lines, by the file's key of each player. */
    private static Map<String, String> table(JsonNode standings, Map<String, String> keys) {
        Map<String, String> out = new TreeMap<>();
        for (JsonNode row : standings.get("rows")) {
            List<Double> values = new ArrayList<>();
            row.get("values").forEach(v -> values.add(v.asDouble()));
            out.put(keys.get(row.get("playerId").asText()), row.get("place").asInt() + " " + values);
        }
        return out;
    }

    /** The keys of {@code players} (strings, or objects with a playerId), sorted. */
    private static List<String> sorted(JsonNode players, java.util.function.UnaryOperator<String> key) {
        List<String> out = new ArrayList<>();
        players.forEach(p -> out.add(key.apply(p.isTextual() ? p.asText() : p.get("playerId").asText())));
        return out.stream().sorted().toList();
    }
}
