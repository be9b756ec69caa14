package dev.tengen.pairing.roundrobin;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rounds tables of Chinese 2002 Appendix, "Round Robin tournament rounds table (table 3)",
 * copied by hand from the seed's text (004, tables "3 or 4", "5 or 6", "7 or 8", "9 or 10",
 * "11 or 12 participants"). One line per round, games in the printed order, first number Black;
 * the parenthesised last number is the bye number for the odd count.
 */
class BergerTableTest {

    // Table 3, "3 or 4 participants"
    static final String[] FOUR = {
        "1-4 2-3",
        "4-3 1-2",
        "2-4 3-1"};

    // Table 3, "5 or 6 participants"
    static final String[] SIX = {
        "1-6 2-5 3-4",
        "6-4 5-3 1-2",
        "2-6 3-1 4-5",
        "6-5 1-4 2-3",
        "3-6 4-2 5-1"};

    // Table 3, "7 or 8 participants"
    static final String[] EIGHT = {
        "1-8 2-7 3-6 4-5",
        "8-5 6-4 7-3 1-2",
        "2-8 3-1 4-7 5-6",
        "8-6 7-5 1-4 2-3",
        "3-8 4-2 5-1 6-7",
        "8-7 1-6 2-5 3-4",
        "4-8 5-3 6-2 7-1"};

    // Table 3, "9 or 10 participants"
    static final String[] TEN = {
        "1-10 2-9 3-8 4-7 5-6",
        "10-6 7-5 8-4 9-3 1-2",
        "2-10 3-1 4-9 5-8 6-7",
        "10-7 8-6 9-5 1-4 2-3",
        "3-10 4-2 5-1 6-9 7-8",
        "10-8 9-7 1-6 2-5 3-4",
        "4-10 5-3 6-2 7-1 8-9",
        "10-9 1-8 2-7 3-6 4-5",
        "5-10 6-4 7-3 8-2 9-1"};

    // Table 3, "11 or 12 participants"
    static final String[] TWELVE = {
        "1-12 2-11 3-10 4-9 5-8 6-7",
        "12-7 8-6 9-5 10-4 11-3 1-2",
        "2-12 3-1 4-11 5-10 6-9 7-8",
        "12-8 9-7 10-6 11-5 1-4 2-3",
        "3-12 4-2 5-1 6-11 7-10 8-9",
        "12-9 10-8 11-7 1-6 2-5 3-4",
        "4-12 5-3 6-2 7-1 8-11 9-10",
        "12-10 11-9 1-8 2-7 3-6 4-5",
        "5-12 6-4 7-3 8-2 9-1 10-11",
        "12-11 1-10 2-9 3-8 4-7 5-6",
        "6-12 7-5 8-4 9-3 10-2 11-1"};

    static List<List<BergerGame>> parse(String[] table) {
        List<List<BergerGame>> rounds = new ArrayList<>();
        for (String line : table) {
            rounds.add(Arrays.stream(line.split(" "))
                    .map(game -> game.split("-"))
                    .map(numbers -> new BergerGame(Integer.parseInt(numbers[0]), Integer.parseInt(numbers[1])))
                    .toList());
        }
        return rounds;
    }

    @Test
    void threeAndFourPlayersFollowTable3() {
        assertEquals(parse(FOUR), BergerTable.rounds(3));
        assertEquals(parse(FOUR), BergerTable.rounds(4));
    }

    @Test
    void fiveAndSixPlayersFollowTable3() {
        assertEquals(parse(SIX), BergerTable.rounds(5));
        assertEquals(parse(SIX), BergerTable.rounds(6));
    }

    @Test
    void sevenAndEightPlayersFollowTable3() {
        assertEquals(parse(EIGHT), BergerTable.rounds(7));
        assertEquals(parse(EIGHT), BergerTable.rounds(8));
    }

    @Test
    void nineAndTenPlayersFollowTable3() {
        assertEquals(parse(TEN), BergerTable.rounds(9));
        assertEquals(parse(TEN), BergerTable.rounds(10));
    }

    @Test
    void elevenAndTwelvePlayersFollowTable3() {
        assertEquals(parse(TWELVE), BergerTable.rounds(11));
        assertEquals(parse(TWELVE), BergerTable.rounds(12));
    }
}
