package dev.tengen.game.service.web;

import dev.tengen.game.service.GameRecord;
import dev.tengen.game.service.api.ClockFace;
import dev.tengen.game.service.api.DrawReplayScheduled;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.ResultConfirmationGiven;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.RulingLine;
import dev.tengen.rules.BoardText;
import dev.tengen.rules.Color;
import dev.tengen.rules.Phase;
import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

/**
 * A game as {@code GET /api/v1/games/{id}} shows it.
 *
 * @param status playing, counting (play stopped, dead stones to agree), result-proposed, final
 * @param toMove "black" or "white" while play goes on, else null
 * @param position the board's rows from the top (row {@code boardSize}) down: X black, O white, . empty
 * @param prisoners stones each side holds: captures, and pass stones where the rule set gives them
 * @param moves the game record: stones, passes, lost turns
 * @param deadStones each player's latest marking and the agreed stones, while there are any
 * @param result the proposed or final result, or null
 * @param replay the replay of a drawn game within the remaining time (Incheon 2013 code art. 2.2.3), once scheduled
 * @param decisions the referees' decisions on reported infractions, with the code's rulings and articles
 * @param clock both clocks (remaining basic time, periods left, penalty points, running side, paused), null when the
 *     game is untimed
 * @param attempts the illegal attempts the competition code ruled on, each with the rule set's article and the code's;
 *     what they cost (a warning, a lost turn, the game) is in {@code warnings}, {@code moves} and {@code result}
 */
public record GameView(String id, String tournamentId, int round, int board, String black, String white, String ruleset,
        String competitionCode, int boardSize, int handicap, double komi, long version, String status, String toMove,
        List<String> position, Sides<Integer> prisoners, Sides<Integer> warnings, List<GameRecord.Entry> moves,
        DeadStones deadStones, Result result, List<Decision> decisions, ClockFace clock, DrawReplayScheduled replay,
        List<Attempt> attempts) {

    /** One value per side. */
    public record Sides<T>(T black, T white) {}

    /**
     * An illegal attempt the code ruled on.
     *
     * @param afterMoves how many lines of {@code moves} came before it
     * @param point the point attempted, or "pass"
     * @param violation the rule set's word for it ("ko", "suicide", "not-your-turn")
     * @param infraction the code's ("ko-retaken", "forbidden-intersection", "two-moves-in-a-row")
     * @param reason the engine's sentence
     * @param article the rule set's article broken
     * @param sanctionArticle the code's article that decides the consequence
     * @param consequences what the code made of it: the events its ruling recorded right after the attempt, each
     *     under its type name, as a write's answer lists them ({@link GameReceipt})
     */
    public record Attempt(int afterMoves, String color, String point, String violation, String infraction, String reason,
            String article, String sanctionArticle, List<GameReceipt.RecordedEvent> consequences, String by, Instant at) {

        static Attempt of(GameRecord.Attempt a) {
            var r = a.rejected();
            return new Attempt(a.afterEntries(), name(r.color()), r.point(), r.violation(), r.infraction(), r.reason(),
                    r.article(), r.sanctionArticle(), a.consequences().stream().map(GameReceipt.RecordedEvent::of).toList(),
                    r.by(), r.at());
        }
    }

    public record DeadStones(List<String> black, List<String> white, List<String> agreed) {}

    public record Result(String result, String winner, Outcome outcome, String ending, String reason, boolean byForfeit,
            List<ResultConfirmationGiven> confirmations, boolean confirmed) {}

    /**
     * A referee's decision as shown.
     *
     * @param status "in-effect", "awaiting-chief-referee", "concurred" or "overruled"
     * @param review the Chief Referee's reason, when given
     */
    public record Decision(String id, String infraction, String offender, String choice, String note,
            List<RulingLine> rulings, String status, String review, String by, Instant at) {

        static Decision of(RefereeDecided d, GameRecord record) {
            String status = record.pending(d.decisionId()) ? "awaiting-chief-referee"
                    : record.review(d.decisionId()).map(r -> r.concurred() ? "concurred" : "overruled").orElse("in-effect");
            return new Decision(d.decisionId(), d.infraction(), d.offender() == null ? null : name(d.offender()), d.choice(),
                    d.note(), d.rulings(), status, record.review(d.decisionId()).map(PenaltyReviewed::reason).orElse(null),
                    d.by(), d.at());
        }
    }

    static GameView of(GameRecord record) {
        GameStarted start = record.start();
        var game = record.game();
        return new GameView(start.gameId(), start.tournamentId(), start.round(), start.board(), start.black(), start.white(),
                start.ruleset(), start.competitionCode(), start.boardSize(), start.handicap(), start.komi(), record.version(),
                record.status(),
                record.status().equals("playing") && game.phase() == Phase.PLAYING ? name(game.toMove()) : null,
                BoardText.render(game.view()).lines().toList(),
                new Sides<>(game.prisoners(Color.BLACK), game.prisoners(Color.WHITE)),
                new Sides<>(record.ledger().black().warnings(), record.ledger().white().warnings()),
                record.entries(),
                new DeadStones(record.marks(Color.BLACK).map(record::names).orElse(null),
                        record.marks(Color.WHITE).map(record::names).orElse(null),
                        record.agreedDead().map(record::names).orElse(null)),
                result(record),
                record.decisions().stream().map(d -> Decision.of(d, record)).toList(),
                record.clockFace().orElse(null),
                record.replay().orElse(null),
                record.attempts().stream().map(Attempt::of).toList());
    }

    /**
     * The final result when there is one (confirmed at the board, entered from the slip, or as the tournament corrected
     * it: the same result the tournament shows), else the proposed one.
     */
    private static Result result(GameRecord record) {
        if (record.confirmed().isPresent()) {
            ResultConfirmed done = record.confirmed().get();
            String ending = !record.corrections().isEmpty() ? "corrected" : record.entered().isPresent() ? "entered"
                    : record.proposed().map(ResultProposed::ending).orElse(null);
            String winner = switch (done.outcome()) {
                case BLACK_WINS -> "black";
                case WHITE_WINS -> "white";
                default -> null;
            };
            return new Result(done.result(), winner, done.outcome(), ending, done.reason(), done.byForfeit(),
                    record.confirmations(), true);
        }
        return record.proposed().map(p -> new Result(p.result(), p.winner() == null ? null : name(p.winner()),
                p.outcome(), p.ending(), p.reason(), p.byForfeit(), record.confirmations(), false)).orElse(null);
    }

    private static String name(Color color) {
        return color.name().toLowerCase(Locale.ROOT);
    }
}
