package dev.tengen.pages.live;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * What changed in a tournament's read model, as its stream sends it.
 *
 * @param tournamentId the tournament
 * @param round the round concerned, when one is
 * @param board the board concerned, when one is
 * @param gameId the game concerned, when one is
 * @param event the event that changed it ({@code ResultRecorded})
 * @param position the event's position in the event store, which the read model has now applied
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TournamentChange(String tournamentId, Integer round, Integer board, String gameId, String event,
        long position) {
}
