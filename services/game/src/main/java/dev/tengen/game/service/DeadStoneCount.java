package dev.tengen.game.service;

import dev.tengen.game.service.api.GameRefusal;
import dev.tengen.game.service.api.GameRefused;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.Phase;
import dev.tengen.rules.Point;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.scoring.FinalPosition;
import dev.tengen.rules.scoring.ScoreReport;
import dev.tengen.rules.scoring.Scorer;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The count of a game whose play has stopped, with a set of stones held dead: the engine's {@link Scorer} on the game
 * replayed with those stones removed, the referee's penalties deducted. The game proposes this count once both players
 * mark the same stones; a referee's screen shows it while they are still marking.
 *
 * @param dead the stones held dead
 * @param report the count in the rule set's own terms (territory, area, Ing's fill-in, stones)
 */
public record DeadStoneCount(Set<Point> dead, ScoreReport report) {

    public DeadStoneCount {
        dead = Set.copyOf(dead);
    }

    /**
     * The count with these stones dead. Refused while play goes on, for a text that is no point, and for a point the
     * rule set cannot hold dead (an empty point), each with its article.
     */
    public static DeadStoneCount of(GameRecord record, List<String> points) {
        if (record.game().phase() == Phase.PLAYING) {
            throw new GameRefused(GameRefusal.PLAY_NOT_STOPPED, "Dead stones are marked after the passes that stop play; "
                    + "the game is still in play (" + record.rules().article(Ruleset.Dimension.END) + ").");
        }
        Set<Point> dead = new HashSet<>();
        for (String name : points) {
            dead.add(Point.parse(name == null ? "" : name.strip(), record.rules().boardSize())
                    .orElseThrow(() -> new GameRefused(GameRefusal.POINTS_MALFORMED, record.notAPoint(name))));
        }
        dev.tengen.rules.Game trial = record.replayed();
        try {
            trial.agreeDeadStones(dead);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new GameRefused(GameRefusal.NO_STONE_TO_BE_DEAD, Game.sentence(e.getMessage()) + " ("
                    + record.rules().article(Ruleset.Dimension.END) + ").");
        }
        return new DeadStoneCount(dead, Scorer.score(FinalPosition.of(trial), record.ledger().penalties(), record.rules()));
    }

    /** The result the game proposes for this count: the margin, and the count in the rule set's unit with its articles. */
    public GameResult result() {
        GameResult counted = report.result();
        return new GameResult(counted.winner(), counted.reason(), counted.marginPoints(),
                report.resultInUnit() + ": " + counted.detail());
    }
}
