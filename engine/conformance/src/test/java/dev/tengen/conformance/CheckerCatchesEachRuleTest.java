package dev.tengen.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.DrawRules;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.PairingSystem;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One hand-built faulty tournament per rule: the checker names the round, board and rule of each fault, and nothing else. */
class CheckerCatchesEachRuleTest {

    private static final PairingSystem SWISS = new PairingSystem.Swiss(DrawRules.OPENGOTHA_DEFAULT);
    private static final PairingSystem MCMAHON = new PairingSystem.McMahon(Rank.dan(3), Rank.kyu(20), Rank.kyu(30),
            DrawRules.OPENGOTHA_DEFAULT);

    /** Each deviation as "round.board rule", board 0 for the round as a whole. */
    private static List<String> found(HandBuilt built) {
        return ConformanceCheck.check(built.tournament()).deviations().stream()
                .map(d -> d.round() + "." + d.board().orElse(0) + " " + d.rule().id()).toList();
    }

    @Test
    void aRematchWhileFreshPairsExistIsReportedOnEachBoard() {
        HandBuilt built = HandBuilt.of(SWISS).players("A", "B", "C", "D").round("A-B", "C-D").round("B-A", "D-C");
        assertEquals(List.of("2.1 rematch", "2.2 rematch"), found(built));
    }

    @Test
    void aRematchNoOtherPairingAvoidsIsAccepted() {
        // two players can only meet again
        HandBuilt built = HandBuilt.of(SWISS).players("A", "B").round("A-B").round("B-A");
        assertEquals(List.of(), found(built));
    }

    @Test
    void playersDrawnAcrossScoreGroupsWithoutNeedAreReported() {
        HandBuilt built = HandBuilt.of(SWISS).players("A", "B", "C", "D").round("A-B", "C-D").round("D-A", "B-C");
        assertEquals(List.of("2.0 score-groups"), found(built));
    }

    @Test
    void aHandicapOtherThanTheConfiguredRuleGivesIsReported() {
        HandBuilt built = HandBuilt.withHandicap(MCMAHON, new HandicapPolicy(HandicapPolicy.Basis.RANK, Rank.dan(1), 1, 9))
                .player("S", Rank.kyu(2)).player("W", Rank.kyu(5)).round("W-S h0");
        assertEquals(List.of("1.1 handicap"), found(built));
    }

    @Test
    void theStrongerHoldingBlackInAHandicapGameIsReported() {
        HandBuilt built = HandBuilt.withHandicap(MCMAHON, new HandicapPolicy(HandicapPolicy.Basis.RANK, Rank.dan(1), 1, 9))
                .player("S", Rank.kyu(2)).player("W", Rank.kyu(5)).round("S-W h2");
        assertEquals(List.of("1.1 colour"), found(built));
    }

    @Test
    void theWeakerHoldingBlackAtTheRuleHandicapConforms() {
        HandBuilt built = HandBuilt.withHandicap(MCMAHON, new HandicapPolicy(HandicapPolicy.Basis.RANK, Rank.dan(1), 1, 9))
                .player("S", Rank.kyu(2)).player("W", Rank.kyu(5)).round("W-S h2");
        assertEquals(List.of(), found(built));
    }

    @Test
    void anEvenGameGivingBlackAgainToWhoHadBlackIsReported() {
        HandBuilt built = HandBuilt.of(SWISS).players("A", "B", "C", "D").round("A-B", "C-D").round("A-C", "D-B");
        assertEquals(List.of(), found(built), "equal colour balances: the lot decides, nothing to report");
        HandBuilt unbalanced = HandBuilt.of(SWISS).players("A", "B", "C", "D").round("A-B", "C-D w").round("A-D", "B-C");
        assertEquals(List.of("2.1 colour"), found(unbalanced));
    }

    @Test
    void aSecondByeWhileOthersHadNoneIsReported() {
        HandBuilt built = HandBuilt.of(SWISS).players("A", "B", "C", "D", "E")
                .round("A-B", "C-D", "bye E").round("A-C", "B-D", "bye E");
        assertEquals(List.of("2.0 bye"), found(built));
    }

