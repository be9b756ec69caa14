package dev.tengen.tournament.service.api;

import java.time.LocalDate;

/**
 * What the public reads about the event besides its play: when and where it is held and who organises it.
 *
 * @param startDate the first day of play
 * @param endDate the last day of play, the first day for a one-day event
 * @param venue the building or hall ("Salle Marcel Pagnol"), empty when not given
 * @param city the city, empty when not given
 * @param country ISO 3166-1 alpha-2 code in capitals ("FR"), empty when not given
 * @param organizer who organises the event (a club, a federation), empty when not given
 * @param timeZone the venue's time zone (IANA id, "Europe/Paris"); the pages give the venue's times in it
 */
public record EventDetails(LocalDate startDate, LocalDate endDate, String venue, String city, String country,
        String organizer, String timeZone) {
}
