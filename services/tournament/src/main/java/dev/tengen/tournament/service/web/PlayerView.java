package dev.tengen.tournament.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.Map;

/**
 * A player as the tournament list shows it. A withdrawn player stays on the list (Chinese 2002 art. 28.3:
 * the games played keep their score), marked withdrawn.
 *
 * @param mcMahonCorrection points added to the McMahon start score, when the director gave a correction
 * @param memberships ids with rating bodies and federations, by body ("egf", "ffg", "aga"); empty when none given
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
        Integer mcMahonCorrection,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> memberships) {

    public PlayerView {
        memberships = memberships == null ? Map.of() : Map.copyOf(memberships);
    }

    /** A player without a McMahon correction or federation ids. */
    public PlayerView(String id, String name, String rank, String club, String country, boolean withdrawn,
            Instant registeredAt, Instant withdrawnAt, String withdrawalReason) {
        this(id, name, rank, club, country, withdrawn, registeredAt, withdrawnAt, withdrawalReason, null, Map.of());
    }

    PlayerView withdraw(Instant at, String reason) {
        return new PlayerView(id, name, rank, club, country, true, registeredAt, at, reason, mcMahonCorrection,
                memberships);
    }
}
