package dev.tengen.rules.ko;

import dev.tengen.rules.Board;
import java.util.ArrayList;
import java.util.List;

/**
 * The hot stones of a fighting ko (Ing 1991 art. 3 "Fighting ko" and "Hot stones"): the stones the
 * opponent may not remove with the very next play. They stay hot for one move only: any intervening
 * board play or pass play cools them (art. 3; term 10 "ko removal after passing").
 *
 * @param kind which of Ing's three kinds of hot stone, or NONE
 * @param stones board indices of the hot stones
 */
public record HotStones(Kind kind, List<Integer> stones) {

    public enum Kind {
        NONE,
        /** Ing term 38, Dia. C5: the stone that has just removed one stone in a single ko. */
        SINGLE,
        /** Ing term 39, Dia. C6: a stone added to another to make double ko stones, in eternal life. */
        DOUBLE,
        /** Ing term 40, Dia. C7-C8: in a triple ko, the single hot stone and the player's other ko stones. */
        TWIN
    }

    public HotStones {
        stones = List.copyOf(stones);
    }

    public static final HotStones NONE = new HotStones(Kind.NONE, List.of());

    /**
     * The hot stones after a board play at {@code played} that removed {@code captured} opposing stones,
     * on the board as it stands after that play.
     */
    public static HotStones after(Board board, int played, int captured) {
        if (board.at(played) == Board.EMPTY) {
            return NONE; // the play removed its own group (Ing art. 1): nothing of it stands to be hot
        }
        if (captured == 1 && KoMouths.isSingleKoStone(board, played)) {
            return withTwins(board, played);
        }
        // Ing art. 3 "Hot stones": one stone added to another makes double ko stones, as in eternal life.
        if (captured == 0 && board.chainSize(played) == 2 && KoMouths.isDoubleKoString(board, played)) {
            return new HotStones(Kind.DOUBLE, board.chainStones(played));
        }
        return NONE;
    }

    /**
     * Ing art. 3: "In a triple ko, besides the single hot stone there is another single or double ko
     * stone; these are also regarded as hot stones". A triple ko here is exactly three kos on the board,
     * no two of them coupled into a double ko; four or more kos, or a ko beside a double ko, cycle as a
     * disturbing ko (Dias. C10, C13, C15) and are left to the recycling rule.
     */
    private static HotStones withTwins(Board board, int played) {
        List<KoMouth> mouths = KoMouths.all(board);
        if (mouths.size() != 3 || anyCoupled(board, mouths)) {
            return new HotStones(Kind.SINGLE, List.of(played));
        }
        List<Integer> hot = new ArrayList<>();
        hot.add(played);
        byte color = board.at(played);
        for (KoMouth m : mouths) {
            if (m.color() == color && m.stone() != board.chainHead(played)) {
                hot.addAll(board.chainStones(m.stone()));
            }
        }
        return new HotStones(hot.size() > 1 ? Kind.TWIN : Kind.SINGLE, hot);
    }

    private static boolean anyCoupled(Board board, List<KoMouth> mouths) {
        for (int i = 0; i < mouths.size(); i++) {
            for (int j = i + 1; j < mouths.size(); j++) {
                if (KoMouths.coupled(board, mouths.get(i), mouths.get(j))) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean isEmpty() {
        return stones.isEmpty();
    }
}
