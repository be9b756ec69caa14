package dev.tengen.platform.tournament;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.tengen.tournament.service.api.RoundBye;
import java.time.Instant;
import java.util.List;

/**
 * A round as {@code GET /api/v1/tournaments/{id}/rounds/{n}} shows it.
 *
 * @param status "paired" (may still change) or "published" (final)
 * @param adjustments the reasons given for changes by hand, oldest first
 * @param publishedAt null until published
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RoundView(int round, String status, String pairingSystem, List<GameView> games, List<RoundBye> byes,
        List<String> notes, List<String> adjustments, Instant pairedAt, Instant publishedAt) {

    public RoundView {
        games = List.copyOf(games);
        byes = List.copyOf(byes);
        notes = List.copyOf(notes);
        adjustments = List.copyOf(adjustments);
    }
}
