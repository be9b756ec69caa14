package dev.tengen.game.service.web;

import dev.tengen.game.service.DeadStoneCount;
import dev.tengen.rules.Color;
import dev.tengen.rules.scoring.FillIn;
import dev.tengen.rules.scoring.ScoreReport;
import dev.tengen.rules.scoring.SideScore;
import java.util.List;
import java.util.Locale;

/**
 * The count of a game for the dead stones marked, in the rule set's own terms, as {@code POST
 * /api/v1/games/{id}/dead-stones/preview} answers it: what the game will propose once both players mark those stones.
 *
 * @param counting "territory" (Korean, AGA: territory and prisoners), "area" (Chinese: stones and points), or
 *     "ing-fill-in" (Ing's fill-in count)
 * @param unit "points", or "stones" where the rule set counts in stones (Chinese 2002 art. 11)
 * @param black Black's count in points: territory, stones, prisoners, shared half, area, compensation, penalties, total
 * @param marginPoints Black's total less White's, in points
 * @param marginInUnit the same margin in the rule set's unit
 * @param result the result in points ("B+3.5", "Draw")
 * @param resultInUnit the result in the rule set's unit ("B+3/4 stone")
 * @param reason the result with its articles, as the game proposes it
 * @param fillIn Ing's fill-in ledger (bowl, spaces, winning and losing stones, difference value), or null
 * @param notes the articles applied, one line each
 * @param ownership who every point counts for, rows from the top: B, W or . (neutral)
 */
public record CountView(String gameId, String ruleset, String counting, String unit, List<String> deadStones,
        SideScore black, SideScore white, double marginPoints, double marginInUnit, String result, String resultInUnit,
        String reason, FillInView fillIn, List<String> notes, List<String> ownership) {

    /** Ing's fill-in count, its sides named in lower case. */
    public record FillInView(int bowl, int blackTerritory, int whiteTerritory, int sharedSpaces, int sharedFilledEach,
            int sharedLeftUnfilled, String winningSide, int winningSpaces, String losingSide, int losingStones,
            double compensationStones, double blackPenaltyStones, double whitePenaltyStones, double differenceValue) {

        static FillInView of(FillIn f) {
            return new FillInView(f.bowl(), f.blackTerritory(), f.whiteTerritory(), f.sharedSpaces(), f.sharedFilledEach(),
                    f.sharedLeftUnfilled(), side(f.winningSide()), f.winningSpaces(), side(f.losingSide()),
                    f.losingStones(), f.compensationStones(), f.blackPenaltyStones(), f.whitePenaltyStones(),
                    f.differenceValue());
        }
    }

    static CountView of(String gameId, DeadStoneCount count, int boardSize) {
        ScoreReport r = count.report();
        return new CountView(gameId, r.ruleset(), kebab(r.method()), kebab(r.unit()),
                r.deadStones().stream().map(p -> p.name(boardSize)).sorted().toList(), r.black(), r.white(),
                r.marginPoints(), r.marginInUnit(), r.resultText(), r.resultInUnit(), count.result().detail(),
                r.fillIn().map(FillInView::of).orElse(null), r.notes(), r.ownership().rows());
    }

    private static String side(Color color) {
        return color == null ? null : color.name().toLowerCase(Locale.ROOT);
    }

    private static String kebab(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
