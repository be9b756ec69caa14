package dev.tengen.pairing.knockout;

import dev.tengen.pairing.RoundPairing;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.IntStream;

/** Test helpers: named players, drawing, and playing rounds with chosen winners. */
final class Brackets {

    private Brackets() {
    }

    static List<String> named(String prefix, int count) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> prefix + i).toList();
    }

    static KnockoutDraw.Drawn drawn(List<String> seeds, List<String> others) {
        return (KnockoutDraw.Drawn) KnockoutDraw.place(seeds, others, SeedPlacement.SNAKE, new Random(1));
    }

    /** The slot (1-based) of each filled place, or "-" for an empty one. */
    static List<String> slots(KnockoutDraw.Drawn drawn) {
        return drawn.slots().stream().map(s -> s.orElse("-")).toList();
    }

    static List<Integer> emptySlots(KnockoutDraw.Drawn drawn) {
        List<Integer> empty = new ArrayList<>();
        for (int slot = 1; slot <= drawn.slots().size(); slot++) {
            if (drawn.slots().get(slot - 1).isEmpty()) {
                empty.add(slot);
            }
        }
        return empty;
    }

    static String games(RoundPairing round) {
        return String.join(" ", round.games().stream().map(g -> g.black() + "-" + g.white()).toList());
    }

    /** Plays the next round: the listed winners win their games. */
    static BracketState play(BracketState state, int round, String... winners) {
        List<String> winning = List.of(winners);
        BracketState current = state;
        for (var game : state.pairing(round).games()) {
            Outcome outcome = winning.contains(game.black()) ? Outcome.BLACK_WINS : Outcome.WHITE_WINS;
            var recording = current.record(new GameRecord(round, game.board(), game.black(), game.white(), 0, outcome, false));
            current = ((BracketState.Recorded) recording).state();
        }
        return current;
    }

    static List<Optional<String>> inOrder(List<String> players) {
        return players.stream().map(Optional::of).toList();
    }
}
