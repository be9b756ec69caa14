package dev.tengen.readmodel.audit;

import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.AppealRejectedAsInvalid;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.Articles;
import dev.tengen.arbitration.service.api.DepositForfeited;
import dev.tengen.arbitration.service.api.DepositRefunded;
import dev.tengen.arbitration.service.api.ProtestDecided;
import dev.tengen.arbitration.service.api.ProtestDecision;
import dev.tengen.arbitration.service.api.ProtestFiled;
import dev.tengen.arbitration.service.api.ResultChangedByRuling;
import dev.tengen.arbitration.service.api.SanctionDecided;
import dev.tengen.arbitration.service.api.SanctionRecommended;
import dev.tengen.arbitration.service.api.TechnicalDelegateDecided;
import dev.tengen.conduct.AppealRules;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.RulingLine;
import dev.tengen.game.service.api.TurnLost;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.readmodel.PairingView;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.TimelinePage;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import dev.tengen.rules.Color;
import dev.tengen.tournament.PersonName;
import dev.tengen.tournament.service.api.ByeGranted;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PairingAdjusted;
import dev.tengen.tournament.service.api.PairingCorrected;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import dev.tengen.tournament.service.api.ResultCorrected;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Every decision of a tournament's officials, read from the audit ledger (the same events, in the same order, as
 * the export) and placed on its round, board and player with the tournament book's pairings. No state of its own.
 */
public class DecisionLog {

    private final AuditLedger ledger;
    private final TournamentBook book;

    public DecisionLog(AuditLedger ledger, TournamentBook book) {
        this.ledger = ledger;
        this.book = book;
    }

    /** The tournament's decisions in ledger order; empty when there is no such tournament. */
    public Optional<List<Decision>> decisions(String tournamentId) {
        Optional<TournamentOverview> tournament = book.tournament(tournamentId);
        if (tournament.isEmpty()) {
            return Optional.empty();
        }
        Context context = context(tournamentId, tournament.get());
        List<Decision> decisions = new ArrayList<>();
        for (LedgerEntry entry : ledger.ledger(tournamentId)) {
            decision(entry, context).ifPresent(decisions::add);
        }
        return Optional.of(decisions);
    }

    /**
     * A page of the tournament's timeline with each event that records a decision read as {@link #decisions} reads it,
     * and the decision's word for each event type the page's filter offers that records one (the first event of the
     * type says it). The caller has found the tournament.
     */
    public DecidedTimeline timeline(String tournamentId, TimelinePage page) {
        Context context = book.tournament(tournamentId).map(t -> context(tournamentId, t))
                .orElseGet(() -> new Context(Map.of(), Map.of(), Map.of()));
        List<TimelineEvent> events = page.events().stream()
                .map(e -> TimelineEvent.of(e, decision(e, context).orElse(null))).toList();
        Map<String, String> kinds = new TreeMap<>();
        Set<String> asked = new HashSet<>(page.kinds().keySet());
        for (LedgerEntry entry : ledger.ledger(tournamentId)) {
            if (asked.isEmpty()) {
                break;
            }
            if (asked.remove(entry.type())) {
                decision(entry, context).ifPresent(d -> kinds.put(entry.type(), d.decision()));
            }
        }
        return new DecidedTimeline(events, page.total(), page.next(), page.kinds(), kinds, page.games());
    }

    /** The boards of the published rounds by game, and the players' names. */
    private Context context(String tournamentId, TournamentOverview tournament) {
        Map<String, PairingView> boards = new HashMap<>();
        for (int round = 1; round <= tournament.roundsPaired(); round++) {
            book.round(tournamentId, round).map(RoundView::pairings).orElse(List.of()).stream()
                    .filter(p -> p.gameId() != null).forEach(p -> boards.put(p.gameId(), p));
        }
        Map<String, String> names = new HashMap<>();
        Map<String, String> byName = new HashMap<>();
        for (PlayerView player : book.players(tournamentId).orElse(List.of())) {
            names.put(player.id(), player.name());
            byName.putIfAbsent(PersonName.key(player.name()), player.id());
        }
        return new Context(boards, names, byName);
    }

    /** @param byName the registered players by their name's key ({@link PersonName#key}), the first registered */
    private record Context(Map<String, PairingView> boards, Map<String, String> names, Map<String, String> byName) {

