package dev.tengen.platform.axon;

import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.platform.tournament.TournamentModule;
import dev.tengen.serialization.EventSerializer;
import java.util.List;
import java.util.stream.Stream;
import java.util.concurrent.TimeUnit;
import java.nio.file.Path;
import org.axonframework.common.transaction.NoTransactionManager;
import org.axonframework.config.Configuration;
import org.axonframework.config.Configurer;
import org.axonframework.config.DefaultConfigurer;
import org.axonframework.eventhandling.TrackingEventProcessorConfiguration;
import org.axonframework.eventsourcing.eventstore.EmbeddedEventStore;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.lifecycle.Phase;
import org.axonframework.eventhandling.tokenstore.inmemory.InMemoryTokenStore;
import org.axonframework.serialization.Serializer;

/**
 * Axon for the one-process platform, by hand (no Quarkus extension for Axon resolves here): aggregates
 * event-sourced from the SQLite file in {@code dataDir}, commands on the caller's thread, the projections
 * together in one tracking event processor and the flows together in another.
 *
 * <p>Projections track the event store rather than subscribe to the bus: a tracking processor sees an event
 * only once it is committed, so a projection never shows a change that a failed commit then lost, and with
 * its token kept in memory it starts from the first event at every start, which is the rebuild the embedded
 * deployment wants. The distributed deployment keeps the same handlers and moves the tokens to a store.
 *
 * <p>Two processors, not one per projection: each tracking processor reads the store and deserialises every
 * event for itself, so nine of them did that work nine times over at every start (docs/BENCHMARKS.md,
 * "Rebuild"). The read models share one read and one deserialised event; the flows have their own thread
 * because they send commands and wait for their commit, which must not hold the public pages back. At start the
 * two share the catch-up's one read of the store ({@link SharedFirstRead}).
 *
 * <p>Aggregates stay cached between commands ({@link dev.tengen.store.RecentAggregates}): without it each command re-reads and
 * replays the tournament's whole history, which halved throughput at 600 events already. The cache is sound
 * because this process is the event store's only writer; Axon evicts an aggregate whose command rolls back.
 */
public final class PlatformAxon {

    /** The processor of every read model (the projections behind the API and the pages). */
    public static final String READ_MODELS = "read-models";
    /** The processor of every flow (the process managers that send commands). */
    public static final String FLOWS = "flows";

    private static final int REPLAY_BATCH = 100;
    /**
     * How long the first processor to catch up at start waits for the other to share its read of the store
     * ({@link SharedFirstRead}); both ask within milliseconds of each other, and one later reads on its own.
     */
    private static final long FIRST_READ_JOIN_WAIT_MILLIS = 2_000;
    /**
     * How long a processor with nothing to read waits for news before it looks at its state again (Axon's default is
     * 1,000 ms). Axon marks a processor caught up only at that look, so with the default every start said it was
     * ready a second after its projections had replayed the store (docs/BENCHMARKS.md, "Issue 17: the platform's
     * figures"). New events end the wait at once whatever its length; an idle look costs nothing here, the tokens
     * being in memory.
     */
    static final int IDLE_LOOK_MILLIS = 50;
    /**
     * How long the event store's reader waits for news before it looks again (Axon's default is 1,000 ms). It is
     * woken after every commit, but a wake-up that comes while it is still reading is lost, and with commands
     * committed in groups (GroupCommit) that happened often enough to hold a new result back from the standings
     * and a writer's next read for up to a second (docs/BENCHMARKS.md, "Services"). An idle look is one query.
     */
    private static final long FETCH_DELAY_MILLIS = 20;

    private PlatformAxon() {
    }

    /** A configuration, not started yet, with the tournament service alone (for tests of the wiring). */
    public static Configuration configure(Path dataDir, TournamentList tournamentList) {
        return configure(dataDir, List.of(new TournamentModule(tournamentList)));
    }

    /** A configuration, not started yet, with every module's aggregates and projections. */
    public static Configuration configure(Path dataDir, List<AxonModule> modules) {
        return configure(dataDir, modules, new StoreDamage(dataDir.resolve(SqliteEventStore.FILE_NAME)));
    }

    /**
     * A configuration, not started yet, with every module's aggregates and projections, whose reads and writes of
     * the store report damage of the file to {@code damage} (and write nothing once it is damaged).
     */
    public static Configuration configure(Path dataDir, List<AxonModule> modules, StoreDamage damage) {
        return configure(dataDir, modules, damage, StoreCatchUp.PAGE);
    }

