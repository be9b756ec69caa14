package dev.tengen.readmodel;

import java.time.Instant;
import java.util.Set;

/**
 * What an auditor looks for in a tournament's timeline; a criterion left null (or an empty set of types) admits every
 * event.
 *
 * @param gameId the events of one game (its own, and the protests, appeals and corrections naming it)
 * @param playerId the events concerning one player: those naming the player's id, and those of the player's games
 *     that concern the player's colour or both colours (a move of the opponent does not)
 * @param types event names ({@code WarningIssued}, {@code AppealRuled}, ...)
 * @param from the first instant included
 * @param to the first instant excluded
 */
public record TimelineFilter(String gameId, String playerId, Set<String> types, Instant from, Instant to) {

    public static final TimelineFilter EVERYTHING = new TimelineFilter(null, null, Set.of(), null, null);

    public TimelineFilter {
        types = types == null ? Set.of() : Set.copyOf(types);
    }

    /** Whether the entry passes every criterion but the types (the count of each type is shown beside the filter). */
    boolean admitsApartFromType(LedgerEntry entry, LedgerSubjects.Subject subject) {
        return (gameId == null || gameId.equals(subject.gameId()))
                && (playerId == null || subject.concerns(playerId))
                && (from == null || !entry.at().isBefore(from))
                && (to == null || entry.at().isBefore(to));
    }

    boolean admitsType(String type) {
        return types.isEmpty() || types.contains(type);
    }
}
