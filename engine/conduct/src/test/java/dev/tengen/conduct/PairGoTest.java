package dev.tengen.conduct;

import static dev.tengen.conduct.Play.kinds;
import static dev.tengen.rules.Color.BLACK;
import static dev.tengen.rules.Color.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.rules.Color;
import dev.tengen.rules.Rulesets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Pair Go rotation errors (Incheon 2013 code art. 2.3.6). The normal rotation is Black's female
 * player, White's female, Black's male, White's male (art. 2.3.3).
 */
class PairGoTest {

    private final List<Action> actions = new ArrayList<>();
    private Instant at = Play.START;

    @Test
    void anUnintentionalErrorAfterAMoveInRotationCostsThreePoints() {
        // The seed's example: Bm, Wm, Bf, Wf in rotation, then Bf again instead of Bm.
        play(BLACK, "Bf", "E5").play(WHITE, "Wf", "E6").play(BLACK, "Bm", "D5").play(WHITE, "Wm", "D6")
                .play(BLACK, "Bf", "C5").play(WHITE, "Wf", "C6").play(BLACK, "Bf", "F5");
        List<Ruling> rulings = claim(BLACK, false);
        assertEquals(List.of("PenaltyPoints", "BoardCorrected"), kinds(rulings));
        assertEquals(new Ruling.PenaltyPoints(BLACK, 3, "rotation error", "Incheon 2013 code art. 2.3.6 (4)"), rulings.get(0));
    }

    @Test
    void theRotationContinuesFromTheMoveOutOfTurn() {
        play(BLACK, "Bf", "E5").play(WHITE, "Wf", "E6").play(BLACK, "Bf", "F5");
        claim(BLACK, false);
        // The White female player follows the Black female player: back in rotation, nothing to claim.
        play(WHITE, "Wf", "F6");
        assertEquals(List.of("ActionRefused"), kinds(claim(WHITE, false)));
    }

    @Test
    void failingToReturnToTheRotationIsANewError() {
        play(BLACK, "Bf", "E5").play(WHITE, "Wf", "E6").play(BLACK, "Bf", "F5");
        claim(BLACK, false);
        play(WHITE, "Wm", "F6");
        assertEquals(new Ruling.PenaltyPoints(WHITE, 3, "rotation error", "Incheon 2013 code art. 2.3.6 (4)"), claim(WHITE, false).get(0));
    }

    @Test
    void noPenaltyWhenTheMoveBeforeWasOutOfRotationToo() {
        // Black's female player plays twice for Black (unclaimed); White's male then plays instead of the female.
        play(BLACK, "Bf", "E5").play(WHITE, "Wf", "E6").play(BLACK, "Bf", "F5").play(WHITE, "Wm", "F6");
        List<Ruling> rulings = claim(WHITE, false);
        assertEquals(List.of("BoardCorrected", "BoardCorrected"), kinds(rulings));
        assertEquals("Incheon 2013 code art. 2.3.6 (5)", rulings.get(0).article());
    }

    @Test
    void anIntentionalRotationErrorForfeits() {
        play(BLACK, "Bm", "E5");
        List<Ruling> rulings = claim(BLACK, true);
        assertEquals(List.of("loss"), kinds(rulings));
        assertEquals("Incheon 2013 code art. 2.3.6 (2)", rulings.get(0).article());
    }

    @Test
    void onlyTheMoveJustPlayedCanBeClaimed() {
        play(BLACK, "Bm", "E5").play(WHITE, "Wf", "E6");
        assertEquals(List.of("ActionRefused"), kinds(claim(BLACK, false)));
    }

    @Test
    void onlyThePlayerToMoveMayResignAndThePartnerCannotRetractIt() {
        play(BLACK, "Bf", "E5");
        assertEquals(List.of("ActionRefused"), kinds(handle(new Action.Resign(tick(), WHITE, Optional.of("Wm")))));
        assertEquals(List.of("RESIGNATION"), handle(new Action.Resign(tick(), WHITE, Optional.of("Wf"))).stream()
                .map(r -> ((Ruling.ResultDeclared) r).result().reason().name()).toList());
        List<Ruling> retracted = handle(new Action.WithdrawResignation(tick(), WHITE));
        assertEquals(List.of("ActionRefused"), kinds(retracted));
        assertEquals("Incheon 2013 code art. 2.3.5", retracted.get(0).article());
    }

    private PairGoTest play(Color side, String partner, String point) {
        actions.add(new Action.Place(tick(), side, Play.point(point), Optional.of(partner)));
        return this;
    }

    private List<Ruling> claim(Color side, boolean intentional) {
        return handle(new Action.Claim(tick(), new Infraction.RotationError(side, intentional), Optional.empty()));
    }

    private List<Ruling> handle(Action action) {
        actions.add(action);
        Adjudication a = new Adjudication(setup());
        List<Ruling> last = List.of();
        for (Action x : actions) {
            last = a.handle(x);
        }
        return last;
    }

    private Instant tick() {
        at = at.plusSeconds(10);
        return at;
    }

    private static Setup setup() {
        return new Setup(Rulesets.KOREAN_2013.withBoardSize(9), CompetitionCodes.INCHEON_2013, Play.START, Venue.NEAR_LODGING,
                Optional.empty(), 0, new Team("Black pair", List.of("Bf", "Bm")), new Team("White pair", List.of("Wf", "Wm")),
                Set.of(), Map.of(), false);
    }
}
