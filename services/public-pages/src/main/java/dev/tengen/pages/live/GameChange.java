package dev.tengen.pages.live;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * What changed in a game's record, as its stream sends it: a stone, a pass, a result, or another line of its
 * history (a warning, a proposal, a confirmation).
 *
 * @param gameId the game
 * @param tournamentId its tournament
 * @param number the move's number in the record, for a move or a pass
 * @param color who moved or passed, "black" or "white"
 * @param point where the stone stands (A1 notation), for a move
 * @param captured the stones it removed, for a move
 * @param result the result as SGF writes it, for a result
 * @param event the event that changed it ({@code MovePlayed})
 * @param position the event's position in the event store, which the read model has now applied
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GameChange(String gameId, String tournamentId, Integer number, String color, String point,
        List<String> captured, String result, String event, long position) {

    static GameChange of(String gameId, String tournamentId, String event, long position) {
        return new GameChange(gameId, tournamentId, null, null, null, null, null, event, position);
    }
}
