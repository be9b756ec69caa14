package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Objects;
import org.axonframework.modelling.command.TargetAggregateIdentifier;

/**
 * Bars a player from future competitions: a referee's finding of grave misconduct (Incheon 2013 code art. 6.1;
 * Chinese 2002 art. 23.1), a disqualification the Technical Delegate decides, or a federation's own sanction. Sent
 * again with the same {@code banId}, it changes nothing: the flow that carries a decision over may replay.
 *
 * @param name the player's name as registered; registrations are checked against it with {@code country}
 * @param country a country code, or null when unknown (then the name alone matches)
 * @param article the article the ban rests on
 * @param source what decided it: "decision:{gameId}/{decisionId}", "appeal:{id}", "federation:{reference}"
 * @param until the last day of the ban, or null until lifted
 */
public record BanPlayer(
        @TargetAggregateIdentifier String banId,
        String name,
        String country,
        String reason,
        String article,
        String source,
        LocalDate until,
        String by,
        Instant at) {

    public BanPlayer {
        Objects.requireNonNull(banId, "banId");
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(at, "at");
    }
}
