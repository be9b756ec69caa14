package dev.tengen.sgf;

import java.util.Objects;
import java.util.Optional;

/** A move of the main line: a stone of one colour on a point, or a pass (no point). */
public record SgfMove(SgfColor color, Optional<SgfPoint> point) {

    public SgfMove {
        Objects.requireNonNull(color, "color");
        Objects.requireNonNull(point, "point");
    }

    public static SgfMove play(SgfColor color, SgfPoint point) {
        return new SgfMove(color, Optional.of(point));
    }

    public static SgfMove pass(SgfColor color) {
        return new SgfMove(color, Optional.empty());
    }

    public boolean isPass() {
        return point.isEmpty();
    }
}
