package dev.tengen.game.service;

import static dev.tengen.game.service.Games.TWO_KOS;
import static dev.tengen.game.service.Games.firstKoOffence;
import static dev.tengen.game.service.Games.history;
import static dev.tengen.game.service.Games.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.game.service.api.TurnLost;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.rules.Color;
import dev.tengen.rules.Move;
import dev.tengen.rules.Point;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the game record keeps of an illegal attempt (the events of its ruling) and when a move is its last line sent
 * again; the events are written out by hand as the game service records them (MovesTest).
 */
class AttemptConsequencesTest {

    private static GameRecord record(List<Object> events) {
        return GameRecord.of(history(Games.started("korean-2016", "incheon-2013", 19, 6.5), events));
    }

    @Test
    void anAttemptKeepsTheRulingsRecordedRightAfterItAndNothingLater() {
        List<Object> events = new ArrayList<>(TWO_KOS);
        events.addAll(firstKoOffence());
        events.addAll(moves(19, "B Q4"));
        events.add(new WarningIssued("g-1", "t-1", Color.BLACK, 1, "a phone rang", "Incheon 2013 code art. 5.9",
                Games.BY, Games.AT));
        GameRecord.Attempt attempt = record(events).attempts().getFirst();
        assertEquals(2, attempt.consequences().size());
        assertTrue(attempt.consequences().get(0) instanceof WarningIssued w && w.color() == Color.WHITE);
        assertTrue(attempt.consequences().get(1) instanceof TurnLost);
        assertEquals(List.of("warning 1 to White (Incheon 2013 code art. 5.3)",
                "White loses the turn (Incheon 2013 code art. 5.3)"), attempt.consequenceSentences());
    }

    @Test
    void theLastStoneOrPassAgainIsTheLastLineAndAnythingElseIsNot() {
        GameRecord record = record(moves(1, "B Q16", "W pass"));
        assertTrue(record.repeatsLastLine(Move.pass(Color.WHITE)));
        assertFalse(record.repeatsLastLine(Move.pass(Color.BLACK)));
        GameRecord stone = record(moves(1, "B Q16"));
        assertTrue(stone.repeatsLastLine(Move.play(Color.BLACK, point("Q16"))));
        assertFalse(stone.repeatsLastLine(Move.play(Color.BLACK, point("Q4"))));
        assertFalse(stone.repeatsLastLine(Move.play(Color.WHITE, point("Q16"))));
        assertFalse(record(List.of()).repeatsLastLine(Move.pass(Color.BLACK)));
    }

    @Test
    void aLineFollowedByARulingOnAnAttemptIsNoLongerTheLastRequest() {
        List<Object> events = new ArrayList<>(TWO_KOS);
        events.addAll(firstKoOffence());
        // White's turn was lost: the record's last line is White's lost turn, not Black's F5
        assertFalse(record(events).repeatsLastLine(Move.play(Color.BLACK, point("F5"))));
    }

    private static Point point(String name) {
        return Point.parse(name, 19).orElseThrow();
    }
}
