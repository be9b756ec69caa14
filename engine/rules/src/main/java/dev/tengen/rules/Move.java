package dev.tengen.rules;

import java.util.Objects;

/** A move: a stone played at a point, or a pass. Ing calls them board plays and pass plays (art. 1). */
public sealed interface Move {

    Color color();

    record Play(Color color, Point point) implements Move {
        public Play {
            Objects.requireNonNull(color);
            Objects.requireNonNull(point);
        }
    }

    /**
     * A pass; {@code turnLost} when a ruling took the turn rather than the player passing it (Chinese 2002 art. 18.3,
     * 19; Incheon 2013 code art. 5.3): the record shows a pass, but one the player did not choose ({@link
     * Game#loseTurn}).
     */
    record Pass(Color color, boolean turnLost) implements Move {
        public Pass {
            Objects.requireNonNull(color);
        }
    }

    static Move play(Color color, Point point) {
        return new Play(color, point);
    }

    static Pass pass(Color color) {
        return new Pass(color, false);
    }

    /** {@code color}'s turn lost by a ruling, in the record as a pass. */
    static Pass turnLost(Color color) {
        return new Pass(color, true);
    }
}
