package dev.tengen.platform.arbitration;

import dev.tengen.arbitration.service.api.Articles;
import dev.tengen.arbitration.service.api.AppealForm;
import dev.tengen.platform.pages.Html;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The written notification of a ruling to the parties concerned (000 ch. 4 art. 3.7), as a printable HTML page:
 * the parties, the matter, the decision with its vote count and articles, and the date and time.
 */
final class RulingNotice {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    private RulingNotice() {
    }

    static String html(AppealView appeal, ProtestView protest) {
        AppealForm form = appeal.form();
        AppealView.RulingView ruling = appeal.ruling();
        Map<String, Long> tally = new TreeMap<>(ruling.votes().stream()
                .collect(Collectors.groupingBy(vote -> vote.decision().name().toLowerCase(java.util.Locale.ROOT),
                        Collectors.counting())));
        String votes = tally.isEmpty() ? "no votes recorded"
                : tally.entrySet().stream().map(e -> e.getValue() + " to " + e.getKey()).collect(Collectors.joining(", "))
                        + " of " + ruling.membersPresent().size() + " members present";
        String decidedBy = "technical-delegate".equals(ruling.decidedBy())
                ? "The vote was tied; the Technical Delegate " + text(ruling.technicalDelegate()) + " decided ("
                        + Articles.VOTE + ")."
                : "Decided by the majority of the members present (" + Articles.VOTE + ").";
        String newResult = ruling.newResult() == null ? "The game's result is unchanged."
                : "The game's result becomes " + text(ruling.newResult().result()) + ".";
        String deposit = "refunded".equals(appeal.depositStatus())
                ? "The deposit of " + text(appeal.deposit().money().toString()) + " is refunded to the complainant ("
                        + Articles.DEPOSIT + ")."
                : "The deposit of " + text(appeal.deposit().money().toString()) + " accrues to the Organizing Committee ("
                        + Articles.DEPOSIT + ").";
        return """
                <!DOCTYPE html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <title>Ruling of the Arbitration Committee on appeal %s</title>
                <style>
                  body { font-family: Georgia, serif; max-width: 42em; margin: 2em auto; line-height: 1.4; }
                  h1 { font-size: 1.4em; } dt { font-weight: bold; margin-top: .6em; }
                  .signature { margin-top: 4em; border-top: 1px solid #000; width: 20em; padding-top: .3em; }
                  @media print { body { margin: 0; max-width: none; font-size: 11pt; } a { color: #000; }
                    @page { size: A4; margin: 2cm; } }
                </style>
                </head>
                <body>
                <h1>Arbitration Committee &mdash; written notification of ruling</h1>
                <p>To the parties concerned (%s).</p>
                <dl>
                <dt>Appeal</dt><dd>%s, received %s</dd>
                <dt>Complainant</dt><dd>%s (%s)</dd>
                <dt>Opponent</dt><dd>%s (%s)</dd>
                <dt>Matter</dt><dd>Tournament %s, round %d, board %d (game %s). Referee's judgment appealed: %s</dd>
                <dt>Description of the appeal</dt><dd>%s</dd>
                <dt>Decision</dt><dd>The committee decides to <strong>%s</strong> the referee's decision (%s). %s</dd>
                <dt>Vote</dt><dd>%s. %s</dd>
                <dt>Reasons</dt><dd>%s</dd>
                <dt>Deposit</dt><dd>%s</dd>
                <dt>Date and time of the ruling</dt><dd>%s</dd>
                </dl>
                <p>The ruling is final and effective immediately; all parties obey it without further appeal (%s).</p>
                <p class="signature">Signature of the delegate of the Arbitration Committee</p>
                </body>
                </html>
                """.formatted(text(appeal.id()), Articles.NOTIFICATION, text(appeal.id()), WHEN.format(appeal.receivedAt()),
                text(form.complainant()), text(form.complainantNoc()), text(form.opponent()), text(form.opponentNoc()),
                text(protest.tournamentId()), protest.round(), protest.board(), text(protest.gameId()),
                text(form.refereeJudgment()), text(form.description()), text(ruling.decision()), Articles.POWERS,
                newResult, votes, decidedBy, text(ruling.reasons()), deposit, WHEN.format(ruling.at()), Articles.FINAL);
    }

    /** HTML-escaped text, a dash when empty: everything in the notice that came from a form or a request. */
    private static String text(String value) {
        return value == null || value.isEmpty() ? "&mdash;" : Html.esc(value);
    }
}
