package dev.tengen.game.service;

import static dev.tengen.game.service.Games.AT;
import static dev.tengen.game.service.Games.BY;
import static dev.tengen.game.service.Games.TWO_KOS;
import static dev.tengen.game.service.Games.firstKoOffence;
import static dev.tengen.game.service.Games.history;
import static dev.tengen.game.service.Games.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tengen.game.service.api.DecideInfraction;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.GameRefused;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.IllegalMoveRejected;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.Pass;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.RulingLine;
import dev.tengen.game.service.api.TurnLost;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The preview a referee's screen shows before recording: the events the command would record, decided by the
 * aggregate's own handler on a copy of the game, under the Incheon 2013 code (seed 000: art. 5.3 a ko retaken is a
 * warning and the turn lost, art. 5.7 a second warning loses).
 */
class GamePreviewTest {

    private static final GameStarted KOREAN = Games.started("korean-2016", "incheon-2013", 19, 6.5);

    private static PlayMove play(String color, String point) {
        return new PlayMove("g-1", null, color, point, BY, AT);
    }

    @Test
    void aLegalMoveWouldBePlayedWithItsNumberAndCaptures() {
        List<Object> history = history(KOREAN, moves(1, "B E6", "W F6", "B D5", "W G5", "B E4", "W F4", "B C17", "W E5"));
        assertEquals(List.of(new MovePlayed("g-1", "t-1", 9, Color.BLACK, "F5", List.of("E5"), BY, AT)),
                GamePreview.of(history, play("black", "F5")).events());
    }

    @Test
    void anImmediateKoRetakeWouldBeRefusedWarnedAndCostTheTurn() {
        assertEquals(firstKoOffence(), GamePreview.of(history(KOREAN, TWO_KOS), play("white", "E5")).events());
    }

    @Test
    void aPreviewRecordsNothingSoTheSameRetakeIsStillAFirstWarning() {
        List<Object> history = history(KOREAN, TWO_KOS);
        GamePreview.of(history, play("white", "E5"));
        assertEquals(1 + TWO_KOS.size(), history.size(), "the history is left as it was");
        assertEquals(firstKoOffence(), GamePreview.of(history, play("white", "E5")).events());
    }

    @Test
    void aSecondRetakeWouldLoseTheGame() {
        List<Object> events = new ArrayList<>(TWO_KOS);
        events.addAll(firstKoOffence());
        events.addAll(moves(19, "B P15 xO15"));
        String loses = "White loses: 2 warnings (Incheon 2013 code art. 5.7)";
        assertEquals(List.of(
                new IllegalMoveRejected("g-1", "t-1", Color.WHITE, "O15", "ko", "ko-retaken",
                        "O15 retakes the ko at once; a move elsewhere must come first", "Korean 2016 art. 7",
                        "Incheon 2013 code art. 5.3", BY, AT),
                new WarningIssued("g-1", "t-1", Color.WHITE, 2, "ko retaken", "Incheon 2013 code art. 5.3", BY, AT),
                new GameForfeited("g-1", "t-1", Color.WHITE, loses, "Incheon 2013 code art. 5.7", BY, AT),
                new ResultProposed("g-1", "t-1", "B+F", Color.BLACK, Outcome.BLACK_WINS, "forfeit", loses, false, BY, AT)),
                GamePreview.of(history(KOREAN, events), play("white", "O15")).events());
    }

    @Test
    void aMoveTheCodeOnlyRefusesIsRefusedAsTheCommandWouldBe() {
        GameRefused refused = assertThrows(GameRefused.class,
                () -> GamePreview.of(history(KOREAN, moves(1, "B Q16")), play("white", "Q16")));
        assertEquals("illegal-move", refused.code());
    }

    @Test
    void aPassOutOfTurnWouldLoseTheGameUnderTheIncheonCode() {
        List<Object> events = GamePreview.of(history(KOREAN, moves(1, "B Q16")), new Pass("g-1", null, "black", BY, AT))
                .events();
        assertEquals(List.of(IllegalMoveRejected.class, GameForfeited.class, ResultProposed.class),
                events.stream().map(Object::getClass).toList());
        assertEquals("Incheon 2013 code art. 5.1.1", ((GameForfeited) events.get(1)).article());
    }

    @Test
    void aDecisionWhereTheCodeLeavesAChoiceNeedsTheRefereesChoice() {
        DecideInfraction unchosen = new DecideInfraction("g-1", null, "distracting-opponent", "white", false, null, false,
                null, null, false, BY, AT);
        GameRefused refused = assertThrows(GameRefused.class, () -> GamePreview.of(history(KOREAN, TWO_KOS), unchosen));
        assertEquals("claim-refused", refused.code());
    }

    @Test
    void aChosenLossWouldAwaitTheChiefReferee() {
        DecideInfraction loss = new DecideInfraction("g-1", null, "distracting-opponent", "white", false, null, false,
                "loss", "talked to the opponent", false, BY, AT);
        RefereeDecided decided = (RefereeDecided) GamePreview.of(history(KOREAN, TWO_KOS), loss).events().getFirst();
        assertEquals(List.of(new RulingLine("result", Color.WHITE, 0, Color.BLACK, "forfeit",
                "White loses: distracting opponent (Incheon 2013 code art. 6.3)", "Incheon 2013 code art. 6.3")),
                decided.rulings());
        assertEquals(true, decided.awaitsChiefReferee());
    }

    @Test
    void onlyMovesPassesAndDecisionsArePreviewed() {
        assertThrows(IllegalArgumentException.class, () -> GamePreview.of(history(KOREAN, TWO_KOS), "resign"));
    }

    @Test
    void aTurnLostKeepsItsNumberInThePreview() {
        List<Object> events = GamePreview.of(history(KOREAN, TWO_KOS), play("white", "E5")).events();
        assertEquals(18, ((TurnLost) events.get(2)).number());
    }
}
