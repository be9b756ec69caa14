package dev.tengen.platform.tournament;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;

/**
 * A player as the tournament list shows it. A withdrawn player stays on the list (Chinese 2002 art. 28.3:
 * the games played keep their score), marked withdrawn.
 *
 * @param mcMahonCorrection points added to the McMahon start score, when the director gave a correction
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PlayerView(
        String id,
        String name,
        String rank,
        String club,
        String country,
        boolean withdrawn,
        Instant registeredAt,
        Instant withdrawnAt,
        String withdrawalReason,
        Integer mcMahonCorrection) {

    /** A player registered without a McMahon correction. */
    public PlayerView(String id, String name, String rank, String club, String country, boolean withdrawn, Instant registeredAt,
            Instant withdrawnAt, String withdrawalReason) {
        this(id, name, rank, club, country, withdrawn, registeredAt, withdrawnAt, withdrawalReason, null);
    }

    PlayerView withdraw(Instant at, String reason) {
        return new PlayerView(id, name, rank, club, country, true, registeredAt, at, reason, mcMahonCorrection);
    }
}
