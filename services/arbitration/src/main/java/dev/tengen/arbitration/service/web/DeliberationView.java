package dev.tengen.arbitration.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.CommitteeConvened;
import dev.tengen.arbitration.service.api.RefereeReportRecorded;
import dev.tengen.arbitration.service.api.TestimonyRecorded;
import dev.tengen.arbitration.service.api.VoteCast;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The committee's file on an appeal: the referee's report, the testimonies, the meeting and each member's vote
 * with its draft opinion. Confidential to the committee until the ruling (Incheon 2013 arbitration art. 2.5), public after it.
 *
 * @param ruled whether the ruling is made (and this file public)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DeliberationView(String appealId, boolean ruled, List<Statement> refereeReports,
        List<Statement> testimonies, Instant convenedAt, List<String> membersPresent, List<Ballot> votes) {

    /** A report or a testimony: who said it, what, when. */
    public record Statement(String by, String text, Instant at) {
    }

    /** One member's vote and opinion. */
    public record Ballot(String member, String decision, String opinion, Instant at) {
    }

    static DeliberationView of(String appealId, List<Object> events) {
        List<Statement> reports = new ArrayList<>();
        List<Statement> testimonies = new ArrayList<>();
        List<Ballot> votes = new ArrayList<>();
        Instant convenedAt = null;
        List<String> present = List.of();
        boolean ruled = false;
        for (Object event : events) {
            switch (event) {
                case RefereeReportRecorded report -> reports.add(new Statement(report.referee(), report.report(), report.at()));
                case TestimonyRecorded heard -> testimonies.add(new Statement(heard.witness(), heard.testimony(), heard.at()));
                case CommitteeConvened met -> {
                    convenedAt = met.at();
                    present = met.membersPresent();
                }
                case VoteCast vote -> votes.add(new Ballot(vote.member(), vote.decision().name().toLowerCase(Locale.ROOT),
                        vote.opinion(), vote.at()));
                case AppealRuled ruling -> ruled = true;
                default -> {
                    // the rest of the appeal's record is in AppealView
                }
            }
        }
        return new DeliberationView(appealId, ruled, reports, testimonies, convenedAt, present, votes);
    }
}
