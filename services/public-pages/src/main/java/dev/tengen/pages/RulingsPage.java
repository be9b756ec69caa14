package dev.tengen.pages;

import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.AppealRejectedAsInvalid;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.DepositForfeited;
import dev.tengen.arbitration.service.api.DepositRefunded;
import dev.tengen.arbitration.service.api.RulingDecision;
import dev.tengen.arbitration.service.api.SanctionDecided;
import dev.tengen.arbitration.service.api.TechnicalDelegateDecided;
import dev.tengen.conduct.AppealRules;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.RulingLine;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.readmodel.PairingView;
import dev.tengen.rules.Color;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A tournament's rulings and sanctions once final, read from its events in order (the audit ledger): each appeal
 * the Arbitration Committee ruled on, with the ruling, the vote, the new result and the deposit (Incheon 2013 arbitration art.
 * 1.4, 2.4, 3.6); the appeals not heard; the Technical Delegate's sanctions (art. 2.6); a referee's bar from future
 * competitions once it takes effect (made or concurred with by the Chief Referee, Incheon 2013 duties art. 2.5, as the
 * sanctions registry enters it); and the referees' warnings, penalties and forfeits in games. What comes before a ruling (the committee convened, the votes as cast) is not
 * shown while the appeal is open (art. 2.5): a vote is shown only with the ruling that counts it.
 */
public record RulingsPage(List<Appeal> appeals, List<String> notHeard, List<String> sanctions, List<Penalty> penalties) {

    /** The events this page is read from, of all a tournament's ledger holds (the cases of {@link #of}). */
    public static final Set<Class<?>> READS = Set.of(AppealFiled.class, TechnicalDelegateDecided.class,
            AppealRuled.class, DepositRefunded.class, DepositForfeited.class, AppealRejectedAsInvalid.class,
            SanctionDecided.class, RefereeDecided.class, PenaltyReviewed.class, WarningIssued.class,
            PenaltyImposed.class, GameForfeited.class);

    /** A ruled appeal, each field a sentence in the reader's language. */
    public record Appeal(String heading, String gameHref, String complaint, String decision, String delegate,
            String votesHeading, List<String> votes, String result, String reasons, String deposit, String ruledAt,
            boolean late, String noticeHref) {
    }

    /** A referee's sanction in a game, as one line of the table. */
    public record Penalty(String round, String board, String gameHref, String playerId, String player, String sanction,
            String reason) {
    }

    /** The boards of the tournament's published rounds by game, for rounds, boards and players of game events. */
    record Boards(Map<String, PairingView> byGame) {

        String player(String gameId, Color colour) {
            PairingView board = byGame.get(gameId);
            return board == null ? null : colour == Color.BLACK ? board.black() : board.white();
        }
    }

    static RulingsPage of(List<LedgerEntry> ledger, Boards boards, People people, ZoneId zone, Reader reader) {
        Map<String, AppealFiled> filed = new HashMap<>();
        Map<String, String> delegates = new HashMap<>();
        Map<String, String> deposits = new HashMap<>();
        Map<String, RefereeDecided> awaitingReview = new HashMap<>();
        List<AppealRuled> ruled = new ArrayList<>();
        List<String> notHeard = new ArrayList<>();
        List<String> sanctions = new ArrayList<>();
        List<Penalty> penalties = new ArrayList<>();
        RulingText text = reader.ruling;
        Terms terms = new Terms(reader);
        for (LedgerEntry entry : ledger) {
            switch (entry.payload()) {
                case AppealFiled a -> filed.put(a.appealId(), a);
                case TechnicalDelegateDecided d -> delegates.put(d.appealId(), people.actor(d.technicalDelegate()));
                case AppealRuled r -> ruled.add(r);
                case DepositRefunded d -> deposits.put(d.appealId(), text.depositRefunded(d.amount().toString()));
                case DepositForfeited d -> deposits.put(d.appealId(), text.depositForfeited(d.amount().toString()));
                case AppealRejectedAsInvalid a -> notHeard.add(text.appealNotHeard(a.form().complainant(), notHeard(a, reader)));
                case SanctionDecided d when d.accepted() -> {
                    String name = d.playerId() == null ? d.against() : people.player(d.playerId());
                    sanctions.add(text.sanctionDecided(terms.sanction(d.sanction().name()), name, Citation.of(d.reasons(),
                            d.article(), reader.articles)) + (d.playerId() == null ? "" : " " + text.sanctionWithdraws(name)));
                }
                case RefereeDecided d when d.awaitsChiefReferee() -> awaitingReview.put(d.decisionId(), d);
                case RefereeDecided d -> sanctions.addAll(bars(d, boards, people, reader));
                case PenaltyReviewed r when r.concurred() && awaitingReview.containsKey(r.decisionId()) ->
                        sanctions.addAll(bars(awaitingReview.remove(r.decisionId()), boards, people, reader));
                case WarningIssued w -> penalties.add(penalty(boards, w.gameId(), w.color(), people,
                        reader.go.sanctionWarning(), cite(w.reason(), w.article(), reader), reader));
                case PenaltyImposed p -> penalties.add(penalty(boards, p.gameId(), p.color(), people,
                        reader.game.penaltyPoints(reader.number(p.points())), cite(p.reason(), p.article(), reader), reader));
                case GameForfeited f -> penalties.add(penalty(boards, f.gameId(), f.loser(), people,
                        text.lossByDefault(), cite(f.reason(), f.article(), reader), reader));
                default -> {
                    // not a ruling nor a sanction
                }
            }
        }
        List<Appeal> appeals = ruled.stream().map(r -> appeal(r, filed.get(r.appealId()), delegates.get(r.appealId()),
                deposits.get(r.appealId()), people, zone, reader)).toList();
        return new RulingsPage(appeals, notHeard, sanctions, penalties);
    }

