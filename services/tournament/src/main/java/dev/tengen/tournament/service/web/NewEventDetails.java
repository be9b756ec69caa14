package dev.tengen.tournament.service.web;

import dev.tengen.tournament.service.api.DescribeEvent;
import java.time.Instant;
import java.time.LocalDate;

/**
 * The body of {@code PUT /api/v1/tournaments/{id}/details}: when and where the event is held.
 *
 * @param startDate the first day of play ("2024-05-09"), required
 * @param endDate the last day; left out for a one-day event
 * @param country ISO 3166-1 alpha-2 ("FR")
 * @param timeZone the venue's IANA zone ("Europe/Paris"); left out: UTC
 */
public record NewEventDetails(LocalDate startDate, LocalDate endDate, String venue, String city, String country,
        String organizer, String timeZone) {

    DescribeEvent toCommand(String tournamentId, Long expectedVersion, String by, Instant at) {
        return new DescribeEvent(tournamentId, expectedVersion, startDate, endDate, venue, city, country, organizer,
                timeZone, by, at);
    }
}
