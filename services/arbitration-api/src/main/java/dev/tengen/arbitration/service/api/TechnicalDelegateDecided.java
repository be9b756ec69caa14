package dev.tengen.arbitration.service.api;

import java.time.Instant;
import java.util.List;

/** The committee's vote was tied, and the Technical Delegate decided (Incheon 2013 arbitration art. 3.6). */
public record TechnicalDelegateDecided(String appealId, String tournamentId, String technicalDelegate,
        RulingDecision decision, List<String> membersPresent, List<Vote> votes, String article, String by, Instant at) {
}
