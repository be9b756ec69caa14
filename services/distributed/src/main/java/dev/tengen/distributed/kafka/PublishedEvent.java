package dev.tengen.distributed.kafka;

import java.time.Instant;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.SimpleSerializedObject;

/**
 * One stored event as it travels through Kafka: the event store's row, its payload and metadata still serialized as
 * stored (JSON by the services' serializer). {@code globalIndex} is its place in its service's store.
 *
 * @param eventId the event's id, unique in every store: what consumers deduplicate by
 * @param aggregateType the aggregate's type as stored (may be null)
 * @param aggregateId the aggregate's id: the record's key
 * @param sequence the event's number in its aggregate, from 0
 * @param payloadType the payload's class name as stored
 * @param payloadRevision the payload's revision as stored (may be null)
 * @param timestamp when the event was stored, ISO-8601 as the store keeps it
 * @param payload the serialized payload
 * @param metaData the serialized metadata (may be null)
 * @param globalIndex the event's global index in its service's store
 */
public record PublishedEvent(String eventId, String aggregateType, String aggregateId, long sequence,
        String payloadType, String payloadRevision, String timestamp, byte[] payload, byte[] metaData,
        long globalIndex) {

    /** The event as Axon's message, deserialized by {@code serializer} (the one the store was written with). */
    public DomainEventMessage<?> message(Serializer serializer) {
        Object body = serializer.deserialize(
                new SimpleSerializedObject<>(payload, byte[].class, payloadType, payloadRevision));
        MetaData meta = metaData == null || metaData.length == 0 ? MetaData.emptyInstance()
                : serializer.deserialize(new SimpleSerializedObject<>(metaData, byte[].class, MetaData.class.getName(),
                        null));
        return new GenericDomainEventMessage<>(aggregateType, aggregateId, sequence, body, meta, eventId,
                Instant.parse(timestamp));
    }
}
