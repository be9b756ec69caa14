package dev.tengen.distributed.kafka;

import java.util.OptionalLong;
import org.apache.kafka.common.TopicPartition;

/**
 * What a consumer remembers between runs: the events it applied (by event id) and, per partition, the offset it reads
 * next. The id is recorded before the position moves past it, so a consumer stopped between the two re-reads the
 * record and skips it as applied. {@code dev.tengen.distributed.mongo.MongoLedger} keeps it in MongoDB.
 */
public interface ConsumerLedger {

    /** Whether the event {@code eventId} was applied. */
    boolean applied(String eventId);

    /** Records {@code event}, read at {@code offset} of {@code partition}, as applied, then the position after it. */
    void recordApplied(PublishedEvent event, TopicPartition partition, long offset);

    /** Moves the position of {@code partition} past {@code offset}, whose event was skipped as already applied. */
    void recordSkipped(TopicPartition partition, long offset);

    /** The next offset to read in {@code partition}; empty when this consumer never read it (it starts at the first). */
    OptionalLong position(TopicPartition partition);
}
