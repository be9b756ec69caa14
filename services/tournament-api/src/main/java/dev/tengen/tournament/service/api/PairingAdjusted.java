package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.List;

/**
 * A director changed a paired round by hand; {@code games} and {@code byes} are the whole round afterwards.
 *
 * @param changes the boards as the director set them
 * @param reason why
 */
public record PairingAdjusted(String tournamentId, int round, List<BoardChange> changes, String reason,
        List<PairedGame> games, List<RoundBye> byes, String by, Instant at) {
}
