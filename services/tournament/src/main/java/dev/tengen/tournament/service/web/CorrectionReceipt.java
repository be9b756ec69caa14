package dev.tengen.tournament.service.web;

import dev.tengen.tournament.service.api.PairedGame;
import java.util.List;

/**
 * The answer to a correction of a published pairing: the tournament's version (also the ETag), the correction's
 * number in its round, and the boards whose games were voided and whose new games start.
 */
public record CorrectionReceipt(String tournamentId, long version, int round, int correction, List<PairedGame> voided,
        List<PairedGame> started) {

    String etag() {
        return Long.toString(version);
    }
}