        /** The registered player a sanction names, read as the sanctions registry reads names; null for another person. */
        String named(String against) {
            return byName.get(PersonName.key(against));
        }

        String player(String gameId, Color color) {
            PairingView board = boards.get(gameId);
            return board == null ? null : color == Color.BLACK ? board.black() : board.white();
        }

        Integer round(String gameId) {
            PairingView board = boards.get(gameId);
            return board == null ? null : board.round();
        }

        Integer board(String gameId) {
            PairingView board = boards.get(gameId);
            return board == null ? null : board.board();
        }

        String name(String playerId, String otherwise) {
            return playerId == null ? otherwise : names.getOrDefault(playerId, playerId);
        }
    }

    private static Optional<Decision> decision(LedgerEntry e, Context c) {
        return Optional.ofNullable(switch (e.payload()) {
            case WarningIssued w -> onBoard(e, c, "warning", w.gameId(), w.color(), w.article(), w.reason(),
                    f -> f.count = w.count(),
                    c.name(c.player(w.gameId(), w.color()), colour(w.color())) + " is warned: warning " + w.count()
                            + " in this game");
            case PenaltyImposed p -> onBoard(e, c, "penalty", p.gameId(), p.color(), p.article(), p.reason(),
                    f -> f.points = p.points(),
                    points(p.points()) + " taken off " + c.name(c.player(p.gameId(), p.color()), colour(p.color()))
                            + "'s score at the count");
            case TurnLost t -> onBoard(e, c, "turn-lost", t.gameId(), t.color(), t.article(), "",
                    f -> f.move = t.number(),
                    c.name(c.player(t.gameId(), t.color()), colour(t.color())) + " loses the turn: move " + t.number()
                            + " of the record is a pass");
            case GameForfeited f -> onBoard(e, c, "forfeit", f.gameId(), f.loser(), f.article(), f.reason(),
                    facts -> { },
                    c.name(c.player(f.gameId(), f.loser()), colour(f.loser())) + " loses the game by forfeit");
            case RefereeDecided r -> onBoard(e, c, "referee-decision", r.gameId(), r.offender(), articles(r.rulings()),
                    r.infraction() + (r.note() == null || r.note().isBlank() ? "" : ": " + r.note()),
                    f -> {
                        f.rulings = List.copyOf(r.rulings());
                        f.awaitsChiefReferee = r.awaitsChiefReferee();
                    }, rulings(r.rulings()) + (r.awaitsChiefReferee() ? "; the penalty awaits the Chief Referee" : ""));
            case PenaltyReviewed p -> board(e, c, "penalty-review", null, null, p.gameId(), p.article(), p.reason(),
                    DecisionFacts.of(f -> {
                        f.concurred = p.concurred();
                        f.reviewed = p.decisionId();
                    }), "The Chief Referee " + (p.concurred() ? "concurs with" : "overrules") + " the referee's proposed "
                            + "penalty (decision " + p.decisionId() + ")");
            case ProtestFiled p -> board(e, c, "protest", p.round(), p.board(), p.gameId(), Articles.PROTEST,
                    p.judgment(), DecisionFacts.of(f -> f.complainant = p.complainant()),
                    p.complainant() + " protests the referee's judgment; the referees review it");
            case ProtestDecided p -> board(e, c, "protest-decision", p.round(), p.board(), p.gameId(),
                    Articles.FILING_WINDOW, p.reasons(), DecisionFacts.of(f -> {
                        f.referees = p.referee();
                        f.protestDecision = word(p.decision());
                    }), "The referees (" + p.referee() + ") " + p.decision().name().toLowerCase(Locale.ROOT)
                            + " the protest" + (p.decision() == ProtestDecision.REJECTED
                                    ? "; an appeal may be handed in within " + AppealRules.FILING_WINDOW_MINUTES + " minutes"
                                    : ""));
            case AppealFiled a -> board(e, c, "appeal", a.round(), a.board(), a.gameId(), Articles.FORM_AND_DEPOSIT,
                    a.form() == null ? "" : a.form().description(), DecisionFacts.of(f -> {
                        f.amount = a.deposit().money().toString();
                        f.rulingDueAt = a.rulingDueAt();
                    }), "The Arbitration Committee hears the appeal; "
                            + "deposit " + a.deposit().money() + "; ruling due by " + a.rulingDueAt());
            case AppealRejectedAsInvalid a -> board(e, c, "appeal-invalid", null, null, a.gameId(), a.article(),
                    a.sentence(), DecisionFacts.NONE, "The appeal is not heard");
            case AppealRuled r -> board(e, c, "ruling", r.round(), r.board(), r.gameId(), Articles.VOTE, r.reasons(),
                    DecisionFacts.of(f -> {
                        f.ruledBy = r.decidedBy();
                        f.ruling = word(r.decision());
                        f.result = r.newResult() == null ? null : r.newResult().result();
                        f.late = r.late();
                    }), "The " + (r.decidedBy().equals(AppealRuled.BY_COMMITTEE) ? "committee" : "Technical Delegate") + " "
                            + r.decision().name().toLowerCase(Locale.ROOT) + "s the referees' decision; "
                            + (r.newResult() == null ? "the result stands" : "the result becomes " + r.newResult().result())
                            + (r.late() ? "; ruled after the half hour (" + Articles.HALF_AN_HOUR + ")" : ""));
            case SanctionRecommended r -> against(e, c, "sanction-recommended", r.against(), r.article(), r.reasons(),
                    DecisionFacts.of(f -> {
                        f.sanction = word(r.sanction());
                        f.against = r.against();
                    }), "The Arbitration Committee recommends to the Technical Delegate a " + r.sanction().word()
                            + " of " + r.against());
            case SanctionDecided d -> d.playerId() == null
                    ? against(e, c, "sanction-decision", d.against(), d.article(), d.reasons(), sanctionFacts(d, false),
                            sanctionDecision(d))
                    : new Decision(e.sequence(), e.at(), "sanction-decision", e.type(), e.by(), d.article(), null, null,
                            null, d.playerId(), c.name(d.playerId(), null), text(d.reasons()), sanctionDecision(d)
                                    + "; " + c.name(d.playerId(), d.against()) + " is withdrawn from the tournament",
                            sanctionFacts(d, true));
            case TechnicalDelegateDecided t -> board(e, c, "technical-delegate", null, null, null, t.article(), "",
                    DecisionFacts.of(f -> {
                        f.technicalDelegate = t.technicalDelegate();
                        f.ruling = word(t.decision());
                    }), "The committee's vote was tied; the Technical Delegate " + t.technicalDelegate() + " decides to "
                            + t.decision().name().toLowerCase(Locale.ROOT));
            case DepositRefunded d -> board(e, c, "deposit-refunded", null, null, null, d.article(), d.reason(),
                    DecisionFacts.of(f -> f.amount = d.amount().toString()), d.amount() + " returned to the complainant");
            case DepositForfeited d -> board(e, c, "deposit-forfeited", null, null, null, d.article(), d.reason(),
                    DecisionFacts.of(f -> f.amount = d.amount().toString()), d.amount() + " accrues to the Organizing Committee");
            case ResultChangedByRuling r -> board(e, c, "result-changed-by-ruling", r.round(), r.board(), r.gameId(),
                    r.article(), "appeal " + r.appealId(), DecisionFacts.of(f -> f.result = r.result()), "Round " + r.round() + ", board " + r.board()
                            + ": the result becomes " + r.result());
            case ResultCorrected r -> board(e, c, "result-corrected", r.round(), r.board(), r.gameId(), "", r.reason(),
                    DecisionFacts.of(f -> {
                        f.previousResult = r.previousResult();
                        f.result = r.result();
                        f.laterRounds = r.laterRoundsPaired();
                    }), "Round " + r.round() + ", board " + r.board() + ": " + (r.previousResult() == null ? "no result"
                            : r.previousResult()) + " becomes " + r.result() + (r.laterRoundsPaired().isEmpty() ? ""
                            : "; rounds " + r.laterRoundsPaired() + " were already paired on the old result and stand"));
            case PairingAdjusted p -> board(e, c, "pairing-adjusted", p.round(), null, null, "", p.reason(),
                    DecisionFacts.of(f -> f.changes = p.changes().size()), "Round " + p.round() + ": " + p.changes().size() + (p.changes().size() == 1 ? " board" : " boards")
                            + " set by hand");
            case PairingCorrected p -> board(e, c, "pairing-corrected", p.round(), null, null, "", p.reason(),
                    DecisionFacts.of(f -> {
                        f.correction = p.correction();
                        f.voided = p.voided().stream().map(PairedGame::board).toList();
                        f.started = p.started().stream().map(PairedGame::board).toList();
                    }), "Round " + p.round() + ", published, corrected (correction " + p.correction() + "): the games of "
                            + (p.voided().size() == 1 ? "board " : "boards ") + String.join(", ", p.voided().stream()
                                    .map(g -> String.valueOf(g.board())).toList()) + " are void; "
                            + (p.started().isEmpty() ? "no game starts" : "new games start on "
                                    + (p.started().size() == 1 ? "board " : "boards ") + String.join(", ", p.started()
                                            .stream().map(g -> String.valueOf(g.board())).toList())));
            case PlayerWithdrawn w -> player(e, c, "withdrawal", w.playerId(), null, w.reason(), DecisionFacts.NONE,
                    c.name(w.playerId(), "") + " is withdrawn and no longer paired");
            case ByeGranted b -> player(e, c, "bye", b.playerId(), b.round(), b.reason(), DecisionFacts.NONE,
                    c.name(b.playerId(), "") + " has a bye in round " + b.round());
            default -> null;
        });
    }

