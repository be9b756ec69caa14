package dev.tengen.conformance;

import java.util.Comparator;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * One place where a tournament's pairing or standings depart from the rules of its own pairing system.
 *
 * @param round the round (0 for the whole tournament: its consistency, its standings)
 * @param board the board of the game concerned, empty for a bye or a round as a whole
 * @param rule the rule broken, one of {@link Rule}
 * @param what what departs from the rule, in a sentence naming the players
 */
public record Deviation(int round, OptionalInt board, Rule rule, String what) {

    /** Round by round, the round's own findings before its boards' in board order. */
    public static final Comparator<Deviation> IN_ORDER = Comparator.comparingInt(Deviation::round)
            .thenComparingInt(d -> d.board().orElse(0));

    public Deviation {
        Objects.requireNonNull(board);
        Objects.requireNonNull(rule);
        Objects.requireNonNull(what);
    }

    static Deviation ofRound(int round, Rule rule, String what) {
        return new Deviation(round, OptionalInt.empty(), rule, what);
    }

    static Deviation ofBoard(int round, int board, Rule rule, String what) {
        return new Deviation(round, OptionalInt.of(board), rule, what);
    }

    /** Where it is, as a director would look for it: "round 3, board 5". */
    public String where() {
        if (round == 0) {
            return "tournament";
        }
        return "round " + round + board.stream().mapToObj(b -> ", board " + b).findFirst().orElse("");
    }

    @Override
    public String toString() {
        return where() + ": " + what + " [" + rule.id() + ": " + rule.reference() + "]";
    }
}
