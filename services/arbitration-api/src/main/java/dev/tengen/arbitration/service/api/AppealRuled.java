package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.List;

/**
 * The Arbitration Committee's ruling, final and effective at once (Incheon 2013 arbitration art. 3.6, 3.8).
 *
 * @param decidedBy {@code committee} (a majority) or {@code technical-delegate} (a tie)
 * @param newResult the game's new result, or null when the ruling leaves it as it was
 * @param appealWon whether the complainant won (uphold loses; commute and overrule win)
 * @param late whether it came after the half-hour target (art. 3.2)
 */
public record AppealRuled(String appealId, String protestId, String tournamentId, String gameId, int round, int board,
        RulingDecision decision, String decidedBy, List<String> membersPresent, List<Vote> votes, NewResult newResult,
        String reasons, boolean appealWon, boolean late, String by, Instant at) {

    public static final String BY_COMMITTEE = "committee";
    public static final String BY_TECHNICAL_DELEGATE = "technical-delegate";
}
