package dev.tengen.tournament.service.api;

import java.util.List;

/**
 * What {@link CorrectPairing} answers: the tournament's version (before the correction for a preview, after it
 * otherwise), and the games it voids and starts.
 */
public record CorrectionAnswer(long version, int correction, List<PairedGame> voided, List<PairedGame> started) {

    public CorrectionAnswer {
        voided = List.copyOf(voided);
        started = List.copyOf(started);
    }
}
