package dev.tengen.distributed.kafka;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.axonframework.eventhandling.DomainEventData;
import org.axonframework.eventhandling.TrackedEventData;

/**
 * A stored event as a Kafka record and back. The key is the aggregate's id, so that all of one game's or one
 * tournament's events land in one partition in the order they were stored (issue 15); the value is the serialized
 * payload as stored; the rest of the row travels in headers, as UTF-8 text, named below (docs/OPERATIONS.md).
 */
public final class EventRecords {

    public static final String EVENT_ID = "tengen-event-id";
    public static final String AGGREGATE_TYPE = "tengen-aggregate-type";
    public static final String AGGREGATE_ID = "tengen-aggregate-id";
    public static final String SEQUENCE = "tengen-sequence";
    public static final String PAYLOAD_TYPE = "tengen-payload-type";
    public static final String PAYLOAD_REVISION = "tengen-payload-revision";
    public static final String TIMESTAMP = "tengen-timestamp";
    public static final String GLOBAL_INDEX = "tengen-global-index";
    /** The metadata as stored (serialized), a header of bytes; absent when the event has none. */
    public static final String METADATA = "tengen-metadata";

    private EventRecords() {
    }

    /** The record of {@code stored} for {@code topic}. */
    public static ProducerRecord<String, byte[]> toRecord(String topic, TrackedEventData<?> stored) {
        String aggregateId = null;
        String aggregateType = null;
        long sequence = 0;
        if (stored instanceof DomainEventData<?> domain) {
            aggregateId = domain.getAggregateIdentifier();
            aggregateType = domain.getType();
            sequence = domain.getSequenceNumber();
        }
        // an event stored without an aggregate (Axon stores its own id in the column) is keyed by its id
        String key = aggregateId != null ? aggregateId : stored.getEventIdentifier();
        long globalIndex = stored.trackingToken().position().orElseThrow(
                () -> new IllegalArgumentException("event " + stored.getEventIdentifier() + " has no global index"));
        Headers headers = new RecordHeaders();
        text(headers, EVENT_ID, stored.getEventIdentifier());
        text(headers, AGGREGATE_TYPE, aggregateType);
        text(headers, AGGREGATE_ID, key);
        text(headers, SEQUENCE, Long.toString(sequence));
        text(headers, PAYLOAD_TYPE, stored.getPayload().getType().getName());
        text(headers, PAYLOAD_REVISION, stored.getPayload().getType().getRevision());
        text(headers, TIMESTAMP, stored.getTimestamp().toString());
        text(headers, GLOBAL_INDEX, Long.toString(globalIndex));
        byte[] metaData = bytes(stored.getMetaData() == null ? null : stored.getMetaData().getData());
        if (metaData != null) {
            headers.add(METADATA, metaData);
        }
        return new ProducerRecord<>(topic, null, key, bytes(stored.getPayload().getData()), headers);
    }

    /**
     * Whether a record carries a Tengen event (a publisher's headers), so that a consumer can pass over anything else
     * written to a Tengen topic by mistake instead of stopping at it for ever.
     */
    public static boolean isTengenEvent(ConsumerRecord<String, byte[]> record) {
        Headers headers = record.headers();
        for (String name : List.of(EVENT_ID, AGGREGATE_ID, SEQUENCE, PAYLOAD_TYPE, TIMESTAMP, GLOBAL_INDEX)) {
            if (headers.lastHeader(name) == null) {
                return false;
            }
        }
        return true;
    }

    /** Where a record is, as the logs name it: topic-partition@offset. */
    public static String where(ConsumerRecord<?, ?> record) {
        return record.topic() + "-" + record.partition() + "@" + record.offset();
    }

    /** The event a record carries; a record without Tengen's headers fails, naming its topic and offset. */
    public static PublishedEvent fromRecord(ConsumerRecord<String, byte[]> record) {
        Headers headers = record.headers();
        String where = where(record);
        Header metaData = headers.lastHeader(METADATA);
        return new PublishedEvent(required(headers, EVENT_ID, where), text(headers, AGGREGATE_TYPE),
                required(headers, AGGREGATE_ID, where), Long.parseLong(required(headers, SEQUENCE, where)),
                required(headers, PAYLOAD_TYPE, where), text(headers, PAYLOAD_REVISION),
                required(headers, TIMESTAMP, where), record.value(), metaData == null ? null : metaData.value(),
                Long.parseLong(required(headers, GLOBAL_INDEX, where)));
    }

    private static void text(Headers headers, String name, String value) {
        if (value != null) {
            headers.add(name, value.getBytes(StandardCharsets.UTF_8));
        }
    }

    private static String text(Headers headers, String name) {
        Header header = headers.lastHeader(name);
        return header == null ? null : new String(header.value(), StandardCharsets.UTF_8);
    }

    private static String required(Headers headers, String name, String where) {
        String value = text(headers, name);
        if (value == null) {
            throw new IllegalArgumentException("record " + where + " is not a Tengen event: header " + name
                    + " is missing");
        }
        return value;
    }

    /** The store keeps payloads as bytea (byte[]); a text column would give a String. */
    private static byte[] bytes(Object data) {
        if (data == null) {
            return null;
        }
        return data instanceof byte[] raw ? raw : data.toString().getBytes(StandardCharsets.UTF_8);
    }
}
