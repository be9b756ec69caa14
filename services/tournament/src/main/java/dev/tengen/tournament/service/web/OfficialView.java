package dev.tengen.tournament.service.web;

import dev.tengen.tournament.service.api.OfficialAppointed;
import java.time.Instant;

/** An official in office, as {@code GET /api/v1/tournaments/{id}/officials} lists them. */
public record OfficialView(String personId, String role, String name, String nationality, String appointedBy,
        Instant appointedAt) {

    static OfficialView of(OfficialAppointed appointed) {
        return new OfficialView(appointed.personId(), appointed.role(), appointed.name(), appointed.nationality(),
                appointed.by(), appointed.at());
    }
}
