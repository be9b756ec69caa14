package dev.tengen.arbitration.service;

import static dev.tengen.arbitration.service.Refusals.refusedWith;

import dev.tengen.arbitration.service.api.AppealDepositSet;
import dev.tengen.arbitration.service.api.Money;
import dev.tengen.arbitration.service.api.SetAppealDeposit;
import java.math.BigDecimal;
import java.time.Instant;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A tournament's appeal deposit (Incheon 2013 arbitration art. 1.3: US$500 unless the event asks otherwise). */
class AppealTermsTest {

    private static final Instant AT = Instant.parse("2013-06-30T09:00:00Z");

    private AggregateTestFixture<AppealTerms> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(AppealTerms.class);
    }

    @Test
    void aTournamentAsksItsOwnDepositInItsOwnCurrency() {
        fixture.givenNoPriorActivity()
                .when(new SetAppealDeposit("t-1-appeal-terms", "t-1", new Money(new BigDecimal("500000.00"), " krw "),
                        "td-park", AT))
                .expectEvents(new AppealDepositSet("t-1-appeal-terms", "t-1", new Money(new BigDecimal("500000"), "KRW"),
                        "td-park", AT));
    }

    @Test
    void aZeroDepositIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new SetAppealDeposit("t-1-appeal-terms", "t-1", new Money(BigDecimal.ZERO, "USD"), "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("deposit-malformed"));
    }

    /** 1e1000000 was written into the event as a million digits, which no read could take back (a 500 ever after). */
    @Test
    void aDepositOfAMillionDigitsIsRefusedBeforeItIsWritten() {
        fixture.givenNoPriorActivity()
                .when(new SetAppealDeposit("t-1-appeal-terms", "t-1", new Money(new BigDecimal("1e1000000"), "USD"),
                        "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("deposit-malformed"));
    }

    @Test
    void aDepositInTenThousandthsOfACentIsRefused() {
        fixture.givenNoPriorActivity()
                .when(new SetAppealDeposit("t-1-appeal-terms", "t-1", new Money(new BigDecimal("500.000001"), "USD"),
                        "td-park", AT))
                .expectNoEvents()
                .expectException(refusedWith("deposit-malformed"));
    }

    @Test
    void aDepositOfTwelveDigitsIsTaken() {
        fixture.givenNoPriorActivity()
                .when(new SetAppealDeposit("t-1-appeal-terms", "t-1", new Money(new BigDecimal("999999999999.5"), "IDR"),
                        "td-park", AT))
                .expectEvents(new AppealDepositSet("t-1-appeal-terms", "t-1", new Money(new BigDecimal("999999999999.5"),
                        "IDR"), "td-park", AT));
    }
}
