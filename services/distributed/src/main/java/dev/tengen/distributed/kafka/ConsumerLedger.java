package dev.tengen.distributed.kafka;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.apache.kafka.common.TopicPartition;

/**
 * What a consumer remembers between runs: the events it applied (by event id) and, per partition, the offset it reads
 * next. It is asked and told once per poll, not once per event: which of a batch's ids it holds, then the batch's
 * applied ids and each partition's next offset. The ids are recorded before the positions move past them, so a
 * consumer stopped between the two re-reads those records and skips them as applied; a consumer stopped after its
 * handlers ran and before the ledger heard of them hands those events over once more, which the handlers' own guard
 * refuses ({@link EventHandler}). {@code dev.tengen.distributed.mongo.MongoLedger} keeps it in MongoDB.
 */
public interface ConsumerLedger {

    /** An event applied by the consumer, read at {@code offset} of {@code partition}. */
    record Applied(PublishedEvent event, TopicPartition partition, long offset) {
    }

    /** Those of {@code eventIds} whose events were applied. */
    Set<String> appliedAmong(Collection<String> eventIds);

    /**
     * Records {@code applied} as applied, then moves each partition of {@code next} to its offset (the next to read;
     * a position never moves back). A recorded id recorded again stays one record.
     */
    void record(List<Applied> applied, Map<TopicPartition, Long> next);

    /** The next offset to read in {@code partition}; empty when this consumer never read it (it starts at the first). */
    OptionalLong position(TopicPartition partition);
}