    /** As {@link #configure(Path, List, StoreDamage)}, the events stored before the start read {@code catchUpPage} at a time. */
    static Configuration configure(Path dataDir, List<AxonModule> modules, StoreDamage damage, int catchUpPage) {
        ThreadBoundTransactions transactions = new ThreadBoundTransactions(
                SqliteEventStore.dataSource(dataDir, damage.damaged()), damage);
        Serializer serializer = EventSerializer.jackson();
        EventStoreReaders readers = new EventStoreReaders();
        Configurer configurer = DefaultConfigurer.defaultConfiguration(false)
                .configureSerializer(c -> serializer)
                .configureMessageSerializer(c -> serializer)
                .configureEventSerializer(c -> serializer)
                .configureTransactionManager(c -> transactions)
                // No correlation data: Axon's default copies a trace and a correlation id into the metadata of every
                // message built inside a unit of work, including each handler's result during the replay (a tenth of
                // the read models' replay, docs/BENCHMARKS.md "Rebuild"), and nothing here reads them: every event
                // carries its author and time in its payload. The distributed deployment may turn them back on.
                .configureCorrelationDataProviders(c -> List.of())
                .configureEventStore(c -> EmbeddedEventStore.builder()
                        .storageEngine(SqliteEventStore.engine(transactions, serializer, damage))
                        .messageMonitor(c.messageMonitor(EventStore.class, "eventStore"))
                        .threadFactory(readers)
                        .fetchDelay(FETCH_DELAY_MILLIS)
                        .build());
        // After every processor and the event store itself have shut down.
        configurer.onShutdown(Phase.EXTERNAL_CONNECTIONS, readers::awaitEnd);
        configurer.onShutdown(Phase.EXTERNAL_CONNECTIONS, transactions::close);
        Configuration[] built = new Configuration[1];
        configurer.onInitialize(c -> built[0] = c);
        // the processors that catch up at start: those of the two that the modules gave handlers to
        SharedFirstRead firstRead = new SharedFirstRead(() -> (int) Stream.of(READ_MODELS, FLOWS)
                .filter(name -> built[0].eventProcessingConfiguration().eventProcessor(name).isPresent()).count(),
                FIRST_READ_JOIN_WAIT_MILLIS);
        StoreCatchUp store = new StoreCatchUp(transactions, serializer, damage, catchUpPage, firstRead);
        StoredStreams streams = new StoredStreams(transactions, serializer, damage);
        configurer.registerComponent(StoredStreams.class, c -> streams);
        trackInMemory(configurer, READ_MODELS, new ReplayAtStart(READ_MODELS, () -> built[0], store));
        trackInMemory(configurer, FLOWS, new ReplayAtStart(FLOWS, () -> built[0], store));
        for (AxonModule module : modules) {
            module.register(configurer);
        }
        return configurer.buildConfiguration();
    }

    /**
     * One thread, a token in memory, and no transaction: the projection's state is memory, not the file. The events
     * already stored are applied by {@code catchUp} before the processor tracks the store after them.
     */
    private static void trackInMemory(Configurer configurer, String processorName, ReplayAtStart catchUp) {
        configurer.eventProcessing()
                .registerTrackingEventProcessor(processorName, Configuration::eventStore, c -> tracking(catchUp))
                .registerTokenStore(processorName, c -> new InMemoryTokenStore())
                .registerTransactionManager(processorName, c -> NoTransactionManager.INSTANCE);
    }

    /**
     * One thread, batches of {@value #REPLAY_BATCH}, starting where {@code catchUp} ends, an idle look every
     * {@value #IDLE_LOOK_MILLIS} ms.
     */
    static TrackingEventProcessorConfiguration tracking(ReplayAtStart catchUp) {
        return TrackingEventProcessorConfiguration.forSingleThreadedProcessing().andBatchSize(REPLAY_BATCH)
                .andInitialTrackingToken(catchUp)
                .andEventAvailabilityTimeout(IDLE_LOOK_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Puts {@code handler}, of {@code processingGroup}, in the processor {@code processorName}. */
    static void assign(Configurer configurer, String processorName, String processingGroup, Object handler) {
        configurer.eventProcessing()
                .assignHandlerInstancesMatching(processingGroup,
                        candidate -> candidate instanceof PayloadTypeIndexedHandler indexed && indexed.serves(processingGroup))
                .assignProcessingGroup(processingGroup, processorName)
                .registerEventHandler(c -> new PayloadTypeIndexedHandler(processingGroup, handler,
                        c.parameterResolverFactory(), c.handlerDefinition(handler.getClass())));
    }
}
