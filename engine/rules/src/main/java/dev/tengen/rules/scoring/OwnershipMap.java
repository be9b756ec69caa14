package dev.tengen.rules.scoring;

import dev.tengen.rules.Point;
import java.util.List;

/**
 * Who every point counts for, as rows from the top: {@code B}, {@code W} or {@code .} (neutral). A
 * live stone counts for its colour, a dead stone for its captor, a territory or area point for its
 * owner. Rows are what {@code --json} prints.
 */
public record OwnershipMap(List<String> rows) {

    public OwnershipMap {
        rows = List.copyOf(rows);
        for (String row : rows) {
            if (row.length() != rows.size()) {
                throw new IllegalArgumentException("ownership rows must be square");
            }
        }
    }

    public int size() {
        return rows.size();
    }

    public Ownership owner(Point p) {
        return Ownership.ofLetter(rows.get(p.y()).charAt(p.x()));
    }

    public int count(Ownership owner) {
        int n = 0;
        for (String row : rows) {
            for (int i = 0; i < row.length(); i++) {
                n += row.charAt(i) == owner.letter() ? 1 : 0;
            }
        }
        return n;
    }

    @Override
    public String toString() {
        return String.join("\n", rows);
    }
}
