package dev.tengen.arbitration.service;

import static dev.tengen.arbitration.service.Refusals.refusedWith;

import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.AppealForm;
import dev.tengen.arbitration.service.api.AppealRejectedAsInvalid;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.Deposit;
import dev.tengen.arbitration.service.api.DepositForfeited;
import dev.tengen.arbitration.service.api.DepositRefunded;
import dev.tengen.arbitration.service.api.FileAppeal;
import dev.tengen.arbitration.service.api.Money;
import dev.tengen.arbitration.service.api.NewResult;
import dev.tengen.arbitration.service.api.ProtestDecision;
import dev.tengen.arbitration.service.api.ResultChangedByRuling;
import dev.tengen.arbitration.service.api.RuleOnAppeal;
import dev.tengen.arbitration.service.api.RulingDeadlineMissed;
import dev.tengen.arbitration.service.api.RulingDecision;
import dev.tengen.arbitration.service.api.TechnicalDelegateDecided;
import dev.tengen.arbitration.service.api.Vote;
import dev.tengen.arbitration.service.api.Witness;
import dev.tengen.tournament.Outcome;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Incheon 2013 arbitration: the appeal's window, form and deposit (art. 1), the committee's vote and ruling (art. 2-3). */
class AppealTest {

    private static final String APPEAL = "pr-1-appeal";
    private static final String ARBITRATOR = "arbitrator-tanaka";
    /** The referees rejected the protest at 10:05 (Incheon 2013 arbitration art. 1.2: the window runs from here). */
    private static final Instant DECIDED = Instant.parse("2013-07-01T10:05:00Z");
    private static final Instant RECEIVED = Instant.parse("2013-07-01T10:12:00Z");
    private static final Instant RULED_AT = Instant.parse("2013-07-01T10:35:00Z");
    private static final Money USD_500 = new Money(new BigDecimal("500"), "USD");
    private static final Deposit PAID = new Deposit(USD_500, true);
    private static final Deposit NOT_PAID = new Deposit(USD_500, false);
    private static final AppealForm FORM = form("Lee Sedol", "Coach Yang");
    private static final List<String> THREE = List.of("Kim (KOR)", "Wang (CHN)", "Tanaka (JPN)");
    private static final AppealFiled FILED = new AppealFiled(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2, DECIDED, FORM, PAID,
            USD_500, Instant.parse("2013-07-01T10:42:00Z"), ARBITRATOR, RECEIVED);
    private static final NewResult BLACK_BY_ONE_AND_A_HALF = new NewResult(Outcome.BLACK_WINS, "B+1.5");