    private static Appeal appeal(AppealRuled r, AppealFiled filed, String delegate, String deposit, People people,
            ZoneId zone, Reader reader) {
        RulingText text = reader.ruling;
        String complaint = filed == null ? "" : text.appealBy(filed.form().complainant(), filed.form().refereeJudgment());
        String decision = switch (r.decision()) {
            case UPHOLD -> text.decisionUphold();
            case COMMUTE -> text.decisionCommute();
            case OVERRULE -> text.decisionOverrule();
        };
        List<String> votes = r.votes().stream()
                .map(v -> people.actor(v.member()) + ": " + word(v.decision(), text)).toList();
        String result = r.newResult() == null ? text.resultStands()
                : text.newResult(new ResultWords(reader).of(r.newResult().result(), false));
        return new Appeal(text.appealOn(reader.number(r.round()), reader.number(r.board())), Paths.game(r.gameId()),
                complaint, decision,
                AppealRuled.BY_TECHNICAL_DELEGATE.equals(r.decidedBy()) && delegate != null
                        ? text.decidedByDelegate(delegate) : null,
                text.votes(reader.number(r.membersPresent().size())), votes, result,
                r.reasons() == null || r.reasons().isBlank() ? null : text.reasons(r.reasons()), deposit,
                text.ruledAt(reader.dateTime(r.at(), zone)), r.late(),
                "/api/v1/appeals/" + Paths.segment(r.appealId()) + "/notification");
    }

    /** The bars from future competitions a referee's decision rules (Incheon 2013 code art. 6.1; Chinese 2002 art. 23.1). */
    private static List<String> bars(RefereeDecided decision, Boards boards, People people, Reader reader) {
        return decision.rulings().stream().filter(line -> RulingLine.BARRED.equals(line.kind()) && line.player() != null)
                .map(line -> reader.ruling.barred(people.player(boards.player(decision.gameId(), line.player())),
                        Citation.of(line.description(), line.article(), reader.articles)))
                .toList();
    }

    /**
     * Why an appeal was not heard: in English the committee's sentence as the event keeps it (with the minutes and the
     * amounts); in another language, said from the event's stable reason code, the sentence kept for a code this page
     * does not know (Incheon 2013 arbitration art. 1.2-1.3).
     */
    private static String notHeard(AppealRejectedAsInvalid appeal, Reader reader) {
        if (reader.language().equals(Language.ENGLISH)) {
            return appeal.sentence();
        }
        RulingText text = reader.ruling;
        String article = reader.articles.of(appeal.article());
        return switch (appeal.reason()) {
            case AppealRejectedAsInvalid.LATE -> text.notHeardLate(reader.number(AppealRules.FILING_WINDOW_MINUTES), article);
            case AppealRejectedAsInvalid.COMPLAINANT_SIGNATURE_MISSING -> text.notHeardComplainantSignature(article);
            case AppealRejectedAsInvalid.TEAM_OFFICIAL_SIGNATURE_MISSING -> text.notHeardTeamOfficialSignature(article);
            case AppealRejectedAsInvalid.DEPOSIT_NOT_PAID -> text.notHeardDepositNotPaid(article);
            case AppealRejectedAsInvalid.DEPOSIT_SHORT -> text.notHeardDepositShort(appeal.deposit().money().toString(),
                    article);
            case null, default -> appeal.sentence();
        };
    }

    /** A referee's or the code's reason for a sanction in a game, in the reader's words, with its article. */
    private static String cite(String reason, String article, Reader reader) {
        return Citation.of(reader.reason(reason), article, reader.articles);
    }

    private static String word(RulingDecision decision, RulingText text) {
        return switch (decision) {
            case UPHOLD -> text.voteUphold();
            case COMMUTE -> text.voteCommute();
            case OVERRULE -> text.voteOverrule();
        };
    }

    private static Penalty penalty(Boards boards, String gameId, Color colour, People people, String sanction,
            String reason, Reader reader) {
        PairingView board = boards.byGame().get(gameId);
        String player = boards.player(gameId, colour);
        return new Penalty(board == null ? "" : reader.number(board.round()), board == null ? "" : reader.number(board.board()),
                Paths.game(gameId), player, player == null ? "" : people.withColour(player, colour.name()), sanction,
                reason);
    }
}
