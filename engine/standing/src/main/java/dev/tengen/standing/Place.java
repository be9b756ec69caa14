package dev.tengen.standing;

import java.util.List;

/**
 * One line of a standing.
 *
 * @param place 1-based place; entrants sharing a place have the same number
 * @param entrant the entrant's id
 * @param shared whether the place is shared: every criterion is equal, and the tie stands until a
 *     play-off or lots decide it (Chinese 2002 art. 27.1 (1)(C), 27.3)
 * @param byLot whether lots drawn with a seed ordered this entrant inside an otherwise equal group
 * @param values the entrant's value for each criterion, in the placement's order
 */
public record Place(int place, String entrant, boolean shared, boolean byLot, List<Double> values) {

    public Place {
        values = List.copyOf(values);
    }
}
