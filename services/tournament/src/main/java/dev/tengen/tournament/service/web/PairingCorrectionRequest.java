package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.tournament.service.api.AdjustPairing;
import dev.tengen.tournament.service.api.CorrectPairing;
import java.time.Instant;
import java.util.List;

/**
 * The body of {@code POST /api/v1/tournaments/{id}/rounds/{n}/pairing-corrections}: boards of a published round set
 * again, and why, as {@link PairingChanges} sets a draft's.
 *
 * @param voidPlayedGames confirms that games with moves may be voided (without it such a correction is answered 409
 *     {@code correction-voids-played-games}, naming the boards)
 */
public record PairingCorrectionRequest(List<PairingChanges.Board> changes, String reason, List<String> byes,
        Boolean replace, Boolean voidPlayedGames) {

    /** The correction to be previewed first ({@link CorrectPairing#preview()}). */
    CorrectPairing preview(String tournamentId, Long expectedVersion, int round, String by, Instant at) {
        AdjustPairing asked = new PairingChanges(changes == null ? List.of() : changes, reason, byes, replace)
                .toCommand(tournamentId, expectedVersion, round, by, at);
        return new CorrectPairing(tournamentId, expectedVersion, round, asked.changes(), Fields.required(reason, "reason"),
                asked.byes(), asked.replace(), true, by, at);
    }

    boolean voidsPlayedGames() {
        return Boolean.TRUE.equals(voidPlayedGames);
    }
}
