package dev.tengen.conduct;

import static dev.tengen.conduct.Infraction.Kind.*;
import static dev.tengen.conduct.Sanction.Correction.*;
import static dev.tengen.conduct.Sanction.Penalty.*;

import dev.tengen.clock.SuddenDeath;
import java.util.Map;
import java.util.Optional;

/** The Go elimination event of seed 001: AGA-style rules, 13x13, 30 minutes absolute, one-game elimination. */
final class AgaElimination {

    private AgaElimination() {}

    // AGA rule 7: an illegal move is taken back and counts as a pass, if noted before the opponent moves.
    private static final Sanction ILLEGAL = Sanction.of(NO_PENALTY, TAKEN_BACK_AS_PASS, "AGA rule 7")
            .within(Sanction.ClaimWindow.BEFORE_OPPONENT_MOVES);

    static final CompetitionCode CODE = new CompetitionCode(
            "aga-elimination",
            "Go elimination event, AGA-style concise rules with the event's other rules",
            "aga", 13, Optional.of(SuddenDeath.AGA_30_MINUTES),
            new LatenessRule(LatenessRule.Kind.NOT_PRESCRIBED, Optional.empty(), Optional.empty(), false, 0,
                    "AGA reminders (competitors must be available at designated times)"),
            new WarningRule(0, 0, "AGA other rule 1 (no disturbing the opponent; the rules count no warnings)"),
            Map.of(KO_RETAKEN,
                    ILLEGAL, FORBIDDEN_INTERSECTION, ILLEGAL, OCCUPIED, ILLEGAL, TWO_MOVES_IN_A_ROW, ILLEGAL),
            "AGA other rule 2 (at the discretion of the Chief Judge)",
            "AGA rule 7",
            new CompetitionCode.DrawnGame(false, "AGA rule 3 (compensation avoids draws)"),
            // AGA other rule 2: one game; 2 of 3 for the last rounds at the Chief Judge's discretion.
            new MatchFormat(1, 2, "AGA other rule 2"),
            CompetitionCode.ResultNotation.PLAIN,
            Optional.empty(),
            Optional.empty(),
            0, false, false,
            "AGA rule 8 (the rules are silent on how to resign; a resignation ends the game as passes do)",
            Optional.empty(),
            // AGA rule 12: absolute time, 30 minutes to each player.
            new CompetitionCode.TimeLimits("AGA", "AGA rule 12"));
}