    private static Decision onBoard(LedgerEntry e, Context c, String decision, String gameId, Color color,
            String article, String reason, Consumer<DecisionFacts.Builder> facts, String consequence) {
        String player = c.player(gameId, color);
        return new Decision(e.sequence(), e.at(), decision, e.type(), e.by(), text(article), c.round(gameId),
                c.board(gameId), gameId, player, player == null ? null : c.name(player, null), text(reason), consequence,
                DecisionFacts.of(f -> {
                    f.color = color;
                    facts.accept(f);
                }));
    }

    private static Decision board(LedgerEntry e, Context c, String decision, Integer round, Integer board,
            String gameId, String article, String reason, DecisionFacts facts, String consequence) {
        return new Decision(e.sequence(), e.at(), decision, e.type(), e.by(), text(article),
                round != null ? round : gameId == null ? null : c.round(gameId),
                board != null ? board : gameId == null ? null : c.board(gameId), gameId, null, null, text(reason),
                consequence, facts);
    }

    /** A sanction's decision placed on the registered player it names, when it names one (a team leader is no player). */
    private static Decision against(LedgerEntry e, Context c, String decision, String against, String article,
            String reason, DecisionFacts facts, String consequence) {
        String player = c.named(against);
        return new Decision(e.sequence(), e.at(), decision, e.type(), e.by(), text(article), null, null, null, player,
                player == null ? null : c.name(player, null), text(reason), consequence, facts);
    }

