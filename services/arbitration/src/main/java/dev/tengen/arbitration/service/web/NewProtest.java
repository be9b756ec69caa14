package dev.tengen.arbitration.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.arbitration.service.api.FileProtest;
import java.time.Instant;

/**
 * The body of {@code POST /api/v1/tournaments/{id}/protests} and {@code POST /api/v1/protests}: the game, the
 * complainant and the referee's judgment protested; the tournament, which the first takes from its path.
 *
 * @param protestedAt when the protest was made, if it is entered afterwards; now when left out
 */
public record NewProtest(String tournamentId, String gameId, Integer round, Integer board, String complainant,
        String judgment, Instant protestedAt) {

    /**
     * This protest as filed in the tournament its path names: the tournament's referees decide it and its committee
     * hears the appeal (Incheon 2013 arbitration art. 1.1-1.2), so a body naming another tournament is refused, and one naming
     * none is filed there.
     */
    NewProtest inTournament(String pathTournamentId) {
        return new NewProtest(Fields.asInPath(tournamentId, pathTournamentId, "tournamentId"), gameId, round, board,
                complainant, judgment, protestedAt);
    }

    /** @param gameOverAt when the game's result was confirmed, or null while it goes on */
    FileProtest toCommand(String protestId, Instant gameOverAt, String by, Instant now) {
        Instant at = Fields.recent(protestedAt, now, "protestedAt");
        return new FileProtest(protestId, Fields.required(tournamentId, "tournamentId"),
                Fields.required(gameId, "gameId"), Fields.required(round, "round"), Fields.required(board, "board"),
                Fields.required(complainant, "complainant"), Fields.required(judgment, "judgment"), gameOverAt, by, at);
    }
}
