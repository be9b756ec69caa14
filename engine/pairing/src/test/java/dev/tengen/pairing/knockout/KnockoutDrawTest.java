package dev.tengen.pairing.knockout;

import static dev.tengen.pairing.knockout.Brackets.drawn;
import static dev.tengen.pairing.knockout.Brackets.emptySlots;
import static dev.tengen.pairing.knockout.Brackets.named;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Chinese 2002 App. 1, Table 1 (32 players): four areas of eight places, 1-8 | 9-16 || 17-24 | 25-32;
 * place 1 of an area is a first seed, place 8 a second seed; with two byes, place 2 of the first
 * and of the fourth area (slots 2 and 26) are the bye numbers.
 */
class KnockoutDrawTest {

    static final List<String> EIGHT_SEEDS = named("S", 8);

    @Test
    void thirtyTwoPlayersNeedNoByes() {
        KnockoutDraw.Drawn drawn = drawn(EIGHT_SEEDS, named("n", 24));
        assertEquals(List.of(), emptySlots(drawn));
        assertEquals(5, drawn.layout().rounds());
    }

    @Test
    void snakePlacesFirstSeedsOnPlaceOneAndSecondSeedsBackOnPlaceEight() {
        //  area 1: S1 .. S8 | area 2: S3 .. S6 || area 3: S4 .. S5 | area 4: S2 .. S7
        List<String> slots = Brackets.slots(drawn(EIGHT_SEEDS, named("n", 24)));
        assertEquals("S1", slots.get(0));
        assertEquals("S8", slots.get(7));
        assertEquals("S3", slots.get(8));
        assertEquals("S6", slots.get(15));
        assertEquals("S4", slots.get(16));
        assertEquals("S5", slots.get(23));
        assertEquals("S2", slots.get(24));
        assertEquals("S7", slots.get(31));
    }

    @Test
    void drawnSeedsStayOnTheirKindOfPlace() {
        var drawn = (KnockoutDraw.Drawn) KnockoutDraw.place(EIGHT_SEEDS, named("n", 24), SeedPlacement.DRAWN, new Random(42));
        Set<Integer> firstSeedSlots = new HashSet<>();
        Set<Integer> secondSeedSlots = new HashSet<>();
        for (int slot = 1; slot <= 32; slot++) {
            String player = drawn.slots().get(slot - 1).orElseThrow();
            if (List.of("S1", "S2", "S3", "S4").contains(player)) {
                firstSeedSlots.add(slot);
            } else if (List.of("S5", "S6", "S7", "S8").contains(player)) {
                secondSeedSlots.add(slot);
            }
        }
        assertEquals(Set.of(1, 9, 17, 25), firstSeedSlots);
        assertEquals(Set.of(8, 16, 24, 32), secondSeedSlots);
    }

    @Test
    void thirtyPlayersHaveTheByeNumbersOfTable1() {
        // Table 1 note: number 2 in the first area and in the fourth area are the bye numbers.
        assertEquals(List.of(2, 26), emptySlots(drawn(EIGHT_SEEDS, named("n", 22))));
    }

    @Test
    void twentyFourPlayersGiveEveryByeToASeedTwoPerArea() {
        KnockoutDraw.Drawn drawn = drawn(EIGHT_SEEDS, named("n", 16));
        // byes face the seeds: places 2 and 7 of each area
        assertEquals(List.of(2, 7, 10, 15, 18, 23, 26, 31), emptySlots(drawn));
        assertEquals(8, Brackets.games(BracketState.start(Bracket.singleKnockout(drawn.slots())).pairing(1)).split(" ").length);
    }

    @Test
    void seventeenPlayersPlayOneFirstRoundGameBetweenTheHighestNumbers() {
        // 15 byes over 4 areas: 4 + 4 + 4 + 3; the area that keeps a game is area 1 (places 5-6).
        KnockoutDraw.Drawn drawn = drawn(named("S", 4), named("n", 13));
        assertEquals(List.of(2, 4, 7, 10, 12, 14, 15, 18, 20, 22, 23, 26, 28, 30, 31), emptySlots(drawn));
        BracketState state = BracketState.start(Bracket.singleKnockout(drawn.slots()));
        assertEquals("n12-n13", Brackets.games(state.pairing(1)));
        assertEquals(15, state.pairing(1).byes().size());
    }

    @Test
    void twelvePlayersGiveTheFourByesToTheFourSeeds() {
        // 16-bracket: two half areas of 8 (as in Table 2): S1 .. S4 | S2 .. S3
        KnockoutDraw.Drawn drawn = drawn(named("S", 4), named("n", 8));
        assertEquals(List.of("S1", "-", "n1", "n2", "n3", "n4", "-", "S4", "S2", "-", "n5", "n6", "n7", "n8", "-", "S3"),
                Brackets.slots(drawn));
        RoundPairingAssert.round(BracketState.start(Bracket.singleKnockout(drawn.slots())).pairing(1),
                "n1-n2 n3-n4 n5-n6 n7-n8", List.of("S1", "S4", "S2", "S3"));
    }

    @Test
    void fivePlayersGiveByesToTheSeedsAndTheLowestNumber() {
        KnockoutDraw.Drawn drawn = drawn(named("S", 2), List.of("a", "b", "c"));
        assertEquals(List.of("S1", "-", "a", "-", "b", "c", "-", "S2"), Brackets.slots(drawn));
    }

    @Test
    void moreSeedsThanSeededPlacesAreRefused() {
        var result = KnockoutDraw.place(named("S", 3), named("n", 2), SeedPlacement.SNAKE, new Random(1));
        assertInstanceOf(KnockoutDraw.Refused.class, result);
        assertTrue(((KnockoutDraw.Refused) result).reason().contains("App. 1.2"));
    }
}
