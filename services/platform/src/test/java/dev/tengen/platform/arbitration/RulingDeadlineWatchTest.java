package dev.tengen.platform.arbitration;

import dev.tengen.arbitration.service.web.RulingDeadlineWatch;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The half hour is recorded as missed on a schedule, not only when someone asks (Incheon 2013 arbitration art. 3.2). */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE,
        Roles.REFEREE, Roles.ARBITRATOR})
class RulingDeadlineWatchTest {

    @Inject
    RulingDeadlineWatch watch;

    private static RequestSpecification json() {
        return given().contentType(ContentType.JSON).accept(ContentType.JSON);
    }

    /** A valid appeal filed now, against a protest on its own game so no other test's ruling touches it. */
    static String filedAppeal(String gameId) {
        return FiledAppeals.filed("t-watch", gameId, Instant.now().minusSeconds(120));
    }

    private static boolean missed(String appeal) {
        return json().get("/api/v1/appeals/" + appeal).then().statusCode(200).extract()
                .path("rulingDeadlineMissedAt") != null;
    }

    @Test
    void anAppealLeftPastItsHalfHourIsRecordedMissedByTheWatchOnce() throws InterruptedException {
        String appeal = filedAppeal("t-watch-r1-b1-" + System.nanoTime());
        watch.checkAt(Instant.now());
        assertFalse(missed(appeal), "the half hour has not passed");

        // 31 minutes on, without sleeping them: the watch is handed the time. The projection follows the store, so
        // the watch finds the appeal as soon as it shows it.
        Instant later = Instant.now().plus(Duration.ofMinutes(31));
        for (long until = System.nanoTime() + 5_000_000_000L; !missed(appeal) && System.nanoTime() < until; ) {
            watch.checkAt(later);
            Thread.sleep(20);
        }
        int version = json().get("/api/v1/appeals/" + appeal).then().statusCode(200)
                .body("rulingDeadlineMissedAt", notNullValue()).body("status", equalTo("pending"))
                .extract().path("version");

        // A second check, by the watch or by hand, records nothing.
        watch.checkAt(later.plusSeconds(60));
        json().post("/api/v1/appeals/" + appeal + "/deadline-check").then().statusCode(200);
        json().get("/api/v1/appeals/" + appeal).then().body("version", equalTo(version));
    }
}
