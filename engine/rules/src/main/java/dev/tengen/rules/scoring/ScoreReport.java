package dev.tengen.rules.scoring;

import dev.tengen.rules.Color;
import dev.tengen.rules.CompensationUnit;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.Point;
import dev.tengen.rules.ScoringMethod;
import java.util.List;
import java.util.Optional;

/**
 * The count of a finished game.
 *
 * @param ruleset the rule set's name
 * @param method how it was counted
 * @param black Black's count
 * @param white White's count
 * @param marginPoints Black's total less White's, in points: positive when Black wins
 * @param unit the rule set's own unit
 * @param marginInUnit the same margin in that unit (Chinese stones: half the points)
 * @param result the result, with the article applied
 * @param resultText the result in points: {@code B+3.5}, {@code W+0.5} or {@code Draw}
 * @param resultInUnit the result in the rule set's unit: {@code B+3/4 stone}, or the points again
 * @param ownership who every point counts for
 * @param deadStones the stones removed as dead
 * @param fillIn Ing's fill-in ledger, under fill-in counting only
 * @param notes the articles applied, one line each
 */
public record ScoreReport(
        String ruleset,
        ScoringMethod method,
        SideScore black,
        SideScore white,
        double marginPoints,
        CompensationUnit unit,
        double marginInUnit,
        GameResult result,
        String resultText,
        String resultInUnit,
        OwnershipMap ownership,
        List<Point> deadStones,
        Optional<FillIn> fillIn,
        List<String> notes) {

    public ScoreReport {
        deadStones = List.copyOf(deadStones);
        notes = List.copyOf(notes);
    }

    public SideScore side(Color colour) {
        return colour == Color.BLACK ? black : white;
    }

    /** The winner, or empty for a draw. */
    public Optional<Color> winner() {
        return Optional.ofNullable(result.winner());
    }
}
