package dev.tengen.game.app;

import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.serialization.EventSerializer;
import java.time.Instant;
import java.util.UUID;
import org.axonframework.serialization.SerializedObject;

/** A tournament's events as the tests hand them to the game service's followers of tengen.tournament. */
final class TournamentEvents {

    private static final Instant STORED = Instant.parse("2026-11-26T09:00:00Z");

    private TournamentEvents() {
    }

    /** The event as the tournament's publisher puts it on Kafka: the payload as the services' serializer writes it. */
    static PublishedEvent published(Object payload) {
        SerializedObject<byte[]> serialized = EventSerializer.jackson().serialize(payload, byte[].class);
        return new PublishedEvent(UUID.randomUUID().toString(), "Tournament", "t-1", 0,
                serialized.getType().getName(), serialized.getType().getRevision(), STORED.toString(),
                serialized.getData(), null, 0);
    }
}
