package dev.tengen.distributed.app;

import dev.tengen.distributed.kafka.ConsumerLedger;
import dev.tengen.distributed.kafka.EventConsumer;
import dev.tengen.distributed.kafka.EventHandler;
import java.time.Duration;
import java.util.List;
import org.apache.kafka.common.errors.InterruptException;
import org.apache.kafka.common.errors.WakeupException;
import org.jboss.logging.Logger;

/**
 * Another service's topics followed by a service application, on a thread of its own from {@link #start} to
 * {@link #stop}: an {@link EventConsumer} of the group {@code name} (the application's replicas share its partitions),
 * its position and applied ids in a {@link ConsumerLedger}. A failure (Kafka or the database away, a handler that
 * throws) starts it over from the ledger's position a few seconds later: nothing is skipped, nothing applied twice.
 */
public final class ServiceConsumer {

    private static final Logger LOG = Logger.getLogger(ServiceConsumer.class);
    private static final Duration POLL = Duration.ofMillis(200);
    /** How long it waits before it reads again after a failure. */
    private static final Duration RETRY = Duration.ofSeconds(2);

    private final String name;
    private final String bootstrapServers;
    private final List<String> topics;
    private final ConsumerLedger ledger;
    private final EventHandler handler;
    private Thread thread;
    private volatile boolean stopping;

    public ServiceConsumer(String name, String bootstrapServers, List<String> topics, ConsumerLedger ledger,
            EventHandler handler) {
        this.name = name;
        this.bootstrapServers = bootstrapServers;
        this.topics = List.copyOf(topics);
        this.ledger = ledger;
        this.handler = handler;
    }

    public void start() {
        thread = Thread.ofPlatform().name("consumer-" + name).start(this::follow);
    }

    public void stop() throws InterruptedException {
        stopping = true;
        if (thread != null) {
            thread.interrupt(); // ends a poll in progress (Kafka's InterruptException) or the pause after a failure
            thread.join(Duration.ofSeconds(15));
        }
    }

    private void follow() {
        while (!stopping) {
            EventConsumer consumer = new EventConsumer(name, bootstrapServers, topics, ledger, handler);
            try {
                LOG.infof("Following %s at %s as %s.", topics, bootstrapServers, name);
                while (!stopping) {
                    consumer.poll(POLL);
                }
            } catch (InterruptException | WakeupException stop) {
                // stopping
            } catch (RuntimeException e) {
                if (!stopping) {
                    LOG.warnf("%s cannot be followed (%s); again in %s.", topics, e.getMessage(), RETRY);
                    pause();
                }
            } finally {
                Thread.interrupted(); // the stop's interruption ends the poll; the consumer then closes unhurried
                consumer.close();
            }
        }
    }

    private void pause() {
        try {
            Thread.sleep(RETRY);
        } catch (InterruptedException stop) {
            // stopping: the loop ends
        }
    }
}
