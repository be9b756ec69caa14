package dev.tengen.tournament;

import java.util.Comparator;
import java.util.List;

/**
 * A paired round: its games in board order and the entrants without a game.
 *
 * @param number 1-based round number
 * @param games the games, each of this round
 * @param byes the byes, each of this round
 */
public record Round(int number, List<GameRecord> games, List<Bye> byes) {

    public Round {
        if (number < 1) {
            throw new IllegalArgumentException("rounds are numbered from 1, not " + number);
        }
        games = games.stream().sorted(Comparator.comparingInt(GameRecord::board)).toList();
        byes = List.copyOf(byes);
        for (GameRecord game : games) {
            if (game.round() != number) {
                throw new IllegalArgumentException("round " + number + " holds a game of round " + game.round());
            }
        }
        for (Bye bye : byes) {
            if (bye.round() != number) {
                throw new IllegalArgumentException("round " + number + " holds a bye of round " + bye.round());
            }
        }
    }

    /** Whether {@code entrant} plays a game or has a bye in this round. */
    public boolean involves(String entrant) {
        return games.stream().anyMatch(game -> game.involves(entrant)) || byes.stream().anyMatch(bye -> bye.player().equals(entrant));
    }
}
