package dev.tengen.game.service.api;

import java.time.Instant;

/**
 * The Chief Referee concurred with or overruled a referee's proposed penalty (Incheon 2013 duties art. 2.5). A concurrence is
 * followed by the penalty's own events ({@link PenaltyImposed}, {@link GameForfeited}, {@link ResultProposed}).
 */
public record PenaltyReviewed(String gameId, String tournamentId, String decisionId, boolean concurred, String reason,
        String article, String by, Instant at) {}
