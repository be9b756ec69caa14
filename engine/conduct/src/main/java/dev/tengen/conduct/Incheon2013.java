package dev.tengen.conduct;

import static dev.tengen.conduct.Infraction.Kind.*;
import static dev.tengen.conduct.Sanction.Correction.*;
import static dev.tengen.conduct.Sanction.Penalty.*;

import dev.tengen.clock.LatenessLimit;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/** The Competition Code of the 4th Asian Indoor &amp; Martial Arts Games, Incheon 2013 (seed 000, chapter two). */
final class Incheon2013 {

    private Incheon2013() {}


    static final CompetitionCode CODE = new CompetitionCode(
            "incheon-2013",
            "Competition Code of the 4th Asian Indoor & Martial Arts Games Incheon 2013",
            "korean-2013", 19, Optional.empty(),
            // Incheon 2013 code art. 2.2.2: more than 15 minutes late loses, whatever the venue.
            new LatenessRule(LatenessRule.Kind.FIXED_LIMIT,
                    Optional.of(new LatenessLimit(Duration.ofMinutes(15), "Incheon 2013 code art. 2.2.2")),
                    Optional.of(new LatenessLimit(Duration.ofMinutes(15), "Incheon 2013 code art. 2.2.2")),
                    false, 0, "Incheon 2013 code art. 2.2.2"),
            // Incheon 2013 code art. 5.7: two warnings in a game lose it.
            new WarningRule(2, 0, "Incheon 2013 code art. 5.7"),
            Map.ofEntries(
                    Map.entry(KO_RETAKEN, Sanction.of(WARNING, MOVE_INVALID_TURN_LOST, "Incheon 2013 code art. 5.3")),
                    Map.entry(FORBIDDEN_INTERSECTION,
                            Sanction.of(WARNING, MOVE_INVALID_TURN_LOST, "Incheon 2013 code art. 5.4")),
                    Map.entry(TWO_MOVES_IN_A_ROW, Sanction.of(LOSS, "Incheon 2013 code art. 5.1.1")),
                    Map.entry(TAKE_BACK, Sanction.of(WARNING, STONE_RESTORED, "Incheon 2013 code art. 5.1.2")),
                    Map.entry(CLOCK_PRESSED_WITH_MOVE, Sanction.of(WARNING, "Incheon 2013 code art. 5.1.4")),
                    Map.entry(CLOCK_PRESSED_BEFORE_MOVE, Sanction.of(LOSS, "Incheon 2013 code art. 5.1.4")),
                    Map.entry(CLOCK_PRESSED_BEFORE_REMOVING_CAPTURES,
                            Sanction.of(WARNING, "Incheon 2013 code art. 5.1.5")),
                    Map.entry(CAPTURED_STONES_NOT_REMOVED,
                            Sanction.of(WARNING, CAPTURES_REMOVED, "Incheon 2013 code art. 5.2.1")),
                    Map.entry(LIVE_STONES_REMOVED,
                            Sanction.of(WARNING, STONES_REPLACED, "Incheon 2013 code art. 5.2.2")),
                    // Incheon 2013 code art. 6.6: any use of a phone; the first offence warns, the second loses.
                    Map.entry(PHONE_RANG, Sanction.of(WARNING_THEN_LOSS, "Incheon 2013 code art. 6.6")),
                    Map.entry(PHONE_SCREEN_LOOKED_AT, Sanction.of(WARNING_THEN_LOSS, "Incheon 2013 code art. 6.6")),
                    Map.entry(SMOKING, Sanction.of(WARNING, "Incheon 2013 code art. 6.7")),
                    Map.entry(DISTRACTING_OPPONENT, Sanction.choice("Incheon 2013 code art. 6.3",
                            RefereeChoice.WARNING, RefereeChoice.LOSS)),
                    Map.entry(DISCUSSING_GAME, Sanction.choice("Incheon 2013 code art. 6.4",
                            RefereeChoice.WARNING, RefereeChoice.LOSS)),
                    Map.entry(MOVED_STONES, Sanction.choice("Incheon 2013 code art. 5.1.6",
                            RefereeChoice.RESTORE, RefereeChoice.DECLARE_VALID,
                            RefereeChoice.DRAW, RefereeChoice.REPLAY, RefereeChoice.BOTH_LOSE)),
                    // Incheon 2013 code art. 5.1.6: proof that stones were moved on purpose loses the game.
                    Map.entry(MOVED_STONES_INTENTIONALLY, Sanction.of(LOSS, "Incheon 2013 code art. 5.1.6")),
                    Map.entry(BOARD_DISTURBED, Sanction.choice("Incheon 2013 code art. 5.1.7",
                            RefereeChoice.RECREATE, RefereeChoice.DRAW,
                            RefereeChoice.REPLAY, RefereeChoice.BOTH_LOSE)),
                    Map.entry(ROTATION_ERROR, Sanction.of(NO_PENALTY, "Incheon 2013 code art. 2.3.6")
                            .within(Sanction.ClaimWindow.MOVE_JUST_PLAYED)),
                    Map.entry(ILLEGAL_INFORMATION_EXCHANGE,
                            Sanction.of(LOSS, "Incheon 2013 code art. 2.3.6 (illegal exchange of information)")),
                    Map.entry(ABANDONMENT, Sanction.of(LOSS, "Incheon 2013 code art. 6.2")),
                    Map.entry(MISCONDUCT, Sanction.of(LOSS, "Incheon 2013 code art. 6.1")
                            .within(Sanction.ClaimWindow.EVEN_AFTER_RESULT))),
            "Incheon 2013 duties art. 2.4",
            "Incheon 2013 code art. 4.3",
            new CompetitionCode.DrawnGame(true, "Incheon 2013 code art. 2.2.3"),
            MatchFormat.singleGame("Incheon 2013 code art. 2.1"),
            CompetitionCode.ResultNotation.PLAIN,
            Optional.empty(),
            Optional.of(new PairGoRule(3, "Incheon 2013 code art. 2.3.6", "Incheon 2013 code art. 2.3.5")),
            0, false, false,
            "Korean 2013 art. 11 (the code is silent on how to resign)",
            Optional.empty(),
            // Incheon 2013 code art. 2.1: the basic code, time limits included, is the Games' technical handbook's.
            new CompetitionCode.TimeLimits("Incheon 2013 code", "Incheon 2013 code art. 2.1"));
}
