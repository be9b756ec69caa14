package dev.tengen.rules;

import dev.tengen.rules.ko.KoMouth;
import dev.tengen.rules.ko.KoMouths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Names a whole-board cycle after the shapes of Korean 2016 art. 10, Korean 2013 art. 10 and Chinese
 * 2002 art. 20.3, from what the cycle's moves show: how many stones each play removes, by whom, at how
 * many distinct ko points, and how long the cycle is. The definitions are in
 * docs/drafts/ko-and-repetition.md.
 */
final class RepetitionClassifier {

    private RepetitionClassifier() {}

    /** Names a cycle without looking at the board: four kos are then always a quadruple ko. */
    static RepetitionKind classify(List<MoveRecord> cycle) {
        return classify(cycle, null);
    }

    /**
     * Names a cycle; {@code board} is the recurring position, used only to tell two double kos from a
     * quadruple ko and a ko beside a double ko from a triple ko (which kos share a bordering string).
     */
    static RepetitionKind classify(List<MoveRecord> cycle, Board board) {
        List<Integer> blackCaptures = new ArrayList<>();
        List<Integer> whiteCaptures = new ArrayList<>();
        Set<Set<Point>> kos = new LinkedHashSet<>();
        int passes = 0;
        int quiet = 0;
        for (MoveRecord m : cycle) {
            if (m.isPass()) {
                passes++;
            } else if (m.selfRemoval()) {
                return RepetitionKind.OTHER;
            } else if (m.removed().isEmpty()) {
                quiet++;
            } else {
                (m.move().color() == Color.BLACK ? blackCaptures : whiteCaptures).add(m.removed().size());
                if (m.removed().size() == 1 && m.move() instanceof Move.Play play) {
                    // A ko is the pair of points its two captures alternate on, whichever side takes.
                    kos.add(Set.of(play.point(), m.removed().get(0)));
                }
            }
        }
        if (blackCaptures.isEmpty() || whiteCaptures.isEmpty()) {
            return RepetitionKind.OTHER;
        }
        // Korean 2016 art. 10.2: one side sends two stones, the other returns one.
        if (sendsTwoReturnsOne(blackCaptures, whiteCaptures) || sendsTwoReturnsOne(whiteCaptures, blackCaptures)) {
            return RepetitionKind.SENDING_TWO_RETURNING_ONE;
        }
        if (passes > 0) {
            return RepetitionKind.OTHER;
        }
        if (quiet == 0 && all(blackCaptures, 1) && all(whiteCaptures, 1)) {
            return kos(kos, board);
        }
        // Korean 2016 art. 10.1 (2) and (5): each side captures once, the same number of stones, between
        // one quiet play each (eternal life) or two quiet plays each (three-point eternal life).
        if (blackCaptures.size() == 1 && whiteCaptures.size() == 1 && blackCaptures.get(0).equals(whiteCaptures.get(0))) {
            int taken = blackCaptures.get(0);
            if (taken == 2 && cycle.size() == 4 && quiet == 2) {
                return RepetitionKind.ETERNAL_LIFE;
            }
            if (taken == 3 && cycle.size() == 6 && quiet == 4) {
                return RepetitionKind.THREE_POINT_ETERNAL_LIFE;
            }
        }
        // Korean 2016 art. 10.1 (3): single-stone ko captures going round with larger captures.
        List<Integer> captures = new ArrayList<>(blackCaptures);
        captures.addAll(whiteCaptures);
        if (captures.contains(1) && captures.stream().anyMatch(c -> c > 1)) {
            return RepetitionKind.ROUND_ROBIN_KO;
        }
        return RepetitionKind.OTHER;
    }

    private static boolean sendsTwoReturnsOne(List<Integer> returner, List<Integer> taker) {
        return all(returner, 1) && all(taker, 2) && returner.size() == taker.size();
    }

    private static boolean all(List<Integer> values, int value) {
        return values.stream().allMatch(v -> v == value);
    }

    /** Cycles of single-stone ko captures only (Korean 2016 art. 10.1 (1) and (4), Chinese 2002 art. 20.3). */
    private static RepetitionKind kos(Set<Set<Point>> kos, Board board) {
        List<List<KoMouth>> groups = board == null ? List.of() : coupledGroups(board, kos);
        if (kos.size() == 3) {
            // A ko beside a double ko is moonshine life (Ing Dia. C13), not a triple ko.
            return groups.size() == 2 ? RepetitionKind.MOONSHINE_LIFE : RepetitionKind.TRIPLE_KO;
        }
        if (kos.size() == 4) {
            boolean twoPairs = groups.size() == 2 && groups.get(0).size() == 2 && groups.get(1).size() == 2;
            return twoPairs ? RepetitionKind.TWO_DOUBLE_KOS : RepetitionKind.QUADRUPLE_KO;
        }
        return RepetitionKind.OTHER;
    }

    /** The kos of the cycle, grouped by coupling (one string bordering two kos makes them a double ko). */
    private static List<List<KoMouth>> coupledGroups(Board board, Set<Set<Point>> kos) {
        List<KoMouth> mouths = new ArrayList<>();
        List<KoMouth> onBoard = KoMouths.all(board);
        for (Set<Point> ko : kos) {
            for (KoMouth m : onBoard) {
                Set<Integer> points = KoMouths.points(board, m);
                if (ko.stream().allMatch(p -> points.contains(board.index(p))) && !mouths.contains(m)) {
                    mouths.add(m);
                }
            }
        }
        List<List<KoMouth>> groups = new ArrayList<>();
        Set<KoMouth> placed = new HashSet<>();
        for (KoMouth start : mouths) {
            if (!placed.add(start)) {
                continue;
            }
            List<KoMouth> group = new ArrayList<>(List.of(start));
            for (int i = 0; i < group.size(); i++) {
                for (KoMouth other : mouths) {
                    if (!placed.contains(other) && KoMouths.coupled(board, group.get(i), other)) {
                        placed.add(other);
                        group.add(other);
                    }
                }
            }
            groups.add(group);
        }
        return groups;
    }
}
