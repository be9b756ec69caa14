package dev.tengen.arbitration.service;

import static dev.tengen.arbitration.service.Refusals.refusedWith;

import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.DecideSanction;
import dev.tengen.arbitration.service.api.Deposit;
import dev.tengen.arbitration.service.api.Money;
import dev.tengen.arbitration.service.api.RulingDecision;
import dev.tengen.arbitration.service.api.Sanction;
import dev.tengen.arbitration.service.api.SanctionDecided;
import dev.tengen.arbitration.service.api.SanctionRecommended;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Technical Delegate decides on the committee's recommended sanctions (Incheon 2013 arbitration art. 2.6). */
class SanctionDecisionTest {

    private static final String APPEAL = "pr-1-appeal";
    private static final Instant RECEIVED = Instant.parse("2013-07-01T10:12:00Z");
    private static final Instant RULED_AT = Instant.parse("2013-07-01T10:35:00Z");
    private static final Instant LATER = RULED_AT.plusSeconds(3600);
    private static final Money USD_500 = new Money(new BigDecimal("500"), "USD");
    private static final AppealFiled FILED = new AppealFiled(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2,
            RECEIVED.minusSeconds(60), null, new Deposit(USD_500, true), USD_500, RECEIVED.plusSeconds(1800), "lee",
            RECEIVED);
    private static final AppealRuled RULED = new AppealRuled(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2,
            RulingDecision.UPHOLD, "committee", List.of("arb-kim", "arb-wang"), List.of(), null, "x", false, false,
            "arb-kim", RULED_AT);
    private static final SanctionRecommended WARNING = new SanctionRecommended(APPEAL, "t-1", "Coach Yang",
            Sanction.WARNING, "He argued with the referee after the ruling.", "Incheon 2013 arbitration art. 2.6", "arb-kim",
            RULED_AT.plusSeconds(600));
    private static final SanctionRecommended DISQUALIFY = new SanctionRecommended(APPEAL, "t-1", "Lee Sedol",
            Sanction.DISQUALIFICATION, "He refused to replay the game as ruled.", "Incheon 2013 arbitration art. 2.6", "arb-kim",
            RULED_AT.plusSeconds(900));

    private AggregateTestFixture<Appeal> fixture;

    @BeforeEach
    void setUp() {
        fixture = new AggregateTestFixture<>(Appeal.class);
    }

    @Test
    void theTechnicalDelegateDeclinesAWarning() {
        fixture.given(FILED, RULED, WARNING)
                .when(new DecideSanction(APPEAL, 1, false, null, " He apologised. ", "td-park", LATER))
                .expectEvents(new SanctionDecided(APPEAL, "t-1", 1, "Coach Yang", Sanction.WARNING, false, null,
                        "He apologised.", "Incheon 2013 arbitration art. 2.6", "td-park", LATER));
    }

    @Test
    void anAcceptedDisqualificationNamesThePlayer() {
        fixture.given(FILED, RULED, WARNING, DISQUALIFY)
                .when(new DecideSanction(APPEAL, 2, true, null, "Serious disobedience.", "td-park", LATER))
                .expectNoEvents()
                .expectException(refusedWith("disqualified-player-missing"));
        fixture.given(FILED, RULED, WARNING, DISQUALIFY)
                .when(new DecideSanction(APPEAL, 2, true, "p-lee", "Serious disobedience.", "td-park", LATER))
                .expectEvents(new SanctionDecided(APPEAL, "t-1", 2, "Lee Sedol", Sanction.DISQUALIFICATION, true,
                        "p-lee", "Serious disobedience.", "Incheon 2013 arbitration art. 2.6", "td-park", LATER));
    }

    @Test
    void thereIsNothingToDecideWithoutTheRecommendation() {
        fixture.given(FILED, RULED)
                .when(new DecideSanction(APPEAL, 1, true, null, "x", "td-park", LATER))
                .expectNoEvents()
                .expectException(refusedWith("recommendation-not-found"));
    }

    @Test
    void aRecommendationIsDecidedOnce() {
        fixture.given(FILED, RULED, WARNING, new SanctionDecided(APPEAL, "t-1", 1, "Coach Yang", Sanction.WARNING,
                        true, null, "x", "Incheon 2013 arbitration art. 2.6", "td-park", LATER))
                .when(new DecideSanction(APPEAL, 1, false, null, "On second thoughts.", "td-park", LATER.plusSeconds(60)))
                .expectNoEvents()
                .expectException(refusedWith("sanction-already-decided"));
    }
}