    private static Decision player(LedgerEntry e, Context c, String decision, String playerId, Integer round,
            String reason, DecisionFacts facts, String consequence) {
        return new Decision(e.sequence(), e.at(), decision, e.type(), e.by(), "", round, null, null, playerId,
                c.name(playerId, null), text(reason), consequence, facts);
    }

    /** The distinct articles of a referee's ruling lines, in order. */
    private static String articles(List<RulingLine> lines) {
        return String.join("; ", lines.stream().map(RulingLine::article).filter(a -> a != null && !a.isBlank())
                .distinct().toList());
    }

    private static String rulings(List<RulingLine> lines) {
        return lines.isEmpty() ? "Nothing is ruled" : String.join("; ", lines.stream()
                .map(l -> l.kind() + (l.description() == null || l.description().isBlank() ? "" : ": " + l.description()))
                .toList());
    }

    private static String sanctionDecision(SanctionDecided d) {
        return "The Technical Delegate " + (d.accepted() ? "accepts" : "declines") + " the recommended "
                + d.sanction().word() + " of " + d.against();
    }

    private static DecisionFacts sanctionFacts(SanctionDecided d, boolean withdrawn) {
        return DecisionFacts.of(f -> {
            f.sanction = word(d.sanction());
            f.against = d.against();
            f.accepted = d.accepted();
            f.withdrawn = withdrawn;
        });
    }

    /** An enum's constant as the API's JSON writes words: {@code PUBLIC_REPRIMAND} as {@code public-reprimand}. */
    private static String word(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static String colour(Color color) {
        return color == Color.BLACK ? "Black" : "White";
    }

    private static String points(double points) {
        String n = points == Math.rint(points) ? Long.toString((long) points) : Double.toString(points);
        return n + (points == 1 ? " point" : " points");
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }
}
