package dev.tengen.arbitration.service;

import static dev.tengen.arbitration.service.Refusals.refusedWith;

import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.AppealForm;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.CastVote;
import dev.tengen.arbitration.service.api.CheckRulingDeadline;
import dev.tengen.arbitration.service.api.CommitteeConvened;
import dev.tengen.arbitration.service.api.ConveneCommittee;
import dev.tengen.arbitration.service.api.Deposit;
import dev.tengen.arbitration.service.api.DepositForfeited;
import dev.tengen.arbitration.service.api.DepositRefunded;
import dev.tengen.arbitration.service.api.Money;
import dev.tengen.arbitration.service.api.NewResult;
import dev.tengen.arbitration.service.api.RecommendSanction;
import dev.tengen.arbitration.service.api.RecordRefereeReport;
import dev.tengen.arbitration.service.api.RecordTestimony;
import dev.tengen.arbitration.service.api.RefereeReportRecorded;
import dev.tengen.arbitration.service.api.ResultChangedByRuling;
import dev.tengen.arbitration.service.api.RuleOnAppeal;
import dev.tengen.arbitration.service.api.RulingDeadlineMissed;
import dev.tengen.arbitration.service.api.RulingDecision;
import dev.tengen.arbitration.service.api.Sanction;
import dev.tengen.arbitration.service.api.SanctionRecommended;
import dev.tengen.arbitration.service.api.TechnicalDelegateDecided;
import dev.tengen.arbitration.service.api.TestimonyRecorded;
import dev.tengen.arbitration.service.api.Vote;
import dev.tengen.arbitration.service.api.VoteCast;
import dev.tengen.tournament.Outcome;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Incheon 2013 arbitration art. 2-3: the committee investigates (the referee's report, witnesses), meets with at least two of its
 * appointed members, each present member votes once, the ruling follows the votes, a missed half hour is recorded,
 * and a sanction may be recommended against those who disregard the ruling.
 */
class AppealCommitteeTest {

    private static final String APPEAL = "pr-1-appeal";
    /** The tournament's appointed arbitrators (person ids); Tanaka is the liaison. */
    private static final List<String> COMMITTEE = List.of("arb-kim", "arb-wang", "arb-tanaka");
    private static final Instant RECEIVED = Instant.parse("2013-07-01T10:12:00Z");
    private static final Instant DUE = Instant.parse("2013-07-01T10:42:00Z");
    private static final Instant MEETING = Instant.parse("2013-07-01T10:20:00Z");
    private static final Instant RULED_AT = Instant.parse("2013-07-01T10:35:00Z");
    private static final Money USD_500 = new Money(new BigDecimal("500"), "USD");
    private static final AppealForm FORM = new AppealForm(Instant.parse("2013-07-01T10:11:00Z"), "Lee Sedol",
            "Lee Sedol", "KOR", "Coach Yang", "Gu Li", "CHN", "Counted as White wins by 0.5", List.of(), "Board 2", "10:01",
            "", "Two black stones were counted as dead though the players agreed they live.", "");
    private static final AppealFiled FILED = new AppealFiled(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2,
            Instant.parse("2013-07-01T10:05:00Z"), FORM, new Deposit(USD_500, true), USD_500, DUE, "arb-tanaka", RECEIVED);
    private static final CommitteeConvened KIM_AND_WANG =
            new CommitteeConvened(APPEAL, "t-1", List.of("arb-kim", "arb-wang"), "arb-tanaka", MEETING);
    private static final CommitteeConvened ALL_THREE = new CommitteeConvened(APPEAL, "t-1", COMMITTEE, "arb-tanaka", MEETING);

    private AggregateTestFixture<Appeal> fixture;

    @BeforeEach
    void newFixture() {
        fixture = new AggregateTestFixture<>(Appeal.class);
    }

    private static VoteCast vote(String member, RulingDecision decision) {
        return new VoteCast(APPEAL, "t-1", member, decision, "", member, MEETING.plusSeconds(60));
    }

    private static RuleOnAppeal ruleOnVotesCast(String delegate, RulingDecision delegateDecision, NewResult result,
            Instant at) {
        return new RuleOnAppeal(APPEAL, null, List.of(), List.of(), delegate, delegateDecision, result,
                "The players had agreed the stones live.", "arb-tanaka", at);
    }

    @Test
    void theCommitteeCollectsTheRefereesReportAndTestimonies() {
        fixture.given(FILED)
                .when(new RecordRefereeReport(APPEAL, " Referee Han ", "Both players pointed at the stones.", "ref-han",
                        MEETING))
                .expectEvents(new RefereeReportRecorded(APPEAL, "t-1", "Referee Han", "Both players pointed at the stones.",
                        "ref-han", MEETING));
        fixture.given(FILED)
                .when(new RecordTestimony(APPEAL, "Park Jungwhan", "I heard them agree.", "arb-tanaka", MEETING))
                .expectEvents(new TestimonyRecorded(APPEAL, "t-1", "Park Jungwhan", "I heard them agree.", "arb-tanaka",
                        MEETING));
    }

    @Test
    void theCommitteeConvenesWithTwoOfItsAppointedMembers() {
        fixture.given(FILED)
                .when(new ConveneCommittee(APPEAL, COMMITTEE, List.of("arb-kim", "arb-wang"), "arb-tanaka", MEETING))
                .expectEvents(KIM_AND_WANG);
    }

    @Test
    void oneMemberPresentIsNoMeeting() {
        fixture.given(FILED)
                .when(new ConveneCommittee(APPEAL, COMMITTEE, List.of("arb-kim"), "arb-kim", MEETING))
                .expectNoEvents()
                .expectException(refusedWith("too-few-members"));
    }

    @Test
    void aPersonNotAppointedToTheCommitteeCannotSitOnIt() {
        fixture.given(FILED)
                .when(new ConveneCommittee(APPEAL, COMMITTEE, List.of("arb-kim", "ref-han"), "arb-kim", MEETING))
                .expectNoEvents()
                .expectException(refusedWith("member-not-on-committee"));
    }

    @Test
    void aTournamentWithoutAnAppointedCommitteeCannotConveneOne() {
        fixture.given(FILED)
                .when(new ConveneCommittee(APPEAL, List.of(), List.of("arb-kim", "arb-wang"), "arb-kim", MEETING))
                .expectNoEvents()
                .expectException(refusedWith("committee-not-appointed"));
    }

    @Test
    void membersVoteOnlyAtAMeeting() {
        fixture.given(FILED)
                .when(new CastVote(APPEAL, "arb-kim", RulingDecision.OVERRULE, "", "arb-kim", MEETING))
                .expectNoEvents()
                .expectException(refusedWith("committee-not-convened"));
    }

    @Test
    void aPresentMemberVotesWithADraftOpinion() {
        fixture.given(FILED, KIM_AND_WANG)
                .when(new CastVote(APPEAL, "ARB-KIM", RulingDecision.OVERRULE, " The agreement binds them. ", "arb-kim",
                        MEETING))
                .expectEvents(new VoteCast(APPEAL, "t-1", "arb-kim", RulingDecision.OVERRULE, "The agreement binds them.",
                        "arb-kim", MEETING));
    }

    @Test
    void anAbsentMemberDoesNotVote() {
        fixture.given(FILED, KIM_AND_WANG)
                .when(new CastVote(APPEAL, "arb-tanaka", RulingDecision.UPHOLD, "", "arb-tanaka", MEETING))
                .expectNoEvents()
                .expectException(refusedWith("vote-by-absent-member"));
    }

    @Test
    void eachMemberVotesOnce() {
        fixture.given(FILED, KIM_AND_WANG, vote("arb-kim", RulingDecision.OVERRULE))
                .when(new CastVote(APPEAL, "arb-kim", RulingDecision.UPHOLD, "", "arb-kim", MEETING))
                .expectNoEvents()
                .expectException(refusedWith("member-voted-twice"));
    }

    @Test
    void theRulingFollowsTheMajorityOfTheVotesCast() {
        NewResult blackWins = new NewResult(Outcome.BLACK_WINS, "B+1.5");
        List<Vote> votes = List.of(new Vote("arb-kim", RulingDecision.OVERRULE), new Vote("arb-wang", RulingDecision.OVERRULE),
                new Vote("arb-tanaka", RulingDecision.UPHOLD));
        fixture.given(FILED, ALL_THREE, vote("arb-kim", RulingDecision.OVERRULE), vote("arb-wang", RulingDecision.OVERRULE),
                        vote("arb-tanaka", RulingDecision.UPHOLD))
                .when(ruleOnVotesCast(null, null, blackWins, RULED_AT))
                .expectEvents(
                        new AppealRuled(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2, RulingDecision.OVERRULE, "committee",
                                COMMITTEE, votes, blackWins, "The players had agreed the stones live.", true, false,
                                "arb-tanaka", RULED_AT),
                        new ResultChangedByRuling("t-1", "t-1-r3-b2", 3, 2, Outcome.BLACK_WINS, "B+1.5",
                                "Incheon 2013 arbitration art. 2.4", APPEAL, "arb-tanaka", RULED_AT),
                        new DepositRefunded(APPEAL, "t-1", USD_500, "the appeal was won (overrule)", "Incheon 2013 arbitration art. 1.4",
                                "arb-tanaka", RULED_AT));
    }

    @Test
    void aOneOneVoteGoesToTheTechnicalDelegate() {
        List<Vote> votes = List.of(new Vote("arb-kim", RulingDecision.OVERRULE), new Vote("arb-wang", RulingDecision.UPHOLD));
        fixture.given(FILED, KIM_AND_WANG, vote("arb-kim", RulingDecision.OVERRULE), vote("arb-wang", RulingDecision.UPHOLD))
                .when(ruleOnVotesCast("td-park", RulingDecision.UPHOLD, null, RULED_AT))
                .expectEvents(
                        new TechnicalDelegateDecided(APPEAL, "t-1", "td-park", RulingDecision.UPHOLD,
                                List.of("arb-kim", "arb-wang"), votes, "Incheon 2013 arbitration art. 3.6", "arb-tanaka", RULED_AT),
                        new AppealRuled(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2, RulingDecision.UPHOLD,
                                "technical-delegate", List.of("arb-kim", "arb-wang"), votes, null,
                                "The players had agreed the stones live.", false, false, "arb-tanaka", RULED_AT),
                        new DepositForfeited(APPEAL, "t-1", USD_500,
                                "the appeal was rejected; the deposit accrues to the Organizing Committee",
                                "Incheon 2013 arbitration art. 1.4", "arb-tanaka", RULED_AT));
    }

    @Test
    void theTechnicalDelegateDoesNotDecideWhileAMemberPresentHasStillToVote() {
        // Art. 3.6: one to one of three present is not a tie; the third member's vote decides.
        fixture.given(FILED, ALL_THREE, vote("arb-kim", RulingDecision.OVERRULE), vote("arb-wang", RulingDecision.UPHOLD))
                .when(ruleOnVotesCast("td-park", RulingDecision.UPHOLD, null, RULED_AT))
                .expectNoEvents()
                .expectException(refusedWith("votes-outstanding"));
    }

    @Test
    void aRulingBeforeTheVotesIsRefusedAsOutstandingNotAsATie() {
        fixture.given(FILED, KIM_AND_WANG)
                .when(ruleOnVotesCast(null, null, null, RULED_AT))
                .expectNoEvents()
                .expectException(refusedWith("votes-outstanding"));
    }

    @Test
    void afterAMeetingTheRulingTakesTheVotesCastNotAList() {
        fixture.given(FILED, KIM_AND_WANG, vote("arb-kim", RulingDecision.OVERRULE))
                .when(new RuleOnAppeal(APPEAL, null, List.of("arb-kim", "arb-wang"),
                        List.of(new Vote("arb-wang", RulingDecision.OVERRULE)), null, null, null, "x", "arb-kim", RULED_AT))
                .expectNoEvents()
                .expectException(refusedWith("votes-cast-at-meeting"));
    }

    @Test
    void aCheckAfterTheHalfHourRecordsTheMissedTargetOnce() {
        Instant check = Instant.parse("2013-07-01T10:50:30Z");
        fixture.given(FILED)
                .when(new CheckRulingDeadline(APPEAL, "arb-tanaka", check))
                .expectEvents(new RulingDeadlineMissed(APPEAL, "t-1", DUE, 8, "Incheon 2013 arbitration art. 3.2", "arb-tanaka", check));
        fixture.given(FILED, new RulingDeadlineMissed(APPEAL, "t-1", DUE, 8, "Incheon 2013 arbitration art. 3.2", "arb-tanaka", check))
                .when(new CheckRulingDeadline(APPEAL, "arb-tanaka", check.plusSeconds(600)))
                .expectNoEvents();
    }

    @Test
    void aCheckWithinTheHalfHourRecordsNothing() {
        fixture.given(FILED)
                .when(new CheckRulingDeadline(APPEAL, "arb-tanaka", DUE))
                .expectNoEvents();
    }

    @Test
    void aSanctionIsRecommendedOnlyAgainstDisregardOfARulingMade() {
        RecommendSanction reprimand = new RecommendSanction(APPEAL, "Team KOR", Sanction.PUBLIC_REPRIMAND,
                "The team kept the players from the replay the ruling ordered.", "arb-tanaka", RULED_AT.plusSeconds(900));
        fixture.given(FILED)
                .when(reprimand)
                .expectNoEvents()
                .expectException(refusedWith("appeal-not-ruled"));
        AppealRuled ruled = new AppealRuled(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2, RulingDecision.UPHOLD, "committee",
                COMMITTEE, List.of(), null, "x", false, false, "arb-tanaka", RULED_AT);
        fixture.given(FILED, ruled)
                .when(reprimand)
                .expectEvents(new SanctionRecommended(APPEAL, "t-1", "Team KOR", Sanction.PUBLIC_REPRIMAND,
                        "The team kept the players from the replay the ruling ordered.", "Incheon 2013 arbitration art. 2.6",
                        "arb-tanaka", RULED_AT.plusSeconds(900)));
    }

    @Test
    void nothingIsAddedToTheCaseAfterTheFinalRuling() {
        AppealRuled ruled = new AppealRuled(APPEAL, "pr-1", "t-1", "t-1-r3-b2", 3, 2, RulingDecision.UPHOLD, "committee",
                COMMITTEE, List.of(), null, "x", false, false, "arb-tanaka", RULED_AT);
        fixture.given(FILED, ruled)
                .when(new RecordTestimony(APPEAL, "Park Jungwhan", "Late word.", "arb-tanaka", RULED_AT.plusSeconds(60)))
                .expectNoEvents()
                .expectException(refusedWith("appeal-not-pending"));
    }
}
