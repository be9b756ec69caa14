package dev.tengen.arbitration.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.arbitration.service.api.DecideProtest;
import dev.tengen.arbitration.service.api.ProtestDecision;
import java.time.Instant;

/**
 * The body of {@code POST /api/v1/protests/{id}/decision}.
 *
 * @param decision accepted or rejected
 * @param referee the referee who decided
 * @param reasons optional
 * @param decidedAt the time of the referees' decision when it is entered afterwards; now when left out
 */
public record ProtestAnswer(String decision, String referee, String reasons, Instant decidedAt) {

    DecideProtest toCommand(String protestId, Long expectedVersion, String by, Instant now) {
        return new DecideProtest(protestId, expectedVersion,
                Fields.choice(Fields.required(decision, "decision"), ProtestDecision.class, "decision"),
                Fields.required(referee, "referee"), Fields.optional(reasons), by, Fields.recent(decidedAt, now, "decidedAt"));
    }
}
