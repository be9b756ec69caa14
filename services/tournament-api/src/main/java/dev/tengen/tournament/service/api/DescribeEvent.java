package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;

/**
 * Says when and where the event is held and who organises it; a later description replaces an earlier one, also once
 * play has begun (a venue changes, a date is corrected). Text fields are optional (null or blank: not given).
 *
 * @param startDate required
 * @param endDate null: a one-day event
 * @param country an ISO 3166-1 alpha-2 code, any case
 * @param timeZone an IANA time zone id; null: UTC
 */
public record DescribeEvent(
        @TargetAggregateIdentifier String tournamentId,
        @TargetAggregateVersion Long expectedVersion,
        LocalDate startDate,
        LocalDate endDate,
        String venue,
        String city,
        String country,
        String organizer,
        String timeZone,
        String by,
        Instant at) {

    public DescribeEvent {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
