package dev.tengen.conduct;

import static dev.tengen.conduct.Infraction.Kind.*;
import static dev.tengen.conduct.Sanction.Correction.*;
import static dev.tengen.conduct.Sanction.Penalty.*;

import dev.tengen.clock.LatenessLimit;
import dev.tengen.rank.NigiriRule;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/** The Rules for Competition and for Referees of the Chinese Rules of Weiqi 2002 (seed 004, chapters two and three). */
final class Chinese2002 {

    private Chinese2002() {}


    static final CompetitionCode CODE = new CompetitionCode(
            "chinese-2002",
            "Chinese Rules of Weiqi 2002, chapters two and three",
            "chinese-2002", 19, Optional.empty(),
            new LatenessRule(LatenessRule.Kind.FIXED_LIMIT,
                    Optional.of(new LatenessLimit(Duration.ofHours(1), "Chinese 2002 art. 22.1")),
                    Optional.of(new LatenessLimit(Duration.ofMinutes(15), "Chinese 2002 art. 22.2")),
                    true, 0, "Chinese 2002 art. 22.1-22.4"),
            // Chinese 2002 art. 24.1: one warning costs one stone (two points); art. 24.2: two lose.
            new WarningRule(2, 2, "Chinese 2002 art. 24"),
            Map.ofEntries(
                    Map.entry(KO_RETAKEN, Sanction.of(WARNING, MOVE_INVALID_TURN_LOST, "Chinese 2002 art. 18.3")),
                    // Chinese 2002 art. 19: invalid and a lost turn, without a warning.
                    Map.entry(FORBIDDEN_INTERSECTION,
                            Sanction.of(NO_PENALTY, MOVE_INVALID_TURN_LOST, "Chinese 2002 art. 19")),
                    Map.entry(TWO_MOVES_IN_A_ROW, Sanction.of(WARNING, MOVE_INVALID, "Chinese 2002 art. 17.2")),
                    Map.entry(TAKE_BACK, Sanction.of(WARNING, STONE_RESTORED, "Chinese 2002 art. 17.3")
                            .within(Sanction.ClaimWindow.BEFORE_OPPONENT_MOVES)),
                    Map.entry(CLOCK_PRESSED_WITH_MOVE, Sanction.of(WARNING, CLOCK_UNCHANGED, "Chinese 2002 art. 17.4")),
                    Map.entry(CLOCK_PRESSED_BEFORE_MOVE,
                            Sanction.of(WARNING, CLOCK_UNCHANGED, "Chinese 2002 art. 17.4")),
                    Map.entry(CLOCK_PRESSED_BEFORE_REMOVING_CAPTURES,
                            Sanction.of(WARNING, CLOCK_UNCHANGED, "Chinese 2002 art. 22.6")),
                    Map.entry(LIVE_STONES_REMOVED, Sanction.of(WARNING, STONES_REPLACED, "Chinese 2002 art. 18.1")),
                    Map.entry(CAPTURED_STONES_NOT_REMOVED,
                            Sanction.of(WARNING, CAPTURES_REMOVED, "Chinese 2002 art. 18.2")),
                    Map.entry(PHONE_RANG, Sanction.of(WARNING_THEN_LOSS, "Chinese 2002 art. 23.7")),
                    // Chinese 2002 art. 23.7: looking at a screen loses without exception.
                    Map.entry(PHONE_SCREEN_LOOKED_AT, Sanction.of(LOSS, "Chinese 2002 art. 23.7")),
                    Map.entry(SMOKING, Sanction.of(WARNING_THEN_LOSS, "Chinese 2002 art. 23.8")),
                    Map.entry(DISTRACTING_OPPONENT, Sanction.choice("Chinese 2002 art. 23.3",
                            RefereeChoice.WARNING, RefereeChoice.LOSS)),
                    Map.entry(DISCUSSING_GAME, Sanction.choice("Chinese 2002 art. 23.4 and 23.5",
                            RefereeChoice.WARNING, RefereeChoice.LOSS)),
                    Map.entry(MOVED_STONES, Sanction.choice("Chinese 2002 art. 17.5",
                            RefereeChoice.RESTORE, RefereeChoice.DECLARE_VALID,
                            RefereeChoice.DRAW, RefereeChoice.REPLAY, RefereeChoice.BOTH_LOSE)),
                    Map.entry(MOVED_STONES_INTENTIONALLY, Sanction.of(LOSS, "Chinese 2002 art. 17.5")),
                    // Chinese 2002 art. 17.6: who messed up a position that cannot be recreated loses.
                    Map.entry(BOARD_DISTURBED_BY_PLAYER, Sanction.of(LOSS, "Chinese 2002 art. 17.6")),
                    Map.entry(BOARD_DISTURBED, Sanction.choice("Chinese 2002 art. 17.6",
                            RefereeChoice.RECREATE, RefereeChoice.DRAW,
                            RefereeChoice.REPLAY, RefereeChoice.BOTH_LOSE)),
                    Map.entry(ABANDONMENT, Sanction.of(LOSS, "Chinese 2002 art. 23.2")),
                    Map.entry(MISCONDUCT, Sanction.of(LOSS, "Chinese 2002 art. 23.1")
                            .within(Sanction.ClaimWindow.EVEN_AFTER_RESULT)),
                    Map.entry(WRONG_COLOURS, Sanction.of(NO_PENALTY, "Chinese 2002 art. 17.1"))),
            "Chinese 2002 art. 30.6",
            "Chinese 2002 art. 16.3",
            new CompetitionCode.DrawnGame(false, "Chinese 2002 art. 9"),
            MatchFormat.singleGame("Chinese 2002 art. 26"),
            CompetitionCode.ResultNotation.PLAIN,
            Optional.of(NigiriRule.CHINESE_2002),
            Optional.empty(),
            // Chinese 2002 art. 17.1: wrong colours found by the 10th move (included) are corrected.
            10, true, false,
            "Chinese 2002 art. 7.2",
            // Chinese 2002 art. 22.5: on the player's appeal the referee may judge the lack of a move a pass.
            Optional.of("Chinese 2002 art. 22.5"),
            // Chinese 2002 art. 12: time limits, overtime periods, sudden death, moves in a period.
            new CompetitionCode.TimeLimits("Chinese 2002", "Chinese 2002 art. 12"));
}
