package dev.tengen.pairing.series;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A match of several games between two players: best of 3, 5 or 7 for finals (Chinese 2002 art.
 * 26.5), best of 3 for the later rounds of an elimination (AGA-style rules, "Other rules" 2), or a
 * single game.
 *
 * <p>Colours: Black in game 1 is chosen by drawing (Chinese 2002 art. 10) and given here; after that
 * the players take Black in turn, game by game, a replayed game included, so that over a full
 * series neither has Black more than once more than the other.
 *
 * @param one a player
 * @param other the other player
 * @param bestOf the most games the series can need
 * @param blackInGameOne who holds Black in game 1
 * @param results each game's winner in order; empty for a game without a winner, which is replayed
 */
public record Series(String one, String other, int bestOf, String blackInGameOne, List<Optional<String>> results) {

    /** The outcome of recording a game. */
    public sealed interface Recording {
    }

    public record Recorded(Series series) implements Recording {
    }

    public record Refused(String reason) implements Recording {
    }

    public Series {
        results = List.copyOf(results);
        if (bestOf < 1 || bestOf > 7 || bestOf % 2 == 0) {
            throw new IllegalArgumentException("a series is best of 1, 3, 5 or 7 (Chinese 2002 art. 26.5): " + bestOf);
        }
        if (!blackInGameOne.equals(one) && !blackInGameOne.equals(other)) {
            throw new IllegalArgumentException("Black in game 1 must be one of the players: " + blackInGameOne);
        }
    }

    public static Series start(String one, String other, int bestOf, String blackInGameOne) {
        return new Series(one, other, bestOf, blackInGameOne, List.of());
    }

    /** Art. 26.5: two wins of three, four of seven; in general a majority of {@code bestOf}. */
    public int winsNeeded() {
        return bestOf / 2 + 1;
    }

    public int winsOf(String player) {
        return (int) results.stream().filter(r -> r.equals(Optional.of(player))).count();
    }

    /** The player ahead, if one is. */
    public Optional<String> leader() {
        int difference = winsOf(one) - winsOf(other);
        return difference == 0 ? Optional.empty() : Optional.of(difference > 0 ? one : other);
    }

    public Optional<String> winner() {
        if (winsOf(one) >= winsNeeded()) {
            return Optional.of(one);
        }
        return winsOf(other) >= winsNeeded() ? Optional.of(other) : Optional.empty();
    }

    public boolean isDecided() {
        return winner().isPresent();
    }

    /** The next game as [Black, White], or empty once the series is decided. */
    public Optional<List<String>> nextGame() {
        if (isDecided()) {
            return Optional.empty();
        }
        String secondBlack = blackInGameOne.equals(one) ? other : one;
        String black = results.size() % 2 == 0 ? blackInGameOne : secondBlack;
        return Optional.of(List.of(black, black.equals(one) ? other : one));
    }

    /** Records the next game: its winner, or empty for a game to be replayed. */
    public Recording record(Optional<String> winner) {
        if (isDecided()) {
            return new Refused("the series is already decided for " + winner().orElseThrow() + " (Chinese 2002 art. 26.5)");
        }
        if (winner.isPresent() && !winner.get().equals(one) && !winner.get().equals(other)) {
            return new Refused(winner.get() + " is not in this series");
        }
        List<Optional<String>> next = new ArrayList<>(results);
        next.add(winner);
        return new Recorded(new Series(one, other, bestOf, blackInGameOne, next));
    }
}
