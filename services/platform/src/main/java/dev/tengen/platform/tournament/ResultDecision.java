package dev.tengen.platform.tournament;

import dev.tengen.platform.problem.Fields;
import dev.tengen.platform.problem.MalformedRequest;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.CorrectResult;
import java.time.Instant;
import java.util.UUID;

/**
 * The body of {@code PUT /api/v1/tournaments/{id}/rounds/{n}/boards/{b}/result}: the Technical Delegate changes or
 * cancels a result for misconduct, also after later rounds were paired on it (000 ch. 2 art. 6.1; Chinese 2002
 * art. 23.1). Arbitration rulings reach the tournament by themselves and do not use this.
 *
 * @param outcome BLACK_WINS, WHITE_WINS, DRAW, BOTH_LOSE or NO_RESULT (a cancelled game)
 * @param result as SGF writes it: {@code W+F}, {@code Void}
 * @param reason the finding and the article applied, in words: it is shown wherever the result is
 */
public record ResultDecision(Outcome outcome, Boolean byForfeit, String result, String reason) {

    CorrectResult toCommand(String tournamentId, Long expectedVersion, int round, int board, String by, Instant at) {
        Outcome decided = Fields.required(outcome, "outcome");
        if (decided == Outcome.PENDING) {
            throw new MalformedRequest("field-invalid", "outcome",
                    "A decision gives a result: BLACK_WINS, WHITE_WINS, DRAW, BOTH_LOSE or NO_RESULT, not PENDING.");
        }
        return new CorrectResult(tournamentId, expectedVersion, round, board, decided, Boolean.TRUE.equals(byForfeit),
                Fields.required(result, "result"), Fields.required(reason, "reason"), "decision:" + UUID.randomUUID(),
                by, at);
    }
}
