package dev.tengen.game.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.game.service.api.PlayerResigned;
import dev.tengen.rules.Color;
import dev.tengen.rules.Game;
import dev.tengen.rules.Move;
import dev.tengen.rules.Point;
import dev.tengen.rules.Violation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link GameRecord#trial()}, the engine's game a move is tried on: the same game as the moves replayed, at every
 * move of a record with two kos, and trying a move on it leaves the record's own game as it was.
 */
class GameRecordTrialTest {

    private static final List<Object> TWO_KOS = Games.history(
            Games.started("korean-2016", "incheon-2013", 19, 6.5), Games.TWO_KOS);

    @Test
    void theTrialIsTheReplayedGameAtEveryMove() {
        GameRecord record = new GameRecord();
        for (Object event : TWO_KOS) {
            record.apply(event);
            assertEquals(state(record.replayed()), state(record.trial()), "after " + event);
        }
    }

    @Test
    void theKoJustTakenIsRefusedOnTheTrial() {
        GameRecord record = GameRecord.of(TWO_KOS);
        Violation refused = record.trial().check(Move.play(Color.WHITE, point("E5"))).orElseThrow();
        assertEquals(Violation.Kind.KO, refused.kind());
    }

    @Test
    void aMoveTriedLeavesTheRecordsGameAsItWas() {
        GameRecord record = GameRecord.of(TWO_KOS);
        String before = state(record.game());
        Game trial = record.trial();
        trial.apply(Move.play(Color.WHITE, point("A1")));
        trial.apply(Move.play(Color.BLACK, point("E5")));
        assertEquals(before, state(record.game()));
        assertEquals(17, record.game().moveCount());
    }

    @Test
    void afterAResignationTheMovesAreReplayed() {
        List<Object> resigned = new ArrayList<>(TWO_KOS);
        resigned.add(new PlayerResigned("g-1", "t-1", Color.WHITE, "Korean 2016 art. 11", Games.BY, Games.AT));
        GameRecord record = GameRecord.of(resigned);
        assertTrue(record.game().result().isPresent(), "the record's game holds the resignation");
        assertEquals(state(record.replayed()), state(record.trial()));
    }

    private static Point point(String name) {
        return Point.parse(name, 19).orElseThrow();
    }

    private static String state(Game game) {
        return String.join("\n", "to move " + game.toMove(), "phase " + game.phase(), "ko " + game.koPoint(),
                "passes " + game.consecutivePasses(), "result " + game.result(),
                "prisoners " + game.prisoners(Color.BLACK) + "/" + game.prisoners(Color.WHITE),
                "record " + game.history(), "board\n" + game.position());
    }
}
