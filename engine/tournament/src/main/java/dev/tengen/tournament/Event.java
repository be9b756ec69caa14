package dev.tengen.tournament;

import java.time.LocalDate;
import java.util.Objects;

/**
 * What a tournament is called, when and where it is held, and who directs it.
 *
 * @param name full name, e.g. "Frioul 2018"
 * @param shortName short name used for file names (OpenGotha's shortName), may equal the name
 * @param begins first day
 * @param ends last day, not before the first
 * @param place where it is held, empty if unknown
 * @param director the tournament director, empty if unknown
 */
public record Event(String name, String shortName, LocalDate begins, LocalDate ends, String place, String director) {

    public Event {
        Objects.requireNonNull(begins);
        Objects.requireNonNull(ends);
        Objects.requireNonNull(place);
        Objects.requireNonNull(director);
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a tournament has a name");
        }
        if (shortName == null || shortName.isBlank()) {
            throw new IllegalArgumentException("a tournament has a short name");
        }
        if (ends.isBefore(begins)) {
            throw new IllegalArgumentException("a tournament ends (" + ends + ") before it begins (" + begins + ")");
        }
    }
}