    @Test
    void aPresentPlayerLeftOutOfAnOddRoundIsReportedWithTheMissingBye() {
        HandBuilt built = HandBuilt.of(SWISS).players("A", "B", "C", "D", "E").round("A-B", "C-D");
        assertEquals(List.of("1.0 unpaired", "1.0 bye"), found(built));
    }

    @Test
    void aRoundRobinRoundOffItsBergerTableIsReportedOnEachBoard() {
        HandBuilt built = HandBuilt.of(new PairingSystem.RoundRobin(1)).players("A", "B", "C", "D").round("A-C", "B-D");
        assertEquals(List.of("1.1 berger-table", "1.2 berger-table"), found(built));
    }

    @Test
    void aBergerGameWithColoursReversedIsReported() {
        // Chinese 2002 App. 3, Table 3: round 1 of four is 1-4, 2-3, the first listed holding Black
        HandBuilt built = HandBuilt.of(new PairingSystem.RoundRobin(1)).players("A", "B", "C", "D").round("D-A", "B-C");
        assertEquals(List.of("1.1 colour"), found(built));
    }

    @Test
    void aKnockoutGameOffTheBracketIsReported() {
        HandBuilt built = HandBuilt.of(new PairingSystem.Knockout(1)).players("A", "B", "C", "D").round("A-C", "B-D");
        assertEquals(List.of("1.1 knockout-bracket", "1.2 knockout-bracket"), found(built));
    }

    @Test
    void aChineseSwissRoundOffTheProcedureIsReported() {
        // Chinese 2002 App. 5.2(1): round 1 pairs 1-2, 3-4
        HandBuilt built = HandBuilt.chinese(new PairingSystem.Swiss(DrawRules.OPENGOTHA_DEFAULT)).players("A", "B", "C", "D")
                .round("A-D", "B-C");
        assertEquals(List.of("1.1 swiss-procedure", "1.2 swiss-procedure"), found(built));
    }

    @Test
    void aSwissKnockoutRoundOffTheProcedureIsReported() {
        HandBuilt built = HandBuilt.chinese(new PairingSystem.SwissKnockout(DrawRules.OPENGOTHA_DEFAULT, 2, 2))
                .players("A", "B", "C", "D").round("A-D", "B-C");
        assertEquals(List.of("1.1 swiss-knockout", "1.2 swiss-knockout"), found(built));
    }

    @Test
    void anIngRoundPairingAcrossClosestNumbersIsReported() {
        // Ing 1991 note 2: everyone on line 0 in round 1, closest numbers meet: 1-2, 3-4
        HandBuilt built = HandBuilt.of(new PairingSystem.Ing(2, 2, 1)).players("A", "B", "C", "D").round("A-D", "B-C");
        assertEquals(List.of("1.1 ing-lines", "1.2 ing-lines"), found(built));
    }

    @Test
    void anAbsentPlayerPlayingIsAConsistencyFindingWithItsBoard() {
        HandBuilt built = HandBuilt.of(SWISS).players("A", "B", "C", "D").absent("D", 1).round("A-B", "C-D");
        List<String> found = found(built);
        assertEquals(List.of("1.2 consistency"), found);
    }

    @Test
    void standingsThatCannotBeComputedAreReported() {
        HandBuilt built = HandBuilt.of(new PairingSystem.RoundRobin(1)).players("a", "b", "c", "d")
                .team("T1", "a", "b").team("T2", "c", "d").round("T1-T2");
        assertEquals(List.of("0.0 standings"), found(built));
    }

    @Test
    void everyDeviationNamesItsRulesReference() {
        HandBuilt built = HandBuilt.of(SWISS).players("A", "B", "C", "D").round("A-B", "C-D").round("B-A", "D-C");
        ConformanceCheck.check(built.tournament()).deviations()
                .forEach(d -> assertTrue(d.toString().contains("EGF Tournament System Rules"), d.toString()));
    }
}