    private AggregateTestFixture<Appeal> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Appeal.class);
    }

    private static AppealForm form(String complainantSignature, String teamOfficialSignature) {
        return new AppealForm(Instant.parse("2013-07-01T10:11:00Z"), "Lee Sedol", complainantSignature, "KOR",
                teamOfficialSignature, "Gu Li", "CHN", "Counted as White wins by 0.5",
                List.of(new Witness("Park Jungwhan", "Park Jungwhan", "+82 10 1234 5678", "KOR")), "Board 2, hall A",
                "10:01", "", "Two black stones in White's corner were counted as dead though the players agreed they live.",
                "");
    }

    private static FileAppeal file(AppealForm form, Deposit deposit, Instant at) {
        return new FileAppeal(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2, ProtestDecision.REJECTED, DECIDED, form, deposit,
                USD_500, ARBITRATOR, at);
    }

    private static RuleOnAppeal rule(List<String> present, List<Vote> votes, NewResult newResult) {
        return new RuleOnAppeal(APPEAL, null, present, votes, null, null, newResult, "The stones were agreed alive.",
                ARBITRATOR, RULED_AT);
    }

    private static AppealRuled ruled(RulingDecision decision, String decidedBy, List<String> present, List<Vote> votes,
            NewResult newResult) {
        return new AppealRuled(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2, decision, decidedBy, present, votes, newResult,
                "The stones were agreed alive.", decision != RulingDecision.UPHOLD, false, ARBITRATOR, RULED_AT);
    }

    // Filing (Incheon 2013 arbitration art. 1.2-1.3)

    @Test
    void aSignedAppealWithItsDepositIsFiledWithARulingDueHalfAnHourLater() {
        fixture.givenNoPriorActivity()
                .when(file(FORM, PAID, RECEIVED))
                .expectEvents(FILED)
                .expectResultMessagePayload(0L);
    }

    @Test
    void anAppealReceivedInTheFifteenthMinuteAfterTheDecisionIsValid() {
        Instant minute15 = Instant.parse("2013-07-01T10:20:59Z");
        fixture.givenNoPriorActivity()
                .when(file(FORM, PAID, minute15))
                .expectEvents(new AppealFiled(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2, DECIDED, FORM, PAID, USD_500,
                        Instant.parse("2013-07-01T10:50:59Z"), ARBITRATOR, minute15));
    }

    @Test
    void anAppealReceivedInTheSixteenthMinuteIsInvalidAndItsDepositReturned() {
        Instant minute16 = Instant.parse("2013-07-01T10:21:00Z");
        fixture.givenNoPriorActivity()
                .when(file(FORM, PAID, minute16))
                .expectEvents(
                        new AppealRejectedAsInvalid(APPEAL, "pr-1", "t-1", "t-1-r3-b2", FORM, PAID, "appeal-late",
                                "The appeal was received 16 minutes after the referees' decision on the protest; it must be"
                                        + " submitted within 15 minutes (Incheon 2013 arbitration art. 1.2).",
                                "Incheon 2013 arbitration art. 1.2", ARBITRATOR, minute16),
                        new DepositRefunded(APPEAL, "t-1", USD_500, "the appeal is invalid and was not heard",
                                "Incheon 2013 arbitration art. 1.2", ARBITRATOR, minute16));
    }

    @Test
    void anAppealWithoutTheTeamLeadersOrCoachsSignatureIsInvalid() {
        AppealForm unsigned = form("Lee Sedol", "");
        fixture.givenNoPriorActivity()
                .when(file(unsigned, PAID, RECEIVED))
                .expectEvents(
                        new AppealRejectedAsInvalid(APPEAL, "pr-1", "t-1", "t-1-r3-b2", unsigned, PAID,
                                "team-official-signature-missing", "The appeal form lacks the signature of the"
                                        + " complainant's team leader or coach (Incheon 2013 arbitration art. 1.3).",
                                "Incheon 2013 arbitration art. 1.3", ARBITRATOR, RECEIVED),
                        new DepositRefunded(APPEAL, "t-1", USD_500, "the appeal is invalid and was not heard",
                                "Incheon 2013 arbitration art. 1.3", ARBITRATOR, RECEIVED));
    }

    @Test
    void anAppealNotSignedByTheComplainantIsInvalid() {
        AppealForm unsigned = form(" ", "Coach Yang");
        AppealForm recorded = form("", "Coach Yang");
        fixture.givenNoPriorActivity()
                .when(file(unsigned, NOT_PAID, RECEIVED))
                .expectEvents(new AppealRejectedAsInvalid(APPEAL, "pr-1", "t-1", "t-1-r3-b2", recorded, NOT_PAID,
                        "complainant-signature-missing", "The appeal form is not signed by the complainant"
                                + " (Incheon 2013 arbitration art. 1.3).", "Incheon 2013 arbitration art. 1.3", ARBITRATOR, RECEIVED));
    }

    @Test
    void anAppealWhoseDepositIsNotPaidIsInvalid() {
        fixture.givenNoPriorActivity()
                .when(file(FORM, NOT_PAID, RECEIVED))
                .expectEvents(new AppealRejectedAsInvalid(APPEAL, "pr-1", "t-1", "t-1-r3-b2", FORM, NOT_PAID,
                        "deposit-not-paid", "The deposit of USD 500 has not been paid (Incheon 2013 arbitration art. 1.3).",
                        "Incheon 2013 arbitration art. 1.3", ARBITRATOR, RECEIVED));
    }

    @Test
    void aDepositShortOfTheTournamentsAmountIsInvalid() {
        Deposit short100 = new Deposit(new Money(new BigDecimal("100"), "USD"), true);
        fixture.givenNoPriorActivity()
                .when(file(FORM, short100, RECEIVED))
                .expectEventsMatching(org.axonframework.test.matchers.Matchers.payloadsMatching(
                        org.axonframework.test.matchers.Matchers.exactSequenceOf(
                                org.hamcrest.Matchers.hasProperty("class", org.hamcrest.Matchers.equalTo(AppealRejectedAsInvalid.class)),
                                org.hamcrest.Matchers.hasProperty("class", org.hamcrest.Matchers.equalTo(DepositRefunded.class)),
                                org.axonframework.test.matchers.Matchers.andNoMore())));
    }

    @Test
    void aCorrectedFormMayBeHandedInAgainWithinTheWindow() {
        fixture.given(new AppealRejectedAsInvalid(APPEAL, "pr-1", "t-1", "t-1-r3-b2", FORM, NOT_PAID, "deposit-not-paid",
                        "The deposit of USD 500 has not been paid (Incheon 2013 arbitration art. 1.3).", "Incheon 2013 arbitration art. 1.3", ARBITRATOR,
                        Instant.parse("2013-07-01T10:08:00Z")))
                .when(file(FORM, PAID, RECEIVED))
                .expectEvents(FILED);
    }

    @Test
    void aProtestTheRefereesAcceptedCannotBeAppealed() {
        fixture.givenNoPriorActivity()
                .when(new FileAppeal(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2, ProtestDecision.ACCEPTED, DECIDED, FORM, PAID,
                        USD_500, ARBITRATOR, RECEIVED))
                .expectNoEvents()
                .expectException(refusedWith("protest-accepted"));
    }

    @Test
    void aProtestTheRefereesHaveNotDecidedCannotBeAppealedYet() {
        fixture.givenNoPriorActivity()
                .when(new FileAppeal(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2, null, null, FORM, PAID, USD_500, ARBITRATOR,
                        RECEIVED))
                .expectNoEvents()
                .expectException(refusedWith("protest-not-decided"));
    }

    @Test
    void aSecondAppealWhileTheFirstIsHeardIsRefused() {
        fixture.given(FILED)
                .when(file(FORM, PAID, RECEIVED.plusSeconds(60)))
                .expectNoEvents()
                .expectException(refusedWith("appeal-already-filed"));
    }

    // Ruling (Incheon 2013 arbitration art. 1.4, 2.4, 3.6, 3.8)

    @Test
    void aWonAppealChangesTheResultAndReturnsTheDeposit() {
        List<Vote> votes = List.of(new Vote("Kim (KOR)", RulingDecision.OVERRULE), new Vote("Wang (CHN)", RulingDecision.OVERRULE),
                new Vote("Tanaka (JPN)", RulingDecision.UPHOLD));
        fixture.given(FILED)
                .when(rule(THREE, votes, BLACK_BY_ONE_AND_A_HALF))
                .expectEvents(
                        ruled(RulingDecision.OVERRULE, "committee", THREE, votes, BLACK_BY_ONE_AND_A_HALF),
                        new ResultChangedByRuling("t-1", "t-1-r3-b2", 3, 2, Outcome.BLACK_WINS, "B+1.5", "Incheon 2013 arbitration art. 2.4",
                                APPEAL, ARBITRATOR, RULED_AT),
                        new DepositRefunded(APPEAL, "t-1", USD_500, "the appeal was won (overrule)", "Incheon 2013 arbitration art. 1.4",
                                ARBITRATOR, RULED_AT))
                .expectResultMessagePayload(3L);
    }

    @Test
    void aRejectedAppealLeavesTheDepositToTheOrganizingCommittee() {
        List<Vote> votes = List.of(new Vote("Kim (KOR)", RulingDecision.UPHOLD), new Vote("Wang (CHN)", RulingDecision.UPHOLD));
        fixture.given(FILED)
                .when(rule(THREE, votes, null))
                .expectEvents(
                        ruled(RulingDecision.UPHOLD, "committee", THREE, votes, null),
                        new DepositForfeited(APPEAL, "t-1", USD_500,
                                "the appeal was rejected; the deposit accrues to the Organizing Committee",
                                "Incheon 2013 arbitration art. 1.4", ARBITRATOR, RULED_AT));
    }

    @Test
    void aOneOneVoteIsDecidedByTheTechnicalDelegate() {
        List<String> two = List.of("Kim (KOR)", "Wang (CHN)");
        List<Vote> votes = List.of(new Vote("Kim (KOR)", RulingDecision.OVERRULE), new Vote("Wang (CHN)", RulingDecision.UPHOLD));
        fixture.given(FILED)
                .when(new RuleOnAppeal(APPEAL, null, two, votes, "TD Ishida", RulingDecision.UPHOLD, null,
                        "The stones were agreed alive.", ARBITRATOR, RULED_AT))
                .expectEvents(
                        new TechnicalDelegateDecided(APPEAL, "t-1", "TD Ishida", RulingDecision.UPHOLD, two, votes,
                                "Incheon 2013 arbitration art. 3.6", ARBITRATOR, RULED_AT),
                        ruled(RulingDecision.UPHOLD, "technical-delegate", two, votes, null),
                        new DepositForfeited(APPEAL, "t-1", USD_500,
                                "the appeal was rejected; the deposit accrues to the Organizing Committee",
                                "Incheon 2013 arbitration art. 1.4", ARBITRATOR, RULED_AT));
    }

    @Test
    void aTiedVoteWithoutTheTechnicalDelegateIsNoRuling() {
        List<String> two = List.of("Kim (KOR)", "Wang (CHN)");
        fixture.given(FILED)
                .when(rule(two, List.of(new Vote("Kim (KOR)", RulingDecision.OVERRULE), new Vote("Wang (CHN)", RulingDecision.UPHOLD)),
                        null))
                .expectNoEvents()
                .expectException(refusedWith("vote-tied"));
    }

    @Test
    void aRulingRecordedInOneGoCountsAMemberNotListedAsAbstainingSoOneToOneOfThreeIsATie() {
        List<Vote> votes = List.of(new Vote("Kim (KOR)", RulingDecision.OVERRULE), new Vote("Wang (CHN)", RulingDecision.UPHOLD));
        fixture.given(FILED)
                .when(rule(THREE, votes, null))
                .expectNoEvents()
                .expectException(refusedWith("vote-tied"));
    }

    @Test
    void theCommitteeNeedsTwoMembersPresent() {
        fixture.given(FILED)
                .when(rule(List.of("Kim (KOR)"), List.of(new Vote("Kim (KOR)", RulingDecision.OVERRULE)), null))
                .expectNoEvents()
                .expectException(refusedWith("too-few-members"));
    }

    @Test
    void onlyMembersPresentVote() {
        fixture.given(FILED)
                .when(rule(List.of("Kim (KOR)", "Wang (CHN)"), List.of(new Vote("Tanaka (JPN)", RulingDecision.OVERRULE)), null))
                .expectNoEvents()
                .expectException(refusedWith("vote-by-absent-member"));
    }

    @Test
    void anUpheldDecisionCannotChangeTheResult() {
        List<Vote> votes = List.of(new Vote("Kim (KOR)", RulingDecision.UPHOLD), new Vote("Wang (CHN)", RulingDecision.UPHOLD));
        fixture.given(FILED)
                .when(rule(THREE, votes, BLACK_BY_ONE_AND_A_HALF))
                .expectNoEvents()
                .expectException(refusedWith("result-change-upheld"));
    }

    @Test
    void theRulingIsFinalSoASecondAppealOnTheSameJudgmentIsRefused() {
        List<Vote> votes = List.of(new Vote("Kim (KOR)", RulingDecision.UPHOLD), new Vote("Wang (CHN)", RulingDecision.UPHOLD));
        fixture.given(FILED, ruled(RulingDecision.UPHOLD, "committee", THREE, votes, null))
                .when(file(FORM, PAID, RULED_AT.plusSeconds(60)))
                .expectNoEvents()
                .expectException(refusedWith("appeal-ruling-final"));
    }

    @Test
    void theCommitteeRulesOnce() {
        List<Vote> votes = List.of(new Vote("Kim (KOR)", RulingDecision.UPHOLD), new Vote("Wang (CHN)", RulingDecision.UPHOLD));
        fixture.given(FILED, ruled(RulingDecision.UPHOLD, "committee", THREE, votes, null))
                .when(rule(THREE, votes, null))
                .expectNoEvents()
                .expectException(refusedWith("appeal-already-ruled"));
    }

    @Test
    void anInvalidAppealIsNotRuledOn() {
        fixture.given(new AppealRejectedAsInvalid(APPEAL, "pr-1", "t-1", "t-1-r3-b2", FORM, NOT_PAID, "deposit-not-paid",
                        "The deposit of USD 500 has not been paid (Incheon 2013 arbitration art. 1.3).", "Incheon 2013 arbitration art. 1.3", ARBITRATOR,
                        RECEIVED))
                .when(rule(THREE, List.of(new Vote("Kim (KOR)", RulingDecision.OVERRULE)), null))
                .expectNoEvents()
                .expectException(refusedWith("appeal-invalid"));
    }

    @Test
    void aRulingAfterTheHalfHourIsMarkedLateAndTheMissedTargetRecorded() {
        Instant late = Instant.parse("2013-07-01T10:43:00Z");
        List<Vote> votes = List.of(new Vote("Kim (KOR)", RulingDecision.UPHOLD), new Vote("Wang (CHN)", RulingDecision.UPHOLD));
        fixture.given(FILED)
                .when(new RuleOnAppeal(APPEAL, null, THREE, votes, null, null, null, "The stones were agreed alive.",
                        ARBITRATOR, late))
                .expectEvents(
                        new RulingDeadlineMissed(APPEAL, "t-1", Instant.parse("2013-07-01T10:42:00Z"), 1,
                                "Incheon 2013 arbitration art. 3.2", ARBITRATOR, late),
                        new AppealRuled(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2, RulingDecision.UPHOLD, "committee", THREE,
                                votes, null, "The stones were agreed alive.", false, true, ARBITRATOR, late),
                        new DepositForfeited(APPEAL, "t-1", USD_500,
                                "the appeal was rejected; the deposit accrues to the Organizing Committee",
                                "Incheon 2013 arbitration art. 1.4", ARBITRATOR, late));
    }
}
