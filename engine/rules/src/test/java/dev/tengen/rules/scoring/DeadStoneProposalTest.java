package dev.tengen.rules.scoring;

import static dev.tengen.rules.scoring.Positions.board;
import static dev.tengen.rules.scoring.Positions.points;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.rules.Point;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class DeadStoneProposalTest {

    @Test
    void aLoneStoneInsideTheOpponentsTerritoryIsDead() {
        Set<Point> dead = DeadStoneProposal.propose(board("""
                . . . X O . .
                . O . X O . .
                . . . X O . .
                . . . X O . .
                . . . X O X .
                . . . X O . .
                . . . X O . .
                """));
        assertEquals(points(7, "B6", "F3"), dead);
    }

    @Test
    void passAliveGroupsAreNeverProposedDead() {
        Set<Point> dead = DeadStoneProposal.propose(board("""
                . X . X O . .
                X X X X O . .
                O O O O O . .
                . . . . . . .
                . . . . . . .
                . . . . . . .
                . . . . . . .
                """));
        assertEquals(Set.of(), dead);
    }

    @Test
    void stonesInSekiStayAlive() {
        assertEquals(Set.of(), DeadStoneProposal.propose(board(PositionAnalysisTest.SEKI_WITHOUT_EYES)));
    }

    /**
     * The positions where the proposal matches the players' agreement exactly ({@code *} stones either
     * way). Measured: 21 of 31 (68%). The ten others: three positions left unsettled by the players
     * (game_33811578, game_dev_51749995 and game_35115094, with live groups that random play kills),
     * seki and mutual-atari shapes random play breaks (game_seki_64848549, game_beta_17150, corner_test_1,
     * corner_test_2), an invasion random play lets live (game_64832064), and two single chains
     * (game_33822914 H4, game_35115743 O10-P10).
     */
    static final List<String> AGREED = List.of(
            "corner_test_3", "corner_test_4", "game_32970175", "game_33821912", "game_33896317",
            "game_33897561", "game_33921785", "game_33927229", "game_34582391", "game_34628939",
            "game_34725406", "game_34798542", "game_34820354", "game_52136077", "game_52587476",
            "game_64554594", "game_64629452", "game_74313453", "game_dev_51750014",
            "game_dev_hex_tests_51750019", "game_dev_hex_tests_51750020");

    static Stream<String> agreed() {
        return AGREED.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("agreed")
    void theProposalMatchesTheAgreedDeadStones(String name) {
        OgsPosition position = OgsPosition.load(name);
        Set<Point> proposed = new HashSet<>(DeadStoneProposal.propose(position.board()));
        Set<Point> agreed = new HashSet<>(position.agreedDead());
        proposed.removeAll(position.unsettled());
        agreed.removeAll(position.unsettled());
        assertEquals(agreed, proposed);
    }

    @Test
    void theAgreementRateIsTwentyOneOfThirtyOne() {
        int matching = 0;
        for (OgsPosition position : OgsPosition.all()) {
            Set<Point> proposed = new HashSet<>(DeadStoneProposal.propose(position.board()));
            Set<Point> agreed = new HashSet<>(position.agreedDead());
            proposed.removeAll(position.unsettled());
            agreed.removeAll(position.unsettled());
            matching += proposed.equals(agreed) ? 1 : 0;
        }
        assertEquals(21, matching);
    }
}
