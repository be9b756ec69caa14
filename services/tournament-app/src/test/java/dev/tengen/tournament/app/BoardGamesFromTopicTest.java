package dev.tengen.tournament.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.clock.TimeControl;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.game.service.GameRecord;
import dev.tengen.game.service.api.ArrivalRecorded;
import dev.tengen.game.service.api.ClockFace;
import dev.tengen.game.service.api.ClockStarted;
import dev.tengen.game.service.api.GameResultCorrected;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.GameVoided;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PassCounted;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.game.service.api.RecountRequested;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.TurnLost;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.GameSummary;
import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.web.BoardGames;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.axonframework.eventhandling.AnnotationEventHandlerAdapter;
import org.axonframework.eventhandling.GenericEventMessage;
import org.junit.jupiter.api.Test;

/**
 * The board games' projection, a pure fold without servers: for the same events it answers what the embedded
 * platform's BoardGamesInProcess reads from the game's record (services/game) and the game archive (read-models),
 * after every event of a timed game that is played, proposed, recounted, confirmed and corrected.
 */
class BoardGamesFromTopicTest {

    private static final String T = "t-1";
    private static final Instant START = Instant.parse("2026-05-01T09:00:00Z");
    private static final TimeControl HOUR = new TimeControl("sudden-death", Duration.ofHours(1), null, null, null, null,
            null);

    private static Instant minute(int minute) {
        return START.plus(Duration.ofMinutes(minute));
    }

    /** A game of board 1 as the game service records it; numbers are the record's move numbers. */
    private static List<Object> playedGame() {
        return List.of(
                new GameStarted("g1", T, 1, 1, "ann", "bo", "korean-2016", "incheon-2013", 9, 0, 6.5, HOUR, "td", START),
                new ClockStarted("g1", T, Color.BLACK, "referee-han", minute(1)),
                new ArrivalRecorded("g1", T, Color.WHITE, Duration.ofMinutes(4), Duration.ZERO, false,
                        "White arrived 4 minutes late", "", "referee-han", minute(4)),
                new MovePlayed("g1", T, 1, Color.BLACK, "E5", List.of(), "ann", minute(5)),
                new MovePlayed("g1", T, 2, Color.WHITE, "E6", List.of(), "bo", minute(6)),
                new MovePlayed("g1", T, 3, Color.BLACK, "D6", List.of(), "ann", minute(7)),
                new TurnLost("g1", T, 4, Color.WHITE, "art. 9", "referee-han", minute(8)),
                new MovePlayed("g1", T, 5, Color.BLACK, "F6", List.of(), "ann", minute(9)),
                new PassCounted("g1", T, 6, Color.WHITE, 2, "AGA rule 7", "referee-han", minute(10)),
                new PassPlayed("g1", T, 7, Color.BLACK, "ann", minute(11)),
                new ResultProposed("g1", T, "B+R", Color.BLACK, Outcome.BLACK_WINS, "resignation", "", false, "bo",
                        minute(12)),
                new RecountRequested("g1", T, Color.WHITE, "art. 4.4", "bo", minute(13)),
                new ResultProposed("g1", T, "B+R", Color.BLACK, Outcome.BLACK_WINS, "resignation", "", false, "bo",
                        minute(14)),
                new ResultConfirmed("g1", T, 1, 1, "ann", "bo", Outcome.BLACK_WINS, false, "B+R", "White resigned",
                        List.of("ann", "bo", "referee-han"), minute(15)),
                new GameResultCorrected("g1", T, 1, 1, "B+R", Outcome.WHITE_WINS, false, "W+F", "Black's misconduct",
                        "decision:d-1", "td", minute(30)));
    }

    private static PublishedEvent published(String gameId, long sequence) {
        return new PublishedEvent("e-" + gameId + "-" + sequence, "Game", gameId, sequence, "payload", null,
                START.toString(), new byte[0], null, sequence);
    }

