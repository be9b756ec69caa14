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
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.rules.Color;
import dev.tengen.tournament.service.api.ByeGranted;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PairingAdjusted;
import dev.tengen.tournament.service.api.PairingCorrected;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import dev.tengen.tournament.service.api.ResultCorrected;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The kinds of the officials' decisions: for each event type that records one, the decision's word
 * ({@link Decision#decision}) and how an event of the type is read as that decision (its place, its facts and its
 * English sentence). The one table {@link DecisionLog} reads the decisions' list with; the timeline's word for each
 * event type is taken from it, since the word depends on the type alone.
 */
final class DecisionKinds {

    /** One kind: the event type that records it, its word, and how such an event is read. */
    private record Kind<E>(Class<E> event, String word, Reader<E> reader) {

        Decision read(LedgerEntry entry, DecisionPlaces places) {
            return reader.read(new Reading(entry, places, word), event.cast(entry.payload()));
        }
    }

    @FunctionalInterface
    private interface Reader<E> {
        Decision read(Reading r, E event);
    }

    private static <E> Kind<E> kind(Class<E> event, String word, Reader<E> reader) {
        return new Kind<>(event, word, reader);
    }

    private static final List<Kind<?>> KINDS = List.of(
            kind(WarningIssued.class, "warning", (r, w) -> r.onBoard(w.gameId(), w.color(), w.article(), w.reason(),
                    f -> f.count = w.count(),
                    r.playing(w.gameId(), w.color()) + " is warned: warning " + w.count() + " in this game")),
            kind(PenaltyImposed.class, "penalty", (r, p) -> r.onBoard(p.gameId(), p.color(), p.article(), p.reason(),
                    f -> f.points = p.points(),
                    points(p.points()) + " taken off " + r.playing(p.gameId(), p.color()) + "'s score at the count")),
            kind(TurnLost.class, "turn-lost", (r, t) -> r.onBoard(t.gameId(), t.color(), t.article(), "",
                    f -> f.move = t.number(),
                    r.playing(t.gameId(), t.color()) + " loses the turn: move " + t.number() + " of the record is a pass")),
            kind(GameForfeited.class, "forfeit", (r, f) -> r.onBoard(f.gameId(), f.loser(), f.article(), f.reason(),
                    facts -> { },
                    r.playing(f.gameId(), f.loser()) + " loses the game by forfeit")),
            kind(RefereeDecided.class, "referee-decision", (r, d) -> r.onBoard(d.gameId(), d.offender(),
                    articles(d.rulings()), d.infraction() + (d.note() == null || d.note().isBlank() ? "" : ": " + d.note()),
                    f -> {
                        f.rulings = List.copyOf(d.rulings());
                        f.awaitsChiefReferee = d.awaitsChiefReferee();
                    }, rulings(d.rulings()) + (d.awaitsChiefReferee() ? "; the penalty awaits the Chief Referee" : ""))),
            kind(PenaltyReviewed.class, "penalty-review", (r, p) -> r.board(null, null, p.gameId(), p.article(),
                    p.reason(), DecisionFacts.of(f -> {
                        f.concurred = p.concurred();
                        f.reviewed = p.decisionId();
                    }), "The Chief Referee " + (p.concurred() ? "concurs with" : "overrules") + " the referee's proposed "
                            + "penalty (decision " + p.decisionId() + ")")),
            kind(ProtestFiled.class, "protest", (r, p) -> r.board(p.round(), p.board(), p.gameId(), Articles.PROTEST,
                    p.judgment(), DecisionFacts.of(f -> f.complainant = p.complainant()),
                    p.complainant() + " protests the referee's judgment; the referees review it")),
            kind(ProtestDecided.class, "protest-decision", (r, p) -> r.board(p.round(), p.board(), p.gameId(),
                    Articles.FILING_WINDOW, p.reasons(), DecisionFacts.of(f -> {
                        f.referees = p.referee();
                        f.protestDecision = word(p.decision());
                        f.appealWindowMinutes = p.decision() == ProtestDecision.REJECTED
                                ? AppealRules.FILING_WINDOW_MINUTES : null;
                    }), "The referees (" + p.referee() + ") " + p.decision().name().toLowerCase(Locale.ROOT)
                            + " the protest" + (p.decision() == ProtestDecision.REJECTED
                                    ? "; an appeal may be handed in within " + AppealRules.FILING_WINDOW_MINUTES + " minutes"
                                    : ""))),
            kind(AppealFiled.class, "appeal", (r, a) -> r.board(a.round(), a.board(), a.gameId(),
                    Articles.FORM_AND_DEPOSIT, a.form() == null ? "" : a.form().description(), DecisionFacts.of(f -> {
                        f.amount = a.deposit().money().toString();
                        f.rulingDueAt = a.rulingDueAt();
                    }), "The Arbitration Committee hears the appeal; "
                            + "deposit " + a.deposit().money() + "; ruling due by " + a.rulingDueAt())),
            kind(AppealRejectedAsInvalid.class, "appeal-invalid", (r, a) -> r.board(null, null, a.gameId(), a.article(),
                    a.sentence(), DecisionFacts.NONE, "The appeal is not heard")),
            kind(AppealRuled.class, "ruling", (r, a) -> r.board(a.round(), a.board(), a.gameId(), Articles.VOTE,
                    a.reasons(), DecisionFacts.of(f -> {
                        f.ruledBy = a.decidedBy();
                        f.ruling = word(a.decision());
                        f.result = a.newResult() == null ? null : a.newResult().result();
                        f.late = a.late();
                    }), "The " + (a.decidedBy().equals(AppealRuled.BY_COMMITTEE) ? "committee" : "Technical Delegate") + " "
                            + a.decision().name().toLowerCase(Locale.ROOT) + "s the referees' decision; "
                            + (a.newResult() == null ? "the result stands" : "the result becomes " + a.newResult().result())
                            + (a.late() ? "; ruled after the half hour (" + Articles.HALF_AN_HOUR + ")" : ""))),
            kind(SanctionRecommended.class, "sanction-recommended", (r, s) -> r.against(s.against(), s.article(),
                    s.reasons(), DecisionFacts.of(f -> {
                        f.sanction = word(s.sanction());
                        f.against = s.against();
                    }), "The Arbitration Committee recommends to the Technical Delegate a " + s.sanction().word()
                            + " of " + s.against())),
            kind(SanctionDecided.class, "sanction-decision", (r, d) -> d.playerId() == null
                    ? r.against(d.against(), d.article(), d.reasons(), sanctionFacts(d, false), sanctionDecision(d))
                    : r.player(d.playerId(), null, d.article(), d.reasons(), sanctionFacts(d, true), sanctionDecision(d)
                            + "; " + r.places().name(d.playerId(), d.against()) + " is withdrawn from the tournament")),
            kind(TechnicalDelegateDecided.class, "technical-delegate", (r, t) -> r.board(null, null, null, t.article(),
                    "", DecisionFacts.of(f -> {
                        f.technicalDelegate = t.technicalDelegate();
                        f.ruling = word(t.decision());
                    }), "The committee's vote was tied; the Technical Delegate " + t.technicalDelegate() + " decides to "
                            + t.decision().name().toLowerCase(Locale.ROOT))),
            kind(DepositRefunded.class, "deposit-refunded", (r, d) -> r.board(null, null, null, d.article(), d.reason(),
                    DecisionFacts.of(f -> f.amount = d.amount().toString()), d.amount() + " returned to the complainant")),
            kind(DepositForfeited.class, "deposit-forfeited", (r, d) -> r.board(null, null, null, d.article(), d.reason(),
                    DecisionFacts.of(f -> f.amount = d.amount().toString()),
                    d.amount() + " accrues to the Organizing Committee")),
            kind(ResultChangedByRuling.class, "result-changed-by-ruling", (r, c) -> r.board(c.round(), c.board(),
                    c.gameId(), c.article(), "appeal " + c.appealId(), DecisionFacts.of(f -> f.result = c.result()),
                    "Round " + c.round() + ", board " + c.board() + ": the result becomes " + c.result())),
            kind(ResultCorrected.class, "result-corrected", (r, c) -> r.board(c.round(), c.board(), c.gameId(), "",
                    c.reason(), DecisionFacts.of(f -> {
                        f.previousResult = c.previousResult();
                        f.result = c.result();
                        f.laterRounds = c.laterRoundsPaired();
                    }), "Round " + c.round() + ", board " + c.board() + ": " + (c.previousResult() == null ? "no result"
                            : c.previousResult()) + " becomes " + c.result() + (c.laterRoundsPaired().isEmpty() ? ""
                            : "; rounds " + c.laterRoundsPaired() + " were already paired on the old result and stand"))),
            kind(PairingAdjusted.class, "pairing-adjusted", (r, p) -> r.board(p.round(), null, null, "", p.reason(),
                    DecisionFacts.of(f -> f.changes = p.changes().size()), "Round " + p.round() + ": "
                            + p.changes().size() + (p.changes().size() == 1 ? " board" : " boards") + " set by hand")),
            kind(PairingCorrected.class, "pairing-corrected", (r, p) -> r.board(p.round(), null, null, "", p.reason(),
                    DecisionFacts.of(f -> {
                        f.correction = p.correction();
                        f.voided = p.voided().stream().map(PairedGame::board).toList();
                        f.started = p.started().stream().map(PairedGame::board).toList();
                    }), "Round " + p.round() + ", published, corrected (correction " + p.correction() + "): the games of "
                            + (p.voided().size() == 1 ? "board " : "boards ") + String.join(", ", p.voided().stream()
                                    .map(g -> String.valueOf(g.board())).toList()) + " are void; "
                            + (p.started().isEmpty() ? "no game starts" : "new games start on "
                                    + (p.started().size() == 1 ? "board " : "boards ") + String.join(", ", p.started()
                                            .stream().map(g -> String.valueOf(g.board())).toList())))),
            kind(PlayerWithdrawn.class, "withdrawal", (r, w) -> r.player(w.playerId(), null, "", w.reason(),
                    DecisionFacts.NONE, r.places().name(w.playerId(), "") + " is withdrawn and no longer paired")),
            kind(ByeGranted.class, "bye", (r, b) -> r.player(b.playerId(), b.round(), "", b.reason(), DecisionFacts.NONE,
                    r.places().name(b.playerId(), "") + " has a bye in round " + b.round())));

    private static final Map<Class<?>, Kind<?>> BY_EVENT = new HashMap<>();
    /** The word of each event type that records a decision, by the type's name in the ledger. */
    private static final Map<String, String> WORDS = new HashMap<>();

    static {
        for (Kind<?> kind : KINDS) {
            BY_EVENT.put(kind.event(), kind);
            WORDS.put(LedgerEntry.type(kind.event()), kind.word());
        }
    }

    private DecisionKinds() {
    }

    /** The decision the entry records, placed with {@code places}; empty for an event that records none. */
    static Optional<Decision> read(LedgerEntry entry, DecisionPlaces places) {
        Kind<?> kind = BY_EVENT.get(entry.payload().getClass());
        return kind == null ? Optional.empty() : Optional.of(kind.read(entry, places));
    }

    /** The decision's word an event of this type (as the ledger names it) records; empty for a type that records none. */
    static Optional<String> word(String type) {
        return Optional.ofNullable(WORDS.get(type));
    }

    /** One entry being read as its kind's decision: the entry, where its decisions are placed, and the kind's word. */
    private record Reading(LedgerEntry e, DecisionPlaces places, String word) {

        /** The player of that colour on the game's board by name, else the colour (as the referee says it). */
        String playing(String gameId, Color color) {
            return places.name(places.player(gameId, color), colour(color));
        }

        Decision onBoard(String gameId, Color color, String article, String reason,
                Consumer<DecisionFacts.Builder> facts, String consequence) {
            String player = places.player(gameId, color);
            return new Decision(e.sequence(), e.at(), word, e.type(), e.by(), text(article), places.round(gameId),
                    places.board(gameId), gameId, player, player == null ? null : places.name(player, null),
                    text(reason), consequence, DecisionFacts.of(f -> {
                        f.color = color;
                        facts.accept(f);
                    }));
        }

        Decision board(Integer round, Integer board, String gameId, String article, String reason, DecisionFacts facts,
                String consequence) {
            return new Decision(e.sequence(), e.at(), word, e.type(), e.by(), text(article),
                    round != null ? round : gameId == null ? null : places.round(gameId),
                    board != null ? board : gameId == null ? null : places.board(gameId), gameId, null, null,
                    text(reason), consequence, facts);
        }

        /** A sanction's decision placed on the registered player it names, when it names one (a team leader is no player). */
        Decision against(String against, String article, String reason, DecisionFacts facts, String consequence) {
            String player = places.named(against);
            return new Decision(e.sequence(), e.at(), word, e.type(), e.by(), text(article), null, null, null, player,
                    player == null ? null : places.name(player, null), text(reason), consequence, facts);
        }

        /** A decision about one player; {@code article} as the event gives it. */
        Decision player(String playerId, Integer round, String article, String reason, DecisionFacts facts,
                String consequence) {
            return new Decision(e.sequence(), e.at(), word, e.type(), e.by(), article, round, null, null,
                    playerId, places.name(playerId, null), text(reason), consequence, facts);
        }
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
