package dev.tengen.standing;

import java.util.List;
import java.util.Optional;

/**
 * An ordered standing.
 *
 * @param criteria names of the criteria, in the order of {@link Place#values()}
 * @param places best first
 */
public record Standings(List<String> criteria, List<Place> places) {

    public Standings {
        criteria = List.copyOf(criteria);
        places = List.copyOf(places);
    }

    public Optional<Place> of(String entrant) {
        return places.stream().filter(p -> p.entrant().equals(entrant)).findFirst();
    }

    /** Entrant ids, best first. */
    public List<String> order() {
        return places.stream().map(Place::entrant).toList();
    }

    public int placeOf(String entrant) {
        return of(entrant).orElseThrow(() -> new IllegalArgumentException("not placed: " + entrant)).place();
    }
}
