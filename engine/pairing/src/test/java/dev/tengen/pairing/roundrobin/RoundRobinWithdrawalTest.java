package dev.tengen.pairing.roundrobin;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.pairing.RoundPairing;
import java.util.List;
import org.junit.jupiter.api.Test;

class RoundRobinWithdrawalTest {

    @Test
    void underHalfTheRoundsPlayedMakesTheScoreInvalid() {
        // Chinese 2002 art. 28.2: 2 of 7 rounds played
        assertEquals(RoundRobinWithdrawal.Effect.SCORE_INVALID, RoundRobinWithdrawal.effect(2, 7));
    }

    @Test
    void overHalfTheRoundsPlayedKeepsTheScoreAndForfeitsTheRest() {
        assertEquals(RoundRobinWithdrawal.Effect.REST_FORFEITED, RoundRobinWithdrawal.effect(4, 7));
    }

    @Test
    void exactlyHalfIsNotLessThanHalf() {
        assertEquals(RoundRobinWithdrawal.Effect.REST_FORFEITED, RoundRobinWithdrawal.effect(3, 6));
    }

    @Test
    void anInvalidScoreGivesTheRemainingOpponentsAByeInstead() {
        RoundPairing round = RoundRobin.single(List.of("a", "b", "c", "d")).get(1);
        // Table 3 round 2: (4)-3, 1-2 -> d-c, a-b
        RoundPairing after = RoundRobinWithdrawal.remainingRound(round, "d", RoundRobinWithdrawal.Effect.SCORE_INVALID);
        assertEquals("a-b", RoundRobinTest.games(after));
        assertEquals(List.of("c"), after.byes());
        assertEquals(1, after.games().get(0).board());
    }

    @Test
    void forfeitedGamesStayOnTheSheet() {
        RoundPairing round = RoundRobin.single(List.of("a", "b", "c", "d")).get(1);
        assertEquals(round, RoundRobinWithdrawal.remainingRound(round, "d", RoundRobinWithdrawal.Effect.REST_FORFEITED));
    }

    @Test
    void aWithdrawalBeforeTheStartIsPairedAgainWithoutAByeNumber() {
        // Chinese 2002 art. 28.1: five entered, one withdrew -> the table for 4, no byes
        List<RoundPairing> rounds = RoundRobinWithdrawal.pairAgainBeforeStart(List.of("a", "b", "c", "d"), 1);
        assertEquals(3, rounds.size());
        assertEquals(List.of(), rounds.get(0).byes());
        assertEquals("a-d b-c", RoundRobinTest.games(rounds.get(0)));
    }
}
