package dev.tengen.conduct;

import static dev.tengen.conduct.Infraction.Kind.*;
import static dev.tengen.conduct.Sanction.Correction.*;
import static dev.tengen.conduct.Sanction.Penalty.*;

import dev.tengen.rank.NigiriRule;
import java.util.Map;
import java.util.Optional;

/** The Tournament Rules of Ing's SST Laws of Wei-ch'i 1991 (seed 002, chapter 2). */
final class Ing1991 {

    private Ing1991() {}


    static final CompetitionCode CODE = new CompetitionCode(
            "ing-1991",
            "Ing's SST Laws of Wei-ch'i 1991, chapter 2",
            "ing-1991", 19, Optional.empty(),
            // Ing 1991 art. 8: twice the lateness off the basic time; failing to appear within the time limit
            // forfeits; absent more than the stipulated number of times (one, unless the agreement says otherwise)
            // suspends.
            new LatenessRule(LatenessRule.Kind.TIME_LIMIT, Optional.empty(), Optional.empty(), false, 1,
                    "Ing 1991 art. 8, Lateness, Forfeiture (1) and Suspension"),
            new WarningRule(0, 0, "Ing 1991 art. 10, Referee"),
            Map.ofEntries(
                    // Ing 1991 art. 1 and 3: a move is unrestricted except for invariation, which is prohibited.
                    Map.entry(KO_RETAKEN, Sanction.of(NO_PENALTY, PARITY_RESTORED, "Ing 1991 art. 1 and 3")),
                    Map.entry(FORBIDDEN_INTERSECTION, Sanction.of(NO_PENALTY, PARITY_RESTORED, "Ing 1991 art. 1")),
                    Map.entry(MISTAKEN_REMOVAL,
                            Sanction.of(NO_PENALTY, PARITY_RESTORED, "Ing 1991 art. 8, Unpenalized mistakes (2)")),
                    Map.entry(TWO_MOVES_IN_A_ROW,
                            Sanction.of(NO_PENALTY, MOVE_INVALID, "Ing 1991 art. 1, Game (one move at a time)")),
                    Map.entry(TAKE_BACK, Sanction.of(LOSS, "Ing 1991 art. 8, Forfeiture (3)")),
                    Map.entry(ABANDONMENT, Sanction.of(LOSS, "Ing 1991 art. 8, Forfeiture (2)")),
                    Map.entry(DEFIANCE, Sanction.of(LOSS, "Ing 1991 art. 8, Forfeiture (5)")),
                    Map.entry(DISTRACTING_OPPONENT,
                            Sanction.of(WARNING, "Ing 1991 art. 9, Improper conduct, and 10, Referee")),
                    Map.entry(MISCONDUCT, Sanction.of(LOSS, "Ing 1991 art. 8, Disqualification")
                            .within(Sanction.ClaimWindow.EVEN_AFTER_RESULT))),
            "Ing 1991 art. 10, Referee",
            "Ing 1991 art. 10, Referee",
            new CompetitionCode.DrawnGame(false, "Ing 1991 art. 6, Compensation points (draws go to Black)"),
            MatchFormat.singleGame("Ing 1991 art. 5, Tournament system"),
            CompetitionCode.ResultNotation.ING_SYMBOLS,
            Optional.of(NigiriRule.ING_1991),
            Optional.empty(),
            0, false, false,
            "Ing 1991 art. 9, Passing (1): a resigning player places two stones on the board",
            Optional.empty(),
            // Ing 1991 art. 7: basic time, then penalty points or second reading.
            new CompetitionCode.TimeLimits("Ing 1991", "Ing 1991 art. 7"));
}
