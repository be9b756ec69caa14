package dev.tengen.tournament.service.api;

import java.time.Instant;
import java.util.List;

/**
 * The Arbitration Committee is made up so from now on ({@link CommitteeMakeUp}); a tournament without this event has
 * {@link CommitteeMakeUp#DEFAULT}.
 */
public record CommitteeMakeUpSet(String tournamentId, int size, List<String> nationalities, String by, Instant at) {

    public CommitteeMakeUp makeUp() {
        return new CommitteeMakeUp(size, nationalities);
    }
}
