package dev.tengen.platform.scenario;

import static dev.tengen.platform.scenario.TournamentDriver.await;
import static dev.tengen.platform.scenario.TournamentDriver.json;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.platform.RetryKey;
import dev.tengen.platform.player.PlayerGames;
import dev.tengen.readmodel.PlayerGamesView;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The referee's boards and the player's screen, on a 9x9 round robin of four under the Incheon 2013 code: the referee
 * appointed in the tournament sees its boards, the current round first; the player sees the game, the ko ruling a
 * protest may still contest (Incheon 2013 code art. 4.3), the protest and, once rejected, the 15 minutes to appeal (ch. 4
 * art. 1.2).
 */
@QuarkusTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DesksApiTest {

    private static final String ROUND_ROBIN = """
            {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 3,
             "pairingSystem": "round-robin"}""";
    private static final String REFEREE = "desk-referee-yoo";

    private static TournamentDriver tournament;
    private static String board1;
    private static String black1;
    private static String white1;

    @Inject
    PlayerGames players;

    @Test
    @Order(1)
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.REFEREE})
    void theDirectorPublishesRoundOneAndTheRefereeRecordsAKoRetake() {
        tournament = TournamentDriver.open("Desk Cup", ROUND_ROBIN);
        tournament.appoint(REFEREE, "referee", "Yoo Changhyuk", "KR");
        for (String name : List.of("Lee Sedol", "Cho Hunhyun", "Kim Jiseok", "Park Junghwan")) {
            tournament.register(name, "9p");
        }
        List<Map<String, Object>> round1 = tournament.pairAndPublish(1);
        board1 = (String) round1.get(0).get("gameId");
        black1 = (String) round1.get(0).get("black");
        white1 = (String) round1.get(0).get("white");
        TournamentDriver.play(board1, List.of("D6", "E6", "C5", "F5", "D4", "E4", "B2", "D5", "E5"));
        json().body("{\"color\": \"white\", \"point\": \"D5\"}").post("/api/v1/games/" + board1 + "/moves")
                .then().statusCode(200);
        await("round 1 in the book", () -> given().get(tournament.path("/rounds/1/pairings")).statusCode() == 200);
    }

    @Test
    @Order(2)
    @TestSecurity(user = REFEREE, roles = {})
    void theAppointedRefereeSeesTheBoardsOfTheCurrentRound() {
        json().get("/api/v1/accounts/me/boards").then().statusCode(200)
                .body("tournaments.size()", equalTo(1))
                .body("tournaments[0].role", equalTo("referee"))
                .body("tournaments[0].currentRound", equalTo(1))
                .body("tournaments[0].rounds[0].boards.size()", equalTo(2))
                .body("tournaments[0].rounds[0].boards[0].gameId", equalTo(board1))
                .body("tournaments[0].rounds[0].boards[0].status", equalTo("playing"))
                .body("tournaments[0].rounds[0].boards[0].warnings.white", equalTo(1))
                .body("tournaments[0].rounds[0].boards[0].toMove", equalTo("black"));
    }

    @Test
    @Order(3)
    @TestSecurity(user = "desk-nobody", roles = {})
    void anAccountThatRefereesNothingSeesNoBoards() {
        json().get("/api/v1/accounts/me/boards").then().statusCode(200).body("tournaments.size()", equalTo(0));
        json().get("/api/v1/accounts/me/games").then().statusCode(200).body("players.size()", equalTo(0));
    }

    @Test
    @Order(4)
    void thePlayerSeesTheGameAndTheKoRulingTheyMayStillProtest() {
        PlayerGamesView.Registration white = only(players.of("desk-white", List.of(white1)));
        assertEquals("Desk Cup", white.tournament());
        PlayerGamesView.Game game = white.games().getFirst();
        assertEquals(board1, game.gameId());
        assertEquals("white", game.colour());
        assertEquals("playing", game.status());
        assertEquals(1, white.protestable().size());
        PlayerGamesView.Judgment ko = white.protestable().getFirst();
        assertEquals("illegal-move", ko.kind());
        assertEquals("Incheon 2013 code art. 5.3", ko.article());
        assertTrue(ko.summary().startsWith("Move 10: White D5 refused as ko retaken"), ko.summary());
        // what the ruling cost, which is what a protest contests (Incheon 2013 code art. 5.3)
        assertTrue(ko.summary().endsWith("ruled under Incheon 2013 code art. 5.3: warning 1 to White (Incheon 2013"
                + " code art. 5.3); White loses the turn (Incheon 2013 code art. 5.3)"), ko.summary());
    }

    @Test
    @Order(5)
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.REFEREE})
    void aProtestIsRejected() {
        String protest = json().body("""
                {"tournamentId": "%s", "gameId": "%s", "round": 1, "board": 1, "complainant": "Cho Hunhyun",
                 "judgment": "White D5 refused as ko retaken"}""".formatted(tournament.id, board1))
                .header(RetryKey.fresh())
                .post("/api/v1/protests").then().statusCode(201).extract().path("id");
        json().body("{\"decision\": \"rejected\", \"referee\": \"Yoo Changhyuk\"}")
                .post("/api/v1/protests/" + protest + "/decision").then().statusCode(200);
    }

    @Test
    @Order(6)
    void thePlayerSeesTheRejectionAndTheFifteenMinutesToAppeal() {
        await("the docket shows the decision", () -> !only(players.of("desk-white", List.of(white1))).protests().isEmpty()
                && only(players.of("desk-white", List.of(white1))).protests().getFirst().deadline() != null);
        var protest = only(players.of("desk-white", List.of(white1))).protests().getFirst();
        assertEquals("protest-decided", protest.status());
        assertEquals("Incheon 2013 arbitration art. 1.2", protest.deadlineArticle());
        assertTrue(protest.deadline().isAfter(Instant.now().plusSeconds(14 * 60)), "about 15 minutes left");
    }

    @Test
    @Order(7)
    void theOpponentSeesTheSameGameFromBlacksSide() {
        PlayerGamesView.Registration black = only(players.of("desk-black", List.of(black1)));
        assertEquals("black", black.games().getFirst().colour());
        assertEquals(1, black.protests().size(), "a protest about the player's own game");
    }

    private static PlayerGamesView.Registration only(PlayerGamesView view) {
        assertEquals(1, view.players().size());
        return view.players().getFirst();
    }
}
