package dev.tengen.conduct;

import dev.tengen.rules.GameResult;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.scoring.FinalPosition;
import dev.tengen.rules.scoring.Penalties;
import dev.tengen.rules.scoring.ScoreReport;
import dev.tengen.rules.scoring.Scorer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** How a game's end is declared: the count with penalties, and the replay of a drawn game. */
final class Endings {

    private Endings() {}

    /** The count of the final position, penalties applied, given in the rule set's unit as well as in points. */
    static List<Ruling> count(CompetitionCode code, Ruleset rules, FinalPosition position, Penalties penalties) {
        ScoreReport report = Scorer.score(position, penalties, rules);
        GameResult counted = report.result();
        GameResult inUnit = new GameResult(counted.winner(), counted.reason(), counted.marginPoints(),
                report.resultInUnit() + ": " + counted.detail());
        return declare(code, inUnit, rules.article(Ruleset.Dimension.SCORING), Optional.of(report));
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
}
