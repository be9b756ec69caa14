package dev.tengen.rules.scoring;

import dev.tengen.rules.Color;
import dev.tengen.rules.CompensationUnit;
import dev.tengen.rules.DrawRule;
import dev.tengen.rules.Game;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.PassRule;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.ScoringMethod;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Counts a finished game under a rule set's scoring dimension. */
public final class Scorer {

    private Scorer() {}

    /** Scores a game whose dead stones are agreed, with the referee's penalties. */
    public static ScoreReport score(Game game, Penalties penalties) {
        return score(FinalPosition.of(game), penalties, game.rules());
    }

    public static ScoreReport score(FinalPosition position, Penalties penalties, Ruleset rules) {
        PositionAnalysis analysis = PositionAnalysis.of(position.board(), position.deadStones());
        // Korean 2013 art. 8.1 and 9: only completely independent life makes territory.
        boolean independentLifeOnly = rules.scoring() == ScoringMethod.TERRITORY && !rules.sekiPointsAreTerritory();
        Tally tally = Tally.of(analysis, independentLifeOnly);
        List<String> notes = new ArrayList<>();
        notes.add("counted by " + rules.article(Ruleset.Dimension.SCORING));
        int blackPrisoners = position.blackPrisoners() + tally.deadCapturedBy(Color.BLACK);
        int whitePrisoners = position.whitePrisoners() + tally.deadCapturedBy(Color.WHITE);
        double komi = rules.compensationFor(position.handicapStones()).inPoints();
        notes.add("compensation " + GameResult.formatPoints(komi) + " points to White, " + rules.article(Ruleset.Dimension.COMPENSATION));
        if (tally.excluded() > 0) {
            notes.add(tally.excluded() + " points surrounded by stones in seki or needing a protective fill are not territory (Korean 2013 art. 8.1 and 9)");
        }
        SideScore black;
        SideScore white;
        Optional<FillIn> fillIn = Optional.empty();
        switch (rules.scoring()) {
            case TERRITORY -> {
                // AGA rule 11 with pass stones: territory less the opponent's prisoners; Korean 2016 art. 12: plus one's own.
                boolean subtract = rules.pass() == PassRule.PASS_STONE;
                black = territorySide(tally, Color.BLACK, blackPrisoners, whitePrisoners, subtract, 0, penalties.black());
                white = territorySide(tally, Color.WHITE, whitePrisoners, blackPrisoners, subtract, komi, penalties.white());
            }
            case AREA, ING_FILL_IN -> {
                double handicapPoints = areaHandicapAdjustment(rules, position.handicapStones());
                if (handicapPoints > 0) {
                    notes.add("White receives " + GameResult.formatPoints(handicapPoints)
                            + " points, one per handicap stone after the first, so area and territory counting agree (AGA rule 11)");
                }
                // neutral points: half to each side (Chinese 2002 art. 9; Ing 1991 art. 4, Filling in), or, where area
                // counting gives territory counting's result, to nobody (AGA rule 11, Neutral Points)
                boolean splitShared = !areaAgreesWithTerritory(rules);
                black = areaSide(tally, Color.BLACK, blackPrisoners, 0, penalties.black(), splitShared);
                white = areaSide(tally, Color.WHITE, whitePrisoners, komi + handicapPoints, penalties.white(), splitShared);
                if (rules.scoring() == ScoringMethod.ING_FILL_IN) {
                    fillIn = Optional.of(FillIn.count(analysis.size(), tally.blackStones() + tally.blackTerritory(),
                            tally.whiteStones() + tally.whiteTerritory(), tally.shared(), komi + handicapPoints, penalties));
                }
            }
            default -> throw new IllegalStateException("unknown scoring method " + rules.scoring());
        }
        double margin = black.total() - white.total();
        CompensationUnit unit = rules.compensation().unit();
        if (rules.scoring() == ScoringMethod.AREA && unit == CompensationUnit.STONES) {
            double basis = analysis.size() * analysis.size() / 2.0;
            notes.add("Black counts " + GameResult.formatPoints(black.area() - unit.fromPoints(penalties.black()))
                    + " against the basis " + GameResult.formatPoints(basis) + " and " + StoneFraction.format(unit.fromPoints(komi))
                    + " stones compensation (Chinese 2002 art. 9 and 11)");
        }
        GameResult result = result(margin, rules);
        String text = result.winner() == null ? "Draw" : result.winner().letter() + "+" + GameResult.formatPoints(Math.abs(margin));
        String inUnit = unit == CompensationUnit.STONES && result.winner() != null
                ? result.winner().letter() + "+" + StoneFraction.format(Math.abs(unit.fromPoints(margin)))
                        + (Math.abs(unit.fromPoints(margin)) > 1 ? " stones" : " stone")
                : text;
        return new ScoreReport(rules.name(), rules.scoring(), black, white, margin, unit, unit.fromPoints(margin), result,
                text, inUnit, tally.ownership(), List.copyOf(analysis.deadStones()), fillIn, notes);
    }

    private static SideScore territorySide(Tally tally, Color c, int own, int opponents, boolean subtract,
                                           double compensation, double penalty) {
        int territory = tally.territory(c);
        double total = (subtract ? territory - opponents : territory + own) + compensation - penalty;
        return new SideScore(territory, tally.stones(c), own, 0, tally.stones(c) + territory, compensation, penalty, total);
    }

    /**
     * Stones plus surrounded points; the points between both sides divided by two (Chinese 2002 art. 9)
     * or, under the AGA, counted for nobody (AGA rule 11, Neutral Points).
     */
    private static SideScore areaSide(Tally tally, Color c, int prisoners, double compensation, double penalty,
                                      boolean splitShared) {
        double shared = splitShared ? tally.shared() / 2.0 : 0;
        double area = tally.stones(c) + tally.territory(c) + shared;
        return new SideScore(tally.territory(c), tally.stones(c), prisoners, shared, area, compensation, penalty,
                area + compensation - penalty);
    }

    /**
     * With pass stones and White moving first and last, Black's handicap stones beyond the first would
     * count twice by area; the AGA gives White one point for each so both counts agree (AGA rule 11).
     */
    private static double areaHandicapAdjustment(Ruleset rules, int handicapStones) {
        return areaAgreesWithTerritory(rules) && handicapStones >= 2 ? handicapStones - 1 : 0;
    }

    /**
     * AGA rule 11: area and territory counting give the same result, which the pass stones (rule 6) make so; area
     * counting then gives White a point per handicap stone after the first and counts neutral points for nobody, as
     * territory counting does.
     */
    private static boolean areaAgreesWithTerritory(Ruleset rules) {
        return rules.pass() == PassRule.PASS_STONE;
    }

    private static GameResult result(double margin, Ruleset rules) {
        String article = rules.article(Ruleset.Dimension.SCORING);
        if (margin > 0) {
            return GameResult.score(Color.BLACK, margin, "Black wins by counting, " + article);
        }
        if (margin < 0) {
            return GameResult.score(Color.WHITE, -margin, "White wins by counting, " + article);
        }
        if (rules.jigo() == DrawRule.BLACK_WINS) {
            return GameResult.score(Color.BLACK, 0, "no difference: the game goes to Black, " + rules.article(Ruleset.Dimension.JIGO));
        }
        return GameResult.draw("equal totals: draw (jigo), " + rules.article(Ruleset.Dimension.JIGO));
    }
}
