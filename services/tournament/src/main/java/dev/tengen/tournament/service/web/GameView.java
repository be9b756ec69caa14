package dev.tengen.tournament.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.ResultRecorded;

/**
 * A board of a round; the result fields are null until the result is recorded.
 *
 * @param outcome BLACK_WINS, WHITE_WINS, DRAW, BOTH_LOSE, NO_RESULT
 * @param result as SGF writes it
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GameView(int board, String gameId, String black, String white, int handicap, double komi, String outcome,
        Boolean byForfeit, String result) {

    static GameView of(PairedGame game) {
        return new GameView(game.board(), game.gameId(), game.black(), game.white(), game.handicap(), game.komi(), null,
                null, null);
    }

    GameView with(ResultRecorded recorded) {
        return new GameView(board, gameId, black, white, handicap, komi, recorded.outcome().name(), recorded.byForfeit(),
                recorded.result());
    }
}
