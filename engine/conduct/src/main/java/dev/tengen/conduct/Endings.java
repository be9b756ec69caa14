package dev.tengen.conduct;

import dev.tengen.rules.Game;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.Phase;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.scoring.FinalPosition;
import dev.tengen.rules.scoring.Penalties;
import dev.tengen.rules.scoring.ScoreReport;
import dev.tengen.rules.scoring.Scorer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** How a game's end is declared: the count with penalties, a repetition drawn, and the replay of a drawn game. */
final class Endings {

    private Endings() {}

    /** The count of the final position, penalties applied, given in the rule set's unit as well as in points. */
    static List<Ruling> count(CompetitionCode code, Ruleset rules, FinalPosition position, Penalties penalties) {
        ScoreReport report = Scorer.score(position, penalties, rules);
        GameResult counted = report.result();
        GameResult inUnit = new GameResult(counted.winner(), counted.reason(), counted.marginPoints(),
                report.resultInUnit() + ": " + counted.detail());
        // Equal totals are the draw rule's: a jigo, or Black's game under Ing 1991 art. 6, Compensation points.
        String article = rules.article(counted.marginPoints() == 0 ? Ruleset.Dimension.JIGO : Ruleset.Dimension.SCORING);
        return declare(code, inUnit, article, Optional.of(report));
    }

    /** Declares a result; a drawn game is replayed where the code says so (Incheon 2013 code art. 2.2.3). */
    static List<Ruling> declare(CompetitionCode code, GameResult result, String article, Optional<ScoreReport> report) {
        List<Ruling> rulings = new ArrayList<>();
        rulings.add(Verdicts.declare(code, result, article, report));
        if (result.isDraw() && code.drawnGame().replayInRemainingTime()) {
            rulings.add(new Ruling.Replay(true, "drawn game", code.drawnGame().article()));
        }
        return rulings;
    }

    /** The count, once play has stopped: the final position scored with the penalties. */
    static List<Ruling> confirm(CompetitionCode code, BoardKeeper board, Penalties penalties) {
        Ruleset rules = board.game().rules();
        if (board.game().phase() == Phase.PLAYING) {
            return List.of(new Ruling.ActionRefused("confirm", "play has not stopped: the count comes after the passes",
                    rules.article(Ruleset.Dimension.END)));
        }
        return count(code, rules, board.finalPosition(), penalties);
    }

    /** The players agree to end a whole-board repetition as a draw (Korean 2013 art. 10). */
    static List<Ruling> repetitionDraw(CompetitionCode code, Game game) {
        String article = game.rules().article(Ruleset.Dimension.REPETITION);
        try {
            game.agreeRepetitionDraw();
        } catch (IllegalStateException e) {
            return List.of(new Ruling.ActionRefused("repetition draw", e.getMessage(), article));
        }
        return declare(code, game.result().orElseThrow(), article, Optional.empty());
    }
}
