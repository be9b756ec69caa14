package dev.tengen.cli;

import dev.tengen.rules.Color;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.scoring.ScoreReport;
import dev.tengen.sgf.SgfColor;
import dev.tengen.sgf.SgfGame;
import dev.tengen.sgf.SgfResult;
import dev.tengen.sgf.SgfWarning;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a record's game info claims of its count, held against the count {@code tengen score} made: the komi (KM,
 * points given to White, FF[4] go.html) against the komi counted, and the result (RE, FF[4] sgf.html) against the
 * result counted. A difference is a warning, never an error: the record may have been scored under other rules or by
 * hand. A result that does not come from counting ({@code B+R}, {@code W+T}, {@code B+F}, {@code Void}, {@code ?}) or
 * that does not follow FF[4] neither agrees nor disagrees with a count, and nothing is said of it.
 */
final class RecordAgainstCount {

    private RecordAgainstCount() {}

    /**
     * One warning a difference, KM first, each placed where the record writes the value.
     *
     * @param komiPoints the komi the count gave White, in points
     * @param komiSource where that komi comes from: the rule set's article or the command line
     */
    static List<SgfWarning> differences(SgfGame record, double komiPoints, String komiSource, ScoreReport count) {
        List<SgfWarning> found = new ArrayList<>();
        record.info().komi().filter(km -> km.compareTo(BigDecimal.valueOf(komiPoints)) != 0).ifPresent(km ->
                found.add(warning(record, "KM", "the record gives the komi as KM[" + written(record, "KM") + "], the"
                        + " count gave " + GameResult.formatPoints(komiPoints) + " points (" + komiSource + ")")));
        record.info().outcome().filter(re -> disagrees(re, count)).ifPresent(re ->
                found.add(warning(record, "RE", "the record gives the result as RE[" + written(record, "RE") + "], the"
                        + " count gives " + counted(count))));
        return found;
    }

    /** Whether a result by counting, by an unsaid margin or a draw names another winner or margin than the count. */
    private static boolean disagrees(SgfResult recorded, ScoreReport count) {
        Optional<Color> winner = count.winner();
        BigDecimal margin = BigDecimal.valueOf(Math.abs(count.marginPoints()));
        return switch (recorded.kind()) {
            case SCORE -> !recorded.winner().equals(winner.map(RecordAgainstCount::colour))
                    || recorded.margin().orElseThrow().compareTo(margin) != 0;
            case WIN -> !recorded.winner().equals(winner.map(RecordAgainstCount::colour));
            case DRAW -> winner.isPresent();
            case RESIGNATION, TIME, FORFEIT, VOID, UNKNOWN -> false;
        };
    }

    private static SgfColor colour(Color colour) {
        return colour == Color.BLACK ? SgfColor.BLACK : SgfColor.WHITE;
    }

    /** The count's result as the score line prints it: points, and the rule set's unit when it is another. */
    private static String counted(ScoreReport count) {
        return count.resultText() + (count.resultInUnit().equals(count.resultText()) ? "" : " (" + count.resultInUnit() + ")");
    }

    private static String written(SgfGame record, String identifier) {
        return record.info().text(identifier).orElse("").strip();
    }

    private static SgfWarning warning(SgfGame record, String identifier, String reason) {
        return new SgfWarning(record.root().place(identifier, 0), identifier, written(record, identifier), reason);
    }
}
