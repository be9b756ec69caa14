package dev.tengen.arbitration.service;

import static dev.tengen.arbitration.service.Refusals.refusedWith;

import dev.tengen.arbitration.service.api.DecideProtest;
import dev.tengen.arbitration.service.api.FileProtest;
import dev.tengen.arbitration.service.api.ProtestDecided;
import dev.tengen.arbitration.service.api.ProtestDecision;
import dev.tengen.arbitration.service.api.ProtestFiled;
import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Incheon 2013 arbitration art. 1.1: a protest against a referee's judgment, decided by the referees. */
class ProtestTest {

    private static final Instant PROTESTED = Instant.parse("2013-07-01T10:02:00Z");
    private static final Instant DECIDED = Instant.parse("2013-07-01T10:05:00Z");
    private static final ProtestFiled FILED = new ProtestFiled("pr-1", "t-1", "t-1-r3-b2", 3, 2, "Lee Sedol",
            "Second warning: game lost for retaking the ko without a threat", "referee-choi", PROTESTED);

    private AggregateTestFixture<Protest> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Protest.class);
    }

    @Test
    void aProtestRecordsTheGameTheComplainantAndTheJudgment() {
        fixture.givenNoPriorActivity()
                .when(new FileProtest("pr-1", "t-1", "t-1-r3-b2", 3, 2, " Lee Sedol ",
                        "Second warning: game lost for retaking the ko without a threat", null, "referee-choi", PROTESTED))
                .expectEvents(FILED);
    }

    @Test
    void aProtestWithoutTheJudgmentIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new FileProtest("pr-1", "t-1", "t-1-r3-b2", 3, 2, "Lee Sedol", " ", null, "referee-choi", PROTESTED))
                .expectNoEvents()
                .expectException(refusedWith("judgment-blank"));
    }

    @Test
    void aComplaintMadeAfterTheResultWasConfirmedHasNoEffect() {
        // Incheon 2013 code art. 4.3, 004 art. 16.3: confirmed at 10:00, protested at 10:02.
        fixture.givenNoPriorActivity()
                .when(new FileProtest("pr-1", "t-1", "t-1-r3-b2", 3, 2, "Lee Sedol", "Lost on time",
                        Instant.parse("2013-07-01T10:00:00Z"), "referee-choi", Instant.parse("2013-07-01T10:02:00Z")))
                .expectNoEvents()
                .expectException(refusedWith("complaint-after-game"));
    }

    @Test
    void aComplaintMadeDuringTheGameAndEnteredAfterItsEndIsHeard() {
        fixture.givenNoPriorActivity()
                .when(new FileProtest("pr-1", "t-1", "t-1-r3-b2", 3, 2, " Lee Sedol ",
                        "Second warning: game lost for retaking the ko without a threat",
                        PROTESTED.plusSeconds(60), "referee-choi", PROTESTED))
                .expectEvents(FILED);
    }

    @Test
    void theRefereesRejectAProtest() {
        fixture.given(FILED)
                .when(new DecideProtest("pr-1", null, ProtestDecision.REJECTED, "Chief Referee Kim", "The ko was retaken at once",
                        "referee-kim", DECIDED))
                .expectEvents(new ProtestDecided("pr-1", "t-1", "t-1-r3-b2", 3, 2, ProtestDecision.REJECTED,
                        "Chief Referee Kim", "The ko was retaken at once", "referee-kim", DECIDED))
                .expectResultMessagePayload(1L);
    }

    @Test
    void theRefereesDecideOnce() {
        fixture.given(FILED, new ProtestDecided("pr-1", "t-1", "t-1-r3-b2", 3, 2, ProtestDecision.ACCEPTED,
                        "Chief Referee Kim", "", "referee-kim", DECIDED))
                .when(new DecideProtest("pr-1", null, ProtestDecision.REJECTED, "Chief Referee Kim", "", "referee-kim",
                        DECIDED.plusSeconds(60)))
                .expectNoEvents()
                .expectException(refusedWith("protest-already-decided"));
    }

    @Test
    void aDecisionCannotPrecedeTheProtest() {
        fixture.given(FILED)
                .when(new DecideProtest("pr-1", null, ProtestDecision.REJECTED, "Chief Referee Kim", "", "referee-kim",
                        PROTESTED.minusSeconds(60)))
                .expectNoEvents()
                .expectException(refusedWith("decision-before-protest"));
    }
}
