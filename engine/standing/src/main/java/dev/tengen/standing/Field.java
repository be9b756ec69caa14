package dev.tengen.standing;

import dev.tengen.tournament.GameRecord;
import java.util.List;

/**
 * The entrants and games a standing is computed from.
 *
 * @param entrants who is placed
 * @param games the games that count
 */
public record Field(List<Entrant> entrants, List<GameRecord> games) {

    public Field {
        entrants = List.copyOf(entrants);
        games = List.copyOf(games);
    }
}
