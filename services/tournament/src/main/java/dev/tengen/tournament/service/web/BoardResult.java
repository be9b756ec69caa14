package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.service.web.problem.MalformedRequest;
import dev.tengen.rank.Result;
import dev.tengen.tournament.ResultSlip;

/**
 * The body of {@code PUT /api/v1/tournaments/{id}/rounds/{n}/boards/{b}/result}: an official records the board's
 * result from the result slip, in one request; the board's game ends with it.
 *
 * @param result as the slip says it: {@code B+R}, {@code W+3.5}, {@code B+F}, {@code 0}, {@code 0-0} (both lose),
 *     {@code ?} (unknown), or a grid's short form ({@code b}, {@code w}, {@code bf}, {@code wf}, {@code =}, {@code bl})
 * @param byForfeit overrides whether it was decided without play (by default only {@code B+F} and {@code W+F} are)
 * @param reason optional; required with {@code override}
 * @param override record it even though the game played on the platform proposed another result
 */
public record BoardResult(String result, Boolean byForfeit, String reason, Boolean override) {

    /** The slip's result, or a 400 problem naming the field {@code result}. */
    ResultSlip slip() {
        return slipOf(Fields.required(result, "result"), byForfeit);
    }

    boolean overrides() {
        return Boolean.TRUE.equals(override);
    }

    static ResultSlip slipOf(String written, Boolean byForfeit) {
        ResultSlip slip = switch (ResultSlip.read(written)) {
            case Result.Ok<ResultSlip> ok -> ok.value();
            case Result.Refused<ResultSlip> refused -> throw new MalformedRequest("result-malformed", "result",
                    refused.reason());
        };
        return byForfeit == null ? slip : new ResultSlip(slip.outcome(), byForfeit, slip.text());
    }
}
