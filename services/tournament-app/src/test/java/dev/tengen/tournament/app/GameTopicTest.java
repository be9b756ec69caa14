package dev.tengen.tournament.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.serialization.EventSerializer;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.RecordResult;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import org.junit.jupiter.api.Test;

/**
 * The game topic's records as the tournament takes them, without Kafka: a confirmed result goes to the results before
 * the projection takes it, so a result the tournament's store could not take is handed over again; an event applied
 * before is passed over.
 */
class GameTopicTest {

    private static final Instant AT = Instant.parse("2026-05-01T09:00:00Z");
    private static final Serializer SERIALIZER = EventSerializer.jackson();

    private boolean storeAway;
    private final List<RecordResult> sent = new ArrayList<>();
    private final BoardGamesFromTopic boards = new BoardGamesFromTopic();
    private final GameTopic topic = new GameTopic("127.0.0.1:1", boards, new ResultsFromGames(command -> {
        sent.add(command);
        return 1L;
    }, id -> {
        if (storeAway) {
            throw new IllegalStateException("cannot read the event store",
                    new SQLException("Connection refused", "08001"));
        }
        return Stream.empty();
    }, Clock.fixed(AT, ZoneOffset.UTC)));

    private static PublishedEvent published(Object event, String gameId, long sequence) {
        SerializedObject<byte[]> payload = SERIALIZER.serialize(event, byte[].class);
        return new PublishedEvent("e-" + sequence, "Game", gameId, sequence, payload.getType().getName(),
                payload.getType().getRevision(), AT.toString(), payload.getData(), null, sequence);
    }

    private final PublishedEvent started = published(new GameStarted("t-1-r1-b1", "t-1", 1, 1, "p1", "p2",
            "korean-2016", "incheon-2013", 19, 0, 6.5, "platform:round-flow", AT), "t-1-r1-b1", 0);
    private final PublishedEvent confirmed = published(new ResultConfirmed("t-1-r1-b1", "t-1", 1, 1, "p1", "p2",
            Outcome.BLACK_WINS, false, "B+R", "White resigned", List.of("p1", "p2", "referee-han"), AT), "t-1-r1-b1", 1);

    @Test
    void aResultTheTournamentsStoreCouldNotTakeIsHandedOverAgainAndRecordedOnce() {
        topic.apply(started);
        storeAway = true;

        assertThrows(IllegalStateException.class, () -> topic.apply(confirmed));
        assertTrue(boards.game("t-1-r1-b1").orElseThrow().confirmed().isEmpty(), "the projection did not take it");

        storeAway = false;
        topic.apply(confirmed);
        topic.apply(confirmed); // delivered once more

        assertEquals(List.of("B+R"), sent.stream().map(RecordResult::result).toList());
        assertEquals("B+R", boards.game("t-1-r1-b1").orElseThrow().confirmed().orElseThrow().result());
    }
}
