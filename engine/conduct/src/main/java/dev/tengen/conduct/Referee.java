package dev.tengen.conduct;

import dev.tengen.rules.Color;
import dev.tengen.rules.PassRule;
import dev.tengen.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The code's decision on one infraction: a pure function of the code, the infraction, the referee's
 * choice where the code leaves one, what was already ruled in the game, and when the claim came.
 */
public final class Referee {

    private Referee() {}

    public static List<Ruling> decide(CompetitionCode code, Ruleset rules, Infraction infraction,
                                      Optional<RefereeChoice> choice, Ledger ledger, Situation situation) {
        Sanction sanction = code.sanction(infraction.kind());
        String claim = Verdicts.words(infraction.kind());
        Optional<String> late = lateClaim(sanction, situation, code);
        if (late.isPresent()) {
            return List.of(new Ruling.ActionRefused(claim, late.get(),
                    situation.gameOver() ? code.complaints() : sanction.article()));
        }
        if (sanction.penalty() == Sanction.Penalty.NOT_PRESCRIBED) {
            if (infraction instanceof Infraction.IllegalPlacement illegal) {
                // No stone can stand there: the play is refused and the player plays again.
                return List.of(new Ruling.MoveRefused(illegal.move(), illegal.violation(), illegal.violation().article()));
            }
            return List.of(new Ruling.ReferredToReferee(claim, sanction.article()));
        }
        return switch (infraction) {
            case Infraction.RotationError error -> PairGo.rotationError(code, error, situation, sanction);
            case Infraction.Misconduct misconduct -> misconduct(code, misconduct, situation.gameOver(), sanction);
            case Infraction.WrongColours wrong -> wrongColours(code, wrong, sanction);
            case Infraction.BoardDisturbed disturbed when disturbed.recreatable() ->
                    List.of(new Ruling.BoardCorrected("the position is recreated and play continues", sanction.article()));
            default -> sanctioned(code, rules, infraction, sanction, choice, ledger);
        };
    }

    private static Optional<String> lateClaim(Sanction sanction, Situation situation, CompetitionCode code) {
        if (situation.gameOver() && sanction.window() != Sanction.ClaimWindow.EVEN_AFTER_RESULT) {
            return Optional.of("the game is over: a complaint made after it has no effect");
        }
        if (sanction.window() == Sanction.ClaimWindow.BEFORE_OPPONENT_MOVES && situation.opponentMovedSince()) {
            return Optional.of("claimed after the opponent's next move: the game continues as it stands");
        }
        if (sanction.window() == Sanction.ClaimWindow.MOVE_JUST_PLAYED && !situation.lastMoveOutOfRotation()) {
            return Optional.of("the move just played kept the rotation; only that move can be claimed");
        }
        return Optional.empty();
    }

    private static List<Ruling> sanctioned(CompetitionCode code, Ruleset rules, Infraction infraction, Sanction sanction,
                                           Optional<RefereeChoice> choice, Ledger ledger) {
        List<Ruling> rulings = new ArrayList<>(corrections(rules, infraction, sanction));
        Optional<Color> offender = infraction.offender();
        String what = Verdicts.words(infraction.kind());
        switch (sanction.penalty()) {
            case NO_PENALTY, NOT_PRESCRIBED -> { }
            case WARNING -> rulings.addAll(warn(code, ledger, offender.orElseThrow(), what, sanction.article()));
            case WARNING_THEN_LOSS -> {
                Color c = offender.orElseThrow();
                if (ledger.of(c).count(infraction.kind()) >= 1) {
                    rulings.add(Verdicts.loss(code, c, "a second " + what, sanction.article()));
                } else {
                    rulings.addAll(warn(code, ledger, c, what, sanction.article()));
                }
            }
            case LOSS -> offender.ifPresentOrElse(
                    c -> rulings.add(Verdicts.loss(code, c, what, sanction.article())),
                    () -> rulings.add(Verdicts.bothLose(code, what, sanction.article())));
            case REFEREE_CHOOSES -> {
                return chosen(code, rules, infraction, sanction, choice, ledger);
            }
        }
        if (sanction.correction() == Sanction.Correction.MOVE_INVALID_TURN_LOST && !ends(rulings)) {
            rulings.add(new Ruling.TurnLost(offender.orElseThrow(), sanction.article()));
        }
        return rulings;
    }

    private static List<Ruling> corrections(Ruleset rules, Infraction infraction, Sanction sanction) {
        String article = sanction.article();
        return switch (sanction.correction()) {
            case NONE -> List.of();
            case MOVE_INVALID_TURN_LOST, MOVE_INVALID, PARITY_RESTORED -> infraction instanceof Infraction.IllegalPlacement p
                    ? List.of(new Ruling.MoveRefused(p.move(), p.violation(), article))
                    : List.of(new Ruling.BoardCorrected("the stone is taken off and the turn is as before", article));
            case TAKEN_BACK_AS_PASS -> List.of(new Ruling.PassCounted(infraction.offender().orElseThrow(),
                    infraction.kind() == Infraction.Kind.TWO_MOVES_IN_A_ROW ? 2 : 1, rules.pass() == PassRule.PASS_STONE, article));
            case STONE_RESTORED -> List.of(new Ruling.BoardCorrected("the stone taken back is restored where it was played", article));
            case CAPTURES_REMOVED -> List.of(new Ruling.BoardCorrected("the captured stones left on the board are removed", article));
            case STONES_REPLACED -> List.of(new Ruling.BoardCorrected("the stones removed with liberties are put back", article));
            case CLOCK_UNCHANGED -> List.of(new Ruling.BoardCorrected("the clock stays as it is", article));
        };
    }

