package dev.tengen.platform.query;

import static io.restassured.RestAssured.given;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.GenericDomainEventMessage;

/**
 * One tournament for the read-side tests: created, configured and registered through the write API (its name
 * and a player's club hold HTML; Lee is 5p, Cho 7p, Kim 3d, Park 2k), then two games of round 1 as the game service records them, appended to the
 * event store directly: board 1 Lee (B) beats Cho by resignation after E5, E6; board 2 Kim against Park, in play
 * after one move. The round itself was never paired by the tournament, so the round flow's attempt to record
 * board 1's result is refused and logged; the read side does not depend on it.
 */
final class ResultsFixture {

    static final String NAME = "<b>Seoul</b> & \"Open\"";

    final String tournamentId;
    final String lee;
    final String cho;
    final String kim;
    final String park;
    final String finishedGame;
    final String liveGame;

    private ResultsFixture(String tournamentId, String lee, String cho, String kim, String park, String finishedGame,
            String liveGame) {
        this.tournamentId = tournamentId;
        this.lee = lee;
        this.cho = cho;
        this.kim = kim;
        this.park = park;
        this.finishedGame = finishedGame;
        this.liveGame = liveGame;
    }

    static ResultsFixture create(Configuration axon) {
        String id = json().body("{\"name\": \"" + NAME.replace("\"", "\\\"") + "\"}").post("/api/v1/tournaments")
                .then().statusCode(201).extract().path("tournamentId");
        json().body("{\"ruleSet\": \"korean-2016\", \"boardSize\": 9, \"rounds\": 3, \"pairingSystem\": \"swiss\"}")
                .put("/api/v1/tournaments/" + id + "/configuration").then().statusCode(200);
        String lee = player(id, "Lee Sedol", "5p", "<script>alert(1)</script>");
        String cho = player(id, "Cho Hunhyun", "7p", "Hanguk");
        String kim = player(id, "Kim Jiseok", "3d", "Hanguk");
        String park = player(id, "Park Junghwan", "2k", "Hanguk");
        String suffix = UUID.randomUUID().toString().substring(0, 8);
        String finished = "game-" + suffix + "-1";
        String live = "game-" + suffix + "-2";
        Instant now = Instant.now();
        GameStarted first = new GameStarted(finished, id, 1, 1, lee, cho, "korean-2016", "korean-2013", 9, 0, 6.5,
                "platform", now);
        GameStarted second = new GameStarted(live, id, 1, 2, kim, park, "korean-2016", "korean-2013", 9, 0, 6.5,
                "platform", now);
        append(axon, finished, 0, first);
        append(axon, finished, 1, new MovePlayed(finished, id, 1, Color.BLACK, "E5", List.of(), lee, now));
        append(axon, finished, 2, new MovePlayed(finished, id, 2, Color.WHITE, "E6", List.of(), cho, now));
        append(axon, finished, 3, new ResultConfirmed(finished, id, 1, 1, lee, cho, Outcome.BLACK_WINS, false, "B+R",
                "White resigned", List.of(lee, cho, "referee"), now));
        append(axon, live, 0, second);
        append(axon, live, 1, new MovePlayed(live, id, 1, Color.BLACK, "C3", List.of(), kim, now));
        return new ResultsFixture(id, lee, cho, kim, park, finished, live);
    }

    private static void append(Configuration axon, String gameId, long sequence, Object event) {
        axon.eventStore().publish(new GenericDomainEventMessage<>("Game", gameId, sequence, event));
    }

    private static String player(String tournamentId, String name, String rank, String club) {
        return json().body("{\"name\": \"" + name + "\", \"rank\": \"" + rank + "\", \"club\": \"" + club
                        + "\", \"country\": \"KR\"}")
                .post("/api/v1/tournaments/" + tournamentId + "/players")
                .then().statusCode(201).extract().path("playerId");
    }

    static io.restassured.specification.RequestSpecification json() {
        return given().contentType(ContentType.JSON).accept(ContentType.JSON);
    }

    /** Retries {@code check} until it passes or five seconds have gone: the projections track the store. */
    static void eventually(Runnable check) {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (true) {
            try {
                check.run();
                return;
            } catch (AssertionError notYet) {
                if (System.nanoTime() > deadline) {
                    throw notYet;
                }
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw notYet;
                }
            }
        }
    }
}
