package dev.tengen.rank;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class NigiriTest {

    private static final LocalDate OLDER = LocalDate.of(1960, 3, 1);
    private static final LocalDate YOUNGER = LocalDate.of(1990, 7, 15);

    private static NigiriOutcome chinese(Contender first, Contender second, Parity guess, int stonesHeld) {
        return Nigiri.draw(NigiriRule.CHINESE_2002, first, second, guess, stonesHeld).orElseThrow();
    }

    @Test
    void higherRankedPlayerHoldsTheStones() {
        // Chinese 2002 art. 10: the player with the higher rank hides the white stones.
        assertEquals(Seat.SECOND, Nigiri.holder(NigiriRule.CHINESE_2002,
                Contender.of(Rank.dan(2), OLDER), Contender.of(Rank.dan(4), YOUNGER)).orElseThrow());
    }

    @Test
    void lowerRankedPlayerGuessingRightPlaysBlack() {
        // 2d guesses odd (one stone shown), the 4d's fist holds 7 stones: right, so 2d plays Black.
        NigiriOutcome outcome = chinese(Contender.of(Rank.dan(2)), Contender.of(Rank.dan(4)), Parity.ODD, 7);
        assertEquals(new NigiriOutcome.BlackSettled(Seat.FIRST, Seat.SECOND, true, "Chinese 2002 art. 10"), outcome);
    }

    @Test
    void lowerRankedPlayerGuessingWrongPlaysWhite() {
        // 2d guesses even (two stones shown), the fist holds 7: wrong, so 2d plays White and 4d Black.
        NigiriOutcome outcome = chinese(Contender.of(Rank.dan(2)), Contender.of(Rank.dan(4)), Parity.EVEN, 7);
        assertEquals(new NigiriOutcome.BlackSettled(Seat.SECOND, Seat.SECOND, false, "Chinese 2002 art. 10"), outcome);
    }

    @Test
    void withEqualRanksTheSeniorHoldsTheStones() {
        // Chinese 2002 art. 10: when the ranks are equal, the senior player holds the white stones.
        NigiriOutcome outcome = chinese(Contender.of(Rank.pro(5), YOUNGER), Contender.of(Rank.pro(5), OLDER),
                Parity.EVEN, 12);
        assertEquals(Seat.SECOND, outcome.holder());
        assertEquals(new NigiriOutcome.BlackSettled(Seat.FIRST, Seat.SECOND, true, "Chinese 2002 art. 10"), outcome);
    }

    @Test
    void equalRanksWithoutKnownSeniorityAreLeftToTheDirectors() {
        Result<NigiriOutcome> result = Nigiri.draw(NigiriRule.CHINESE_2002, Contender.of(Rank.dan(3), OLDER),
                Contender.of(Rank.dan(3)), Parity.ODD, 5);
        assertTrue(result.refusal().orElseThrow().contains("tournament directors assign colours (Chinese 2002 art. 10)"));
    }

    @Test
    void equalRanksBornTheSameDayAreLeftToTheDirectors() {
        assertTrue(Nigiri.holder(NigiriRule.CHINESE_2002, Contender.of(Rank.dan(3), OLDER),
                Contender.of(Rank.dan(3), OLDER)).refusal().isPresent());
    }

    @Test
    void ranksOnDifferentScalesCannotDecideTheHolder() {
        assertTrue(Nigiri.holder(NigiriRule.CHINESE_2002, Contender.of(Rank.dan(3), OLDER),
                Contender.of(Rank.tuan(3), YOUNGER)).refusal().isPresent());
    }

    @Test
    void anEmptyFistIsRefused() {
        assertTrue(Nigiri.draw(NigiriRule.CHINESE_2002, Contender.of(Rank.dan(2)), Contender.of(Rank.dan(4)),
                Parity.EVEN, 0).refusal().isPresent());
    }

    @Test
    void underIngTheOlderPlayerHoldsWhateverTheRanks() {
        // Ing 1991 art. 6: the older player takes a handful of white stones.
        assertEquals(Seat.FIRST, Nigiri.holder(NigiriRule.ING_1991,
                Contender.of(Rank.chi(5), OLDER), Contender.of(Rank.tuan(2), YOUNGER)).orElseThrow());
    }

    @Test
    void underIngARightGuessLetsTheGuesserChoose() {
        // Ing 1991 art. 6: if he guesses correctly, he can choose black or white.
        NigiriOutcome outcome = Nigiri.draw(NigiriRule.ING_1991, Contender.of(Rank.tuan(4), OLDER),
                Contender.of(Rank.tuan(4), YOUNGER), Parity.EVEN, 10).orElseThrow();
        assertEquals(new NigiriOutcome.ColourChoice(Seat.SECOND, Seat.FIRST, true, "Ing 1991 art. 6, Choosing colors"),
                outcome);
    }

    @Test
    void underIngAWrongGuessLetsTheOlderPlayerChoose() {
        // Ing 1991 art. 6: otherwise, the older player chooses black or white.
        NigiriOutcome outcome = Nigiri.draw(NigiriRule.ING_1991, Contender.of(Rank.tuan(4), OLDER),
                Contender.of(Rank.tuan(4), YOUNGER), Parity.ODD, 10).orElseThrow();
        assertEquals(Seat.FIRST, ((NigiriOutcome.ColourChoice) outcome).chooser());
    }

    @Test
    void chooserTakingWhiteGivesBlackToTheOther() {
        NigiriOutcome.ColourChoice choice =
                new NigiriOutcome.ColourChoice(Seat.FIRST, Seat.FIRST, false, "Ing 1991 art. 6, Choosing colors");
        assertEquals(Seat.SECOND, choice.chooserTakesWhite().black());
        assertEquals(Seat.FIRST, choice.chooserTakesBlack().black());
    }

    @Test
    void underIngUnknownAgesAreRefused() {
        assertTrue(Nigiri.holder(NigiriRule.ING_1991, Contender.of(Rank.chi(5)), Contender.of(Rank.chi(5), YOUNGER))
                .refusal().orElseThrow().contains("Ing 1991 art. 6"));
    }
}
