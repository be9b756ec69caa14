package dev.tengen.arbitration.service.docket;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;

/**
 * One matter before the referees or the Arbitration Committee, as the docket ({@link DocketBook}) lists it: a
 * protest, and the appeal it became, with the deadline that runs now.
 *
 * @param status {@code protest-filed} (awaiting the referees' decision), {@code protest-decided} (the complainant may
 *     still appeal until {@code deadline}), {@code protest-closed} (decided, not appealed in time, or accepted),
 *     {@code appeal-filed} (the committee rules by {@code deadline}), {@code appeal-invalid}, {@code appeal-ruled}
 * @param deadline when what is awaited is due: the end of the 15-minute filing window (Incheon 2013 arbitration art. 1.2) or the
 *     half hour for the ruling (art. 3.2); null once nothing is awaited
 * @param deadlineArticle the article that sets {@code deadline}
 * @param ruling the committee's decision once ruled ({@code UPHOLD}, {@code COMMUTE}, {@code OVERRULE})
 * @param secondsLeft seconds from the server's clock at the answer to {@code deadline} (negative when passed), so a
 *     screen counts down from it without trusting the reader's own clock; null without a deadline
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DocketEntry(String protestId, String appealId, String gameId, int round, int board, String complainant,
        String judgment, String status, Instant filedAt, Instant decidedAt, String protestDecision,
        Instant appealedAt, Instant deadline, String deadlineArticle, boolean deadlineMissed, String ruling,
        Instant ruledAt, Long secondsLeft) {

    /** This entry as read at {@code now}: the seconds left to its deadline, if it has one. */
    DocketEntry at(Instant now) {
        return new DocketEntry(protestId, appealId, gameId, round, board, complainant, judgment, status, filedAt,
                decidedAt, protestDecision, appealedAt, deadline, deadlineArticle, deadlineMissed, ruling, ruledAt,
                deadline == null ? null : java.time.Duration.between(now, deadline).toSeconds());
    }
}
