package dev.tengen.standing;

import java.util.Objects;

/**
 * A player (or team, or Pair Go pair) as placement sees it.
 *
 * @param id the id used in the games
 * @param startScore McMahon start score (0 in Swiss, round robin and elimination events)
 * @param warnings warnings received over the whole tournament (Chinese 2002 art. 27.1 (1)(B))
 */
public record Entrant(String id, double startScore, int warnings) {

    public Entrant {
        Objects.requireNonNull(id);
        if (warnings < 0) {
            throw new IllegalArgumentException("negative warnings for " + id);
        }
    }

    public static Entrant of(String id) {
        return new Entrant(id, 0, 0);
    }
}
