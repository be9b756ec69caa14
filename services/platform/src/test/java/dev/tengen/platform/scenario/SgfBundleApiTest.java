package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.json;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;

/** Every game of a tournament as SGF files in one zip: the export a federation or a player downloads. */
@QuarkusTest
@TestSecurity(user = "td", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE, Roles.REFEREE})
class SgfBundleApiTest {

    @Test
    void theZipHoldsOneRecordPerGameNamedByRoundBoardAndPlayers() throws IOException {
        TournamentDriver tournament = TournamentDriver.open("Bundle Cup", """
                {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 3,
                 "pairingSystem": "round-robin"}""");
        for (String player : List.of("이세돌", "Cho Hunhyun", "Kim Jiseok", "Park/Junghwan")) {
            tournament.register(player, "9p");
        }
        List<Map<String, Object>> boards = tournament.pairAndPublish(1);
        TournamentDriver.play((String) boards.get(0).get("gameId"), List.of("E5", "C3"));
        json().body("{\"result\": \"W+R\"}").put(tournament.path("/rounds/1/boards/1/result")).then().statusCode(200);

        Map<String, String> files = unzip(given().get(tournament.path("/games.zip")).then().statusCode(200)
                .contentType("application/zip").extract().asByteArray());
        assertEquals(2, files.size(), files.keySet().toString());
        List<String> names = List.copyOf(files.keySet());
        assertTrue(names.get(0).startsWith("r01-b001-") && names.get(1).startsWith("r01-b002-"), names.toString());
        assertTrue(names.stream().noneMatch(name -> name.indexOf('/') >= 0), "no path in a name: " + names);
        String first = files.get(names.get(0));
        assertTrue(first.contains("RE[W+R]") && first.contains(";B[ee]"), first);
    }

    /**
     * An organizer opens a game by hand under the tournament naming round 1, board 1 (POST /games): it does not stand
     * for the board in the pairings, so its record is not the board's in the zip either.
     */
    @Test
    void aGameOpenedByHandOnAPublishedBoardIsNotInTheZip() throws IOException {
        TournamentDriver tournament = TournamentDriver.open("Intruder Cup", """
                {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 1,
                 "pairingSystem": "round-robin"}""");
        tournament.register("Lee Changho", "9p");
        tournament.register("Yoo Changhyuk", "9p");
        String own = (String) tournament.pairAndPublish(1).getFirst().get("gameId");
        TournamentDriver.play(own, List.of("E5"));
        String byHand = json().body("{\"tournamentId\": \"" + tournament.id + "\", \"round\": 1, \"board\": 1,"
                        + " \"black\": \"Intruder\", \"white\": \"Ghost\", \"ruleset\": \"korean-2016\","
                        + " \"competitionCode\": \"incheon-2013\", \"boardSize\": 9, \"komi\": 6.5}")
                .post("/api/v1/games").then().statusCode(201).extract().path("gameId");
        TournamentDriver.play(byHand, List.of("C3"));
        TournamentDriver.await("the hand-opened game's record", () -> given().get("/api/v1/games/" + byHand + "/sgf")
                .then().extract().asString().contains(";B[cg]"));

        Map<String, String> files = unzip(given().get(tournament.path("/games.zip")).then().statusCode(200)
                .extract().asByteArray());

        assertEquals(1, files.size(), files.keySet().toString());
        String board = files.values().iterator().next();
        assertTrue(board.contains(";B[ee]"), "the board's own game: " + board);
        assertFalse(board.contains(";B[cg]") || files.keySet().toString().contains("Intruder"), files.toString());
    }

    private static Map<String, String> unzip(byte[] zip) throws IOException {
        Map<String, String> files = new LinkedHashMap<>();
        try (ZipInputStream entries = new ZipInputStream(new ByteArrayInputStream(zip), StandardCharsets.UTF_8)) {
            for (ZipEntry entry = entries.getNextEntry(); entry != null; entry = entries.getNextEntry()) {
                files.put(entry.getName(), new String(entries.readAllBytes(), StandardCharsets.UTF_8));
            }
        }
        return files;
    }

    @Test
    void anUnknownTournamentIs404() {
        given().get("/api/v1/tournaments/no-such-cup/games.zip").then().statusCode(404);
    }
}