    /** A warning, and what the warnings now add up to under the code. */
    static List<Ruling> warn(CompetitionCode code, Ledger ledger, Color c, String reason, String article) {
        int count = ledger.of(c).warnings() + 1;
        List<Ruling> rulings = new ArrayList<>();
        rulings.add(new Ruling.WarningIssued(c, count, reason, article));
        WarningRule rule = code.warnings();
        if (rule.loses(count)) {
            rulings.add(Verdicts.loss(code, c, count + " warnings", rule.article()));
        } else if (rule.pointsPerWarning() > 0) {
            rulings.add(new Ruling.PenaltyPoints(c, rule.pointsPerWarning(), "warning", rule.article()));
        }
        return rulings;
    }

    private static List<Ruling> chosen(CompetitionCode code, Ruleset rules, Infraction infraction, Sanction sanction,
                                       Optional<RefereeChoice> choice, Ledger ledger) {
        String what = Verdicts.words(infraction.kind());
        String article = sanction.article();
        if (choice.isEmpty() || !sanction.choices().contains(choice.get())) {
            return List.of(new Ruling.ActionRefused(what, "the referee must choose one of " + sanction.choices()
                    .stream().map(c -> c.name().toLowerCase().replace('_', '-')).toList(), article));
        }
        if (choice.get() == RefereeChoice.BOTH_LOSE && !code.bothLoseAvailable()) {
            return List.of(new Ruling.ActionRefused(what,
                    "both players cannot lose where a computer pairs; pair by hand or choose otherwise", article));
        }
        return switch (choice.get()) {
            case WARNING -> warn(code, ledger, infraction.offender().orElseThrow(), what, article);
            case LOSS -> List.of(Verdicts.loss(code, infraction.offender().orElseThrow(), what, article));
            case RESTORE -> List.of(new Ruling.BoardCorrected("the moved stones go back to their places"
                    + movedStones(infraction, rules.boardSize()), article));
            case DECLARE_VALID -> declaredValid(infraction, article);
            case RECREATE -> List.of(new Ruling.BoardCorrected("the position is recreated and play continues", article));
            case DRAW -> List.of(Verdicts.draw(code, what, article));
            case REPLAY -> List.of(new Ruling.Replay(false, what, article));
            case BOTH_LOSE -> List.of(Verdicts.bothLose(code, what, article));
        };
    }

    private static String movedStones(Infraction infraction, int size) {
        List<MovedStone> stones = infraction instanceof Infraction.MovedStones m ? m.stones() : List.of();
        return stones.isEmpty() ? "" : " (" + String.join(", ", stones.stream().map(s -> s.name(size)).toList()) + ")";
    }

    // Incheon 2013 code art. 5.1.6 (2), Chinese 2002 art. 17.5 (2): play goes on with the stones where they were found.
    private static List<Ruling> declaredValid(Infraction infraction, String article) {
        if (!(infraction instanceof Infraction.MovedStones m) || m.stones().isEmpty()) {
            return List.of(new Ruling.ActionRefused(Verdicts.words(infraction.kind()),
                    "the moved stones can be declared valid only when the claim says which stones went where", article));
        }
        return List.of(new Ruling.StonesDeclaredValid(m.stones(), article));
    }

    private static List<Ruling> misconduct(CompetitionCode code, Infraction.Misconduct m, boolean gameOver, Sanction sanction) {
        List<Ruling> rulings = new ArrayList<>();
        if (m.afterResult() || gameOver) {
            rulings.add(new Ruling.ResultsCancelled(m.offenders(), m.cancelAllResults(), sanction.article()));
        } else if (m.offenders().size() == 1) {
            rulings.add(Verdicts.loss(code, m.offenders().iterator().next(), "misconduct", sanction.article()));
        } else {
            rulings.add(Verdicts.bothLose(code, "misconduct by both", sanction.article()));
        }
        if (m.grave()) {
            m.offenders().stream().sorted().forEach(c -> rulings.add(new Ruling.Barred(c, sanction.article())));
        }
        return rulings;
    }

    private static List<Ruling> wrongColours(CompetitionCode code, Infraction.WrongColours wrong, Sanction sanction) {
        // Chinese 2002 art. 17.1: found by the 10th move (included) it is corrected; later the game stands.
        boolean corrected = wrong.movesCompleted() <= code.wrongColoursCorrectableThrough();
        return List.of(new Ruling.ColoursRuling(corrected, sanction.article()));
    }

    private static boolean ends(List<Ruling> rulings) {
        return rulings.stream().anyMatch(r -> r instanceof Ruling.ResultDeclared);
    }
}
