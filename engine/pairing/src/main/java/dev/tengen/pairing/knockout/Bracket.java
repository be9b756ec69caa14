package dev.tengen.pairing.knockout;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The fixed structure of a knock-out: the drawn slots and the games with where their players come
 * from. Results live in {@link BracketState}.
 *
 * @param slots the first-round draw, slot 1 first; empty = a bye for the facing player
 * @param matches every game of the bracket in playing order (earlier stages first)
 * @param eliminatingLosses losses after which a player is out: 1 single, 2 double knock-out
 */
public record Bracket(List<Optional<String>> slots, List<Match> matches, int eliminatingLosses) {

    public Bracket {
        slots = List.copyOf(slots);
        matches = List.copyOf(matches);
        if (Integer.bitCount(slots.size()) != 1 || slots.size() < 2) {
            throw new IllegalArgumentException("a bracket has a power-of-two number of slots: " + slots.size());
        }
    }

    /** Chinese 2002 art. 26.1, App. 1: one loss and the player is out. */
    public static Bracket singleKnockout(List<Optional<String>> slots) {
        return new Bracket(slots, winnerArea(slots.size()), 1);
    }

    public Match match(String id) {
        return matches.stream().filter(m -> m.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no game " + id + " in this bracket"));
    }

    public List<String> players() {
        return slots.stream().flatMap(Optional::stream).toList();
    }

    /** The winner area: stage 1 pairs slots 1-2, 3-4, ...; each later stage pairs the winners in order. */
    static List<Match> winnerArea(int bracketSize) {
        List<Match> matches = new ArrayList<>();
        int games = bracketSize / 2;
        for (int game = 1; game <= games; game++) {
            matches.add(new Match(winnerId(1, game), Match.Area.WINNER, 1, 1,
                    new Source.Slot(2 * game - 1), new Source.Slot(2 * game)));
        }
        for (int stage = 2; (bracketSize >> stage) >= 1; stage++) {
            for (int game = 1; game <= bracketSize >> stage; game++) {
                matches.add(new Match(winnerId(stage, game), Match.Area.WINNER, stage, stage,
                        new Source.WinnerOf(winnerId(stage - 1, 2 * game - 1)),
                        new Source.WinnerOf(winnerId(stage - 1, 2 * game))));
            }
        }
        return matches;
    }

    static String winnerId(int stage, int game) {
        return "W" + stage + "-" + game;
    }
}
