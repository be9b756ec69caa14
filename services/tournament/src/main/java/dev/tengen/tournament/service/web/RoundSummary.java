package dev.tengen.tournament.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;

/**
 * A round in a line, for the list of an event's rounds.
 *
 * @param status "paired" (a draft) or "published"
 * @param finished boards with their result
 * @param corrections how many times the published pairing was corrected
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RoundSummary(int round, String status, int boards, int finished, int byes, int corrections,
        Instant pairedAt, Instant publishedAt) {

    static RoundSummary of(RoundView round) {
        return new RoundSummary(round.round(), round.status(), round.games().size(),
                (int) round.games().stream().filter(game -> game.result() != null).count(), round.byes().size(),
                round.corrections().size(), round.pairedAt(), round.publishedAt());
    }
}
