package dev.tengen.conduct;

import dev.tengen.rules.Color;
import java.util.ArrayList;
import java.util.List;

/** Rulings on Pair Go rotation errors (Incheon 2013 code art. 2.3.6). */
final class PairGo {

    private PairGo() {}

    static List<Ruling> rotationError(CompetitionCode code, Infraction.RotationError error, Situation situation,
                                      Sanction sanction) {
        PairGoRule rule = code.pairGo().orElseThrow();
        String article = rule.article();
        if (error.intentional()) {
            // Incheon 2013 code art. 2.3.6 (2): an intentional rotation error forfeits the game.
            return List.of(Verdicts.loss(code, error.side(), "an intentional rotation error", article + " (2)"));
        }
        List<Ruling> rulings = new ArrayList<>();
        if (situation.precedingMoveInRotation()) {
            // Incheon 2013 code art. 2.3.6 (4): the move before kept the rotation, so the error costs three points.
            rulings.add(new Ruling.PenaltyPoints(error.side(), rule.rotationPenaltyPoints(), "rotation error", article + " (4)"));
        } else {
            rulings.add(new Ruling.BoardCorrected("no penalty: the move before was out of rotation too", article + " (5)"));
        }
        rulings.add(new Ruling.BoardCorrected(
                "no move is taken back; the rotation continues from the last move played", article + " (6)"));
        return rulings;
    }

    /** Incheon 2013 code art. 2.3.5: resignation is announced by the partner whose turn it is. */
    static boolean mayResign(Rotation rotation, Color side, int partner) {
        Rotation.Seat expected = rotation.expected();
        return expected.side() == side && expected.partner() == partner;
    }
}
