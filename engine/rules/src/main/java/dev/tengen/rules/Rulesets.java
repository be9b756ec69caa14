package dev.tengen.rules;

import static dev.tengen.rules.Ruleset.Dimension.BOARD;
import static dev.tengen.rules.Ruleset.Dimension.COMPENSATION;
import static dev.tengen.rules.Ruleset.Dimension.END;
import static dev.tengen.rules.Ruleset.Dimension.HANDICAP;
import static dev.tengen.rules.Ruleset.Dimension.JIGO;
import static dev.tengen.rules.Ruleset.Dimension.KO;
import static dev.tengen.rules.Ruleset.Dimension.PASS;
import static dev.tengen.rules.Ruleset.Dimension.REPETITION;
import static dev.tengen.rules.Ruleset.Dimension.SCORING;
import static dev.tengen.rules.Ruleset.Dimension.SUICIDE;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The five named rule sets of the seeds, each dimension with its article. */
public final class Rulesets {

    private Rulesets() {}

    /** Korean 2016 Rules (KBA), seed 003. */
    public static final Ruleset KOREAN_2016 = new Ruleset(
            "korean-2016", "Korean 2016 Rules", 19,
            KoRule.SIMPLE, RepetitionRule.DRAW, SuicideRule.FORBIDDEN,
            ScoringMethod.TERRITORY, false,
            Compensation.points(6.5), Compensation.points(0), HandicapMethod.FIXED_STONES,
            PassRule.FREE, GameEndRule.TWO_PASSES, DrawRule.DRAW,
            Map.of(BOARD, "Korean 2016 art. 2.1",
                    KO, "Korean 2016 art. 7",
                    REPETITION, "Korean 2016 art. 10",
                    SUICIDE, "Korean 2016 art. 5",
                    SCORING, "Korean 2016 art. 8, 9 and 12",
                    COMPENSATION, "set by the competition (Incheon 2013 code art. 2.2.1: 6.5)",
                    HANDICAP, "Korean 2013 art. 3.1",
                    PASS, "Korean 2016 art. 11",
                    END, "Korean 2016 art. 11",
                    JIGO, "Korean 2016 art. 12"));

    /** Korean Rules of Baduk (KABA, March 2013), seed 000 chapter one. */
    public static final Ruleset KOREAN_2013 = new Ruleset(
            "korean-2013", "Korean Rules of Baduk 2013", 19,
            KoRule.SIMPLE, RepetitionRule.DRAW_BY_AGREEMENT, SuicideRule.FORBIDDEN,
            ScoringMethod.TERRITORY, false,
            Compensation.points(6.5), Compensation.points(0), HandicapMethod.FIXED_STONES,
            PassRule.FREE, GameEndRule.TWO_PASSES, DrawRule.DRAW,
            Map.of(BOARD, "Korean 2013 art. 2.1",
                    KO, "Korean 2013 art. 7",
                    REPETITION, "Korean 2013 art. 10",
                    SUICIDE, "Korean 2013 art. 5",
                    SCORING, "Korean 2013 art. 8, 9 and 12",
                    COMPENSATION, "Incheon 2013 code art. 2.2.1",
                    HANDICAP, "Korean 2013 art. 3.1",
                    PASS, "Korean 2013 art. 11",
                    END, "Korean 2013 art. 11",
                    JIGO, "Incheon 2013 code art. 2.2.3"));

    /** Rules of Weiqi 2002, Chinese Weiqi Association, seed 004. */
    public static final Ruleset CHINESE_2002 = new Ruleset(
            "chinese-2002", "Chinese Rules of Weiqi 2002", 19,
            KoRule.POSITIONAL_SUPERKO, RepetitionRule.FORBIDDEN, SuicideRule.FORBIDDEN,
            ScoringMethod.AREA, true,
            Compensation.stones(3.75), Compensation.stones(0), HandicapMethod.FIXED_STONES,
            PassRule.FREE, GameEndRule.TWO_PASSES, DrawRule.DRAW,
            Map.of(BOARD, "Chinese 2002 art. 1.1",
                    KO, "Chinese 2002 art. 6 and 20",
                    REPETITION, "Chinese 2002 art. 20.3",
                    SUICIDE, "Chinese 2002 art. 5",
                    SCORING, "Chinese 2002 art. 9",
                    COMPENSATION, "Chinese 2002 art. 11",
                    HANDICAP, "Chinese 2002 art. 2 (handicap not stated; fixed star points by custom)",
                    PASS, "Chinese 2002 art. 2.5",
                    END, "Chinese 2002 art. 7 and 21",
                    JIGO, "Chinese 2002 art. 9"));

    /** AGA-style concise rules of seed 001. */
    public static final Ruleset AGA = new Ruleset(
            "aga", "AGA concise rules", 19,
            KoRule.SITUATIONAL_SUPERKO, RepetitionRule.FORBIDDEN, SuicideRule.FORBIDDEN,
            ScoringMethod.TERRITORY, true,
            Compensation.points(7.5), Compensation.points(0.5), HandicapMethod.FIXED_STONES,
            PassRule.PASS_STONE, GameEndRule.TWO_PASSES_WHITE_LAST, DrawRule.DRAW,
            Map.of(BOARD, "AGA rule 1",
                    KO, "AGA rule 5",
                    REPETITION, "AGA rule 5",
                    SUICIDE, "AGA rule 4",
                    SCORING, "AGA rule 11",
                    COMPENSATION, "AGA rule 3",
                    HANDICAP, "AGA rule 2",
                    PASS, "AGA rule 6",
                    END, "AGA rules 8, 9 and 10",
                    JIGO, "AGA rule 3"));

    /** Ing's SST Laws of Wei-Ch'i (1991), seed 002. */
    public static final Ruleset ING_1991 = new Ruleset(
            "ing-1991", "Ing's SST Laws of Wei-Ch'i 1991", 19,
            KoRule.ING_SST, RepetitionRule.FORBIDDEN, SuicideRule.MULTI_STONE_ALLOWED,
            ScoringMethod.ING_FILL_IN, true,
            Compensation.points(8), Compensation.points(0), HandicapMethod.ING_HANDICAP_PLAYS,
            PassRule.FREE, GameEndRule.FOUR_PASSES, DrawRule.BLACK_WINS,
            Map.of(BOARD, "Ing 1991 art. 11",
                    KO, "Ing 1991 art. 3",
                    REPETITION, "Ing 1991 art. 1 and 3",
                    SUICIDE, "Ing 1991 art. 1",
                    SCORING, "Ing 1991 art. 4",
                    COMPENSATION, "Ing 1991 art. 6, Compensation points",
                    HANDICAP, "Ing 1991 art. 6",
                    PASS, "Ing 1991 art. 1",
                    END, "Ing 1991 art. 1",
                    JIGO, "Ing 1991 art. 6, Compensation points"));

    public static final List<Ruleset> ALL = List.of(KOREAN_2016, KOREAN_2013, CHINESE_2002, AGA, ING_1991);

    public static Optional<Ruleset> byName(String name) {
        return ALL.stream().filter(r -> r.name().equalsIgnoreCase(name)).findFirst();
    }

    public static List<String> names() {
        return ALL.stream().map(Ruleset::name).toList();
    }
}
