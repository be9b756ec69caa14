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

    record Pass(Color color) implements Move {
        public Pass {
            Objects.requireNonNull(color);
        }
    }

    static Move play(Color color, Point point) {
        return new Play(color, point);
    }

    static Move pass(Color color) {
        return new Pass(color);
    }
}
