package dev.tengen.standing;

import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;

/** Short constructors for the crosstables drawn in the tests. */
final class Games {

    private Games() {
    }

    /** {@code winner} (Black) beats {@code loser} (White) over the board. */
    static GameRecord win(int round, String winner, String loser) {
        return new GameRecord(round, 1, winner, loser, 0, Outcome.BLACK_WINS, false);
    }

    static GameRecord draw(int round, String a, String b) {
        return new GameRecord(round, 1, a, b, 0, Outcome.DRAW, false);
    }

    static GameRecord bothLose(int round, String a, String b) {
        return new GameRecord(round, 1, a, b, 0, Outcome.BOTH_LOSE, false);
    }

    static GameRecord pending(int round, String a, String b) {
        return new GameRecord(round, 1, a, b, 0, Outcome.PENDING, false);
    }

    /** {@code winner} wins without play because {@code absent} did not come. */
    static GameRecord forfeit(int round, String winner, String absent) {
        return new GameRecord(round, 1, winner, absent, 0, Outcome.BLACK_WINS, true);
    }

    static GameRecord onBoard(int round, int board, String winner, String loser) {
        return new GameRecord(round, board, winner, loser, 0, Outcome.BLACK_WINS, false);
    }

    static Bye bye(int round, String player) {
        return new Bye(round, player, Bye.Kind.PAIRING_BYE);
    }

    static Bye absent(int round, String player) {
        return new Bye(round, player, Bye.Kind.ABSENT);
    }

    static Bye withdrawn(int round, String player) {
        return new Bye(round, player, Bye.Kind.WITHDRAWN);
    }
}
