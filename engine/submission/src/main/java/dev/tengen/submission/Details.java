package dev.tengen.submission;

import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/**
 * What a federation file needs and a tournament does not hold.
 *
 * @param timing the time system, for the EGF class and adjusted time and the AGA's minimum time control; empty when
 *     unknown (the checks then say so)
 * @param country the host country's two-letter code (the h9 PC tag), empty if unknown
 * @param today the day the file is made: the AGA rates only games of the last 30 days
 */
public record Details(Optional<Timing> timing, String country, LocalDate today) {

    public Details {
        Objects.requireNonNull(timing);
        Objects.requireNonNull(country);
        Objects.requireNonNull(today);
    }
}
