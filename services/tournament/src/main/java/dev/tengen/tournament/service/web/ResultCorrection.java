package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.tournament.ResultSlip;

/**
 * The body of {@code POST /api/v1/tournaments/{id}/rounds/{n}/boards/{b}/corrections}: the Technical Delegate changes
 * or cancels a board's result with the reason, also after later rounds were paired on it: a slip entered wrong, or
 * misconduct found after the game (Incheon 2013 code art. 6.1; Chinese 2002 art. 23.1). Arbitration rulings reach the
 * tournament by themselves and do not use this.
 *
 * @param result the new result, in the words of {@link BoardResult#result()}; {@code Void} cancels the game
 * @param byForfeit overrides whether it was decided without play
 * @param reason the finding and the article applied, in words: it is shown wherever the result is
 */
public record ResultCorrection(String result, Boolean byForfeit, String reason) {

    ResultSlip slip() {
        return BoardResult.slipOf(Fields.required(result, "result"), byForfeit);
    }

    String why() {
        String why = Fields.required(reason, "reason");
        if (why.isBlank()) {
            throw new dev.tengen.service.web.problem.MalformedRequest("field-missing", "reason",
                    "A correction needs its reason, which every view of the result shows.");
        }
        return why.strip();
    }
}
