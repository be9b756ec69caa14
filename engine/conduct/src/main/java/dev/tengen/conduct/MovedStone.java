package dev.tengen.conduct;

import dev.tengen.rules.Point;
import java.util.Objects;

/**
 * A stone found away from where it was played: {@code from} is the point it was played on, {@code to}
 * where it stands now (Incheon 2013 code art. 5.1.6; Chinese 2002 art. 17.5).
 */
public record MovedStone(Point from, Point to) {

    public MovedStone {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
    }

    /** In A1 notation, as a referee reads it out: {@code D4 to E4}. */
    public String name(int boardSize) {
        return from.name(boardSize) + " to " + to.name(boardSize);
    }
}