    @Test
    void answersAsTheGamesRecordAndTheArchiveAfterEveryEvent() {
        BoardGamesFromTopic boards = new BoardGamesFromTopic();
        GameArchive archive = new GameArchive();
        AnnotationEventHandlerAdapter archiving = new AnnotationEventHandlerAdapter(archive);
        List<Object> events = playedGame();
        List<Object> seen = new ArrayList<>();
        for (Object event : events) {
            boards.apply(published("g1", seen.size()), event);
            seen.add(event);
            try {
                archiving.handle(GenericEventMessage.asEventMessage(event));
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            String after = "after " + event.getClass().getSimpleName() + " (event " + seen.size() + ")";
            GameRecord record = GameRecord.of(seen);
            BoardGames.BoardGame game = boards.game("g1").orElseThrow();
            assertEquals(record.voided().isPresent(), game.voided(), after);
            assertEquals(record.confirmed().map(c -> List.of(c.result(), c.reason())),
                    game.confirmed().map(c -> List.of(c.result(), c.reason())), after);
            assertEquals(record.entries().size(), game.moves(), after);
            assertEquals(record.proposed().isPresent(), game.resultProposed(), after);

            GameSummary summary = archive.summary("g1").orElseThrow();
            BoardGames.Progress progress = boards.progress("g1").orElseThrow();
            assertEquals(summary.moves(), progress.moves(), after);
            assertEquals(summary.lastMoveAt(), progress.lastMoveAt(), after);
            ClockFace face = summary.clock();
            assertEquals(face.startedAt(), progress.clock().startedAt(), after);
            assertEquals(face.running(), progress.clock().running(), after);
            assertNull(face.blackArrival(), after);
            assertNull(progress.clock().blackArrival(), after);
            assertEquals(face.whiteArrival() == null, progress.clock().whiteArrival() == null, after);
        }
    }

    @Test
    void theEndOfThePlayedGameIsAsTheEventsSay() {
        BoardGamesFromTopic boards = new BoardGamesFromTopic();
        List<Object> events = playedGame();
        for (int i = 0; i < events.size(); i++) {
            boards.apply(published("g1", i), events.get(i));
        }
        BoardGames.BoardGame game = boards.game("g1").orElseThrow();
        // 4 stones, a lost turn, a counted pass, a pass: 7 entries; the counted pass took back White's E6: 6 moves
        assertEquals(new BoardGames.BoardGame(false, Optional.of(new BoardGames.Confirmed("W+F", "Black's misconduct")),
                7, true), game);
        BoardGames.Progress progress = boards.progress("g1").orElseThrow();
        assertEquals(6, progress.moves());
        assertEquals(minute(11), progress.lastMoveAt());
        assertEquals(minute(1), progress.clock().startedAt());
        assertNull(progress.clock().running(), "the proposed result stopped the clock");
        assertEquals(new BoardGames.Arrival(Duration.ofMinutes(4), false), progress.clock().whiteArrival());
    }

    @Test
    void aVoidedGameIsVoidAndAnUnknownGameIsEmpty() {
        BoardGamesFromTopic boards = new BoardGamesFromTopic();
        boards.apply(published("g2", 0), new GameStarted("g2", T, 1, 2, "cy", "di", "korean-2016", "incheon-2013", 9, 0,
                6.5, "td", START));
        boards.apply(published("g2", 1), new MovePlayed("g2", T, 1, Color.BLACK, "E5", List.of(), "cy", minute(2)));
        boards.apply(published("g2", 2), new GameVoided("g2", T, 1, 2, "wrong colours", 1, "td", minute(3)));

        assertEquals(new BoardGames.BoardGame(true, Optional.empty(), 1, false), boards.game("g2").orElseThrow());
        assertNull(boards.progress("g2").orElseThrow().clock(), "an untimed game has no clock");
        assertTrue(boards.game("g3").isEmpty());
        assertTrue(boards.progress("g3").isEmpty());
    }

    @Test
    void anEventDeliveredAgainChangesNothing() {
        BoardGamesFromTopic boards = new BoardGamesFromTopic();
        List<Object> events = playedGame();
        for (int i = 0; i < 5; i++) {
            assertTrue(boards.apply(published("g1", i), events.get(i)));
        }
        assertFalse(boards.apply(published("g1", 4), events.get(4)), "the last event again");
        assertFalse(boards.apply(published("g1", 3), events.get(3)), "an earlier event again");

        assertEquals(2, boards.game("g1").orElseThrow().moves());
        assertEquals(minute(6), boards.progress("g1").orElseThrow().lastMoveAt());
    }

    @Test
    void awaitingKnownGamesReturnsOnceTheyAreKnown() throws InterruptedException {
        BoardGamesFromTopic boards = new BoardGamesFromTopic();
        Thread opening = Thread.ofPlatform().start(() -> {
            sleep(200);
            boards.apply(published("g9", 0), new GameStarted("g9", T, 2, 1, "ann", "cy", "korean-2016", "incheon-2013",
                    9, 0, 6.5, "td", START));
        });
        long began = System.nanoTime();
        boards.awaitKnown(List.of("g9"));
        long waited = (System.nanoTime() - began) / 1_000_000;
        opening.join();
        assertTrue(boards.game("g9").isPresent());
        assertTrue(waited < BoardGamesFromTopic.GAME_OPENING.toMillis(), "waited " + waited + " ms");
    }

    @Test
    void theDecisionFactsAreTheGamesStartItsConfirmedResultAndItsDecisionsInTheirOrder() {
        BoardGamesFromTopic boards = new BoardGamesFromTopic();
        List<Object> events = new ArrayList<>(playedGame());
        RefereeDecided decision = new RefereeDecided("g1", T, "d-1", "misconduct", Color.BLACK, null, null,
                List.of(), false, "referee-han", minute(20));
        events.add(events.size() - 1, decision);
        for (int i = 0; i < events.size(); i++) {
            boards.apply(published("g1", i), events.get(i));
        }

        // by hand from playedGame(): the start (0), the confirmation (13), the decision; moves, proposals left out
        assertEquals(List.of(events.getFirst(), events.get(13), decision), boards.decisionFacts("g1", 15));
    }

    @Test
    void theDecisionFactsOfAGameNotReadThatFarAreRefused() {
        BoardGamesFromTopic boards = new BoardGamesFromTopic();
        boards.apply(published("g1", 0), playedGame().getFirst());

        assertThrows(IllegalStateException.class, () -> boards.decisionFacts("g1", 1));
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
