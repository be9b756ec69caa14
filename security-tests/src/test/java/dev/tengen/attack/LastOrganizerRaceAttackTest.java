package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * Two organizers delete each other at the same moment: each check saw another organizer, and none was left (and
 * {@code /setup} opened again for whoever knows the code). The check and the removal are one step.
 */
class LastOrganizerRaceAttackTest {

    @Test
    void twoOrganizersDeletingEachOtherAtOnceLeaveOne() throws Exception {
        for (int attempt = 0; attempt < 2; attempt++) {
            Platform platform = Platform.fresh("race", Map.of());
            try {
                Http.anonymous(platform).form("/setup", "code=" + Platform.SETUP_CODE + "&user=first-organizer"
                        + "&password=" + Platform.PASSWORD).expect(201);
                Http first = Http.as(platform, "first-organizer", Platform.PASSWORD);
                first.post("/api/v1/accounts", "{\"user\": \"second-organizer\", \"password\": \"" + Platform.PASSWORD
                        + "\", \"roles\": [\"organizer\"], \"players\": []}").expect(201);
                Http second = Http.as(platform, "second-organizer", Platform.PASSWORD);
                first.get("/api/v1/accounts/me").expect(200);
                second.get("/api/v1/accounts/me").expect(200);

                CountDownLatch go = new CountDownLatch(1);
                CompletableFuture<Answer> one = CompletableFuture.supplyAsync(() -> await(go, () ->
                        first.delete("/api/v1/accounts/second-organizer")));
                CompletableFuture<Answer> two = CompletableFuture.supplyAsync(() -> await(go, () ->
                        second.delete("/api/v1/accounts/first-organizer")));
                go.countDown();
                List<Integer> statuses = List.of(one.get().status(), two.get().status());

                assertTrue(statuses.contains(409) || statuses.contains(401) || statuses.contains(403),
                        "both deletions succeeded: " + statuses);
                assertEquals(409, Http.anonymous(platform).form("/setup", "code=" + Platform.SETUP_CODE
                        + "&user=intruder&password=" + Platform.PASSWORD).status(), "the first-run form opened again");
            } finally {
                platform.close();
            }
        }
    }

    private static Answer await(CountDownLatch go, java.util.function.Supplier<Answer> request) {
        try {
            go.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return request.get();
    }
}
