package dev.tengen.arbitration.service.web;

import dev.tengen.arbitration.service.api.AppealForm;
import dev.tengen.arbitration.service.api.Articles;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The written notification of a ruling to the parties concerned (Incheon 2013 arbitration art. 3.7), as a printable HTML page
 * ({@code templates/RulingNotice/notice.html}, escaped by Qute): the parties, the matter, the decision with its vote
 * count and articles, and the date and time.
 */
final class RulingNotice {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance notice(Notice notice);
    }

    /** Every line of the notice, a dash where the form left a field empty. */
    record Notice(String appeal, String parties, String received, String complainant, String complainantNoc,
            String opponent, String opponentNoc, String tournament, int round, int board, String game, String judgment,
            String description, String decision, String powers, String newResult, String votes, String decidedBy,
            String reasons, String deposit, String ruledAt, String finality) {
    }

    private RulingNotice() {
    }

    static String html(AppealView appeal, ProtestView protest) {
        AppealForm form = appeal.form();
        AppealView.RulingView ruling = appeal.ruling();
        Map<String, Long> tally = new TreeMap<>(ruling.votes().stream()
                .collect(Collectors.groupingBy(vote -> vote.decision().name().toLowerCase(Locale.ROOT),
                        Collectors.counting())));
        String votes = tally.isEmpty() ? "no votes recorded"
                : tally.entrySet().stream().map(e -> e.getValue() + " to " + e.getKey()).collect(Collectors.joining(", "))
                        + " of " + ruling.membersPresent().size() + " members present";
        String decidedBy = "technical-delegate".equals(ruling.decidedBy())
                ? "The vote was tied; the Technical Delegate " + dash(ruling.technicalDelegate()) + " decided ("
                        + Articles.VOTE + ")."
                : "Decided by the majority of the members present (" + Articles.VOTE + ").";
        String newResult = ruling.newResult() == null ? "The game's result is unchanged."
                : "The game's result becomes " + dash(ruling.newResult().result()) + ".";
        String deposit = "refunded".equals(appeal.depositStatus())
                ? "The deposit of " + appeal.deposit().money() + " is refunded to the complainant (" + Articles.DEPOSIT
                        + ")."
                : "The deposit of " + appeal.deposit().money() + " accrues to the Organizing Committee ("
                        + Articles.DEPOSIT + ").";
        return Templates.notice(new Notice(dash(appeal.id()), Articles.NOTIFICATION, WHEN.format(appeal.receivedAt()),
                dash(form.complainant()), dash(form.complainantNoc()), dash(form.opponent()), dash(form.opponentNoc()),
                dash(protest.tournamentId()), protest.round(), protest.board(), dash(protest.gameId()),
                dash(form.refereeJudgment()), dash(form.description()), dash(ruling.decision()), Articles.POWERS,
                newResult, votes, decidedBy, dash(ruling.reasons()), deposit, WHEN.format(ruling.at()), Articles.FINAL))
                .render();
    }

    /** The text as given, a dash when empty: everything in the notice that came from a form or a request. */
    private static String dash(String value) {
        return value == null || value.isEmpty() ? "—" : value;
    }
}
