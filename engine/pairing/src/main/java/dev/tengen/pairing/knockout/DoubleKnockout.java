package dev.tengen.pairing.knockout;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The double knock-out (Chinese 2002 art. 26.1, App. 2): a player is out after two losses. A loser
 * in the winner area enters the loser area at a fixed place; the winners of the two areas meet in
 * the final, played twice if the loser-area winner wins the first (until then the winner-area
 * winner has not lost twice).
 *
 * <p>Fixed places (Table 2 is missing from the seed; see docs/drafts/pairing-systems.md): losers of
 * winner stage 1 meet in pairs in the order of their games; losers of each later winner stage
 * enter in reverse order, so the loser of the top game meets the bottom survivor and players from
 * the same part of the draw do not meet again at once. Loser stage t is played from round t + 1,
 * alongside the winner area.
 */
public final class DoubleKnockout {

    /** App. 2.3: at most 32 players. */
    public static final int MAXIMUM_PLAYERS = 32;

    public static final String FINAL = "F1";
    public static final String DECIDING_FINAL = "F2";

    private DoubleKnockout() {
    }

    /** The first-round draw, as for a single knock-out (App. 2.2), refused above 32 players or under 3. */
    public static KnockoutDraw.Result draw(List<String> seedsInOrder, List<String> othersInNumberOrder, SeedPlacement placement, RandomGenerator lot) {
        int players = seedsInOrder.size() + othersInNumberOrder.size();
        if (players > MAXIMUM_PLAYERS) {
            return new KnockoutDraw.Refused("a double knock-out takes at most 32 players (Chinese 2002 App. 2.3): " + players);
        }
        if (players < 3) {
            return new KnockoutDraw.Refused("a double knock-out needs at least three players: " + players);
        }
        return KnockoutDraw.place(seedsInOrder, othersInNumberOrder, placement, lot);
    }

    public static Bracket bracket(List<Optional<String>> slots) {
        int size = slots.size();
        if (size < 4 || size > MAXIMUM_PLAYERS) {
            throw new IllegalArgumentException("a double knock-out bracket has 4 to 32 slots: " + size);
        }
        List<Match> matches = new ArrayList<>(Bracket.winnerArea(size));
        matches.addAll(loserArea(size));
        int winnerStages = Integer.numberOfTrailingZeros(size);
        Source winnerAreaWinner = new Source.WinnerOf(Bracket.winnerId(winnerStages, 1));
        Source loserAreaWinner = new Source.WinnerOf(loserId(2 * winnerStages - 2, 1));
        matches.add(new Match(FINAL, Match.Area.FINAL, 1, 2 * winnerStages, winnerAreaWinner, loserAreaWinner));
        matches.add(new Match(DECIDING_FINAL, Match.Area.FINAL, 2, 2 * winnerStages + 1, new Source.WinnerOf(FINAL), new Source.LoserOf(FINAL)));
        return new Bracket(slots, matches, 2);
    }

    private static List<Match> loserArea(int size) {
        List<Match> matches = new ArrayList<>();
        for (int game = 1; game <= size / 4; game++) {
            matches.add(new Match(loserId(1, game), Match.Area.LOSER, 1, 2,
                    new Source.LoserOf(Bracket.winnerId(1, 2 * game - 1)), new Source.LoserOf(Bracket.winnerId(1, 2 * game))));
        }
        int winnerStages = Integer.numberOfTrailingZeros(size);
        for (int winnerStage = 2; winnerStage <= winnerStages; winnerStage++) {
            int games = size >> winnerStage;
            int entryStage = 2 * winnerStage - 2;
            for (int game = 1; game <= games; game++) {
                // App. 2.3: the loser enters at a fixed place, here in reverse order of the winner-area games.
                matches.add(new Match(loserId(entryStage, game), Match.Area.LOSER, entryStage, entryStage + 1,
                        new Source.WinnerOf(loserId(entryStage - 1, game)),
                        new Source.LoserOf(Bracket.winnerId(winnerStage, games + 1 - game))));
            }
            for (int game = 1; game <= games / 2; game++) {
                matches.add(new Match(loserId(entryStage + 1, game), Match.Area.LOSER, entryStage + 1, entryStage + 2,
                        new Source.WinnerOf(loserId(entryStage, 2 * game - 1)), new Source.WinnerOf(loserId(entryStage, 2 * game))));
            }
        }
        return matches;
    }

    static String loserId(int stage, int game) {
        return "L" + stage + "-" + game;
    }
}
