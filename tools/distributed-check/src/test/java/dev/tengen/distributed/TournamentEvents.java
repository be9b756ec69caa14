package dev.tengen.distributed;

import dev.tengen.distributed.kafka.EventRecords;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.axonframework.eventhandling.AnnotationEventHandlerAdapter;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.GenericDomainEventEntry;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventhandling.TrackedDomainEventData;
import org.axonframework.messaging.MetaData;

/**
 * A small Swiss tournament's events as the tournament service's and the game service's publishers write them
 * (EventRecords, the services' serializer), one second apart: the tournament's stream on tengen.tournament, each game's
 * on tengen.game. The same events, in the same order, are what the embedded platform's read model is given
 * ({@link #embedded}) to compute what the public views must show.
 */
final class TournamentEvents {

    /** One stored event: which stream it belongs to and its payload. */
    record Stored(String eventId, ServiceTopic topic, String aggregateType, String aggregateId, long sequence,
            Instant at, Object payload) {
    }

    private static final Instant START = Instant.parse("2026-11-22T09:00:00Z");
    private static final String[] PLAYERS = {"ann", "bo", "cy", "dan"};
    private static final String[] NAMES = {"Ann Lee", "Bo Park", "Cy Cho", "Dan Kim"};
    private static final String[] RANKS = {"4d", "3d", "2d", "1d"};

    final String tournamentId = "t-" + UUID.randomUUID();
    private final List<Stored> events = new ArrayList<>();
    private final Map<String, Long> sequences = new HashMap<>();

    /** Created, configured for three Swiss rounds, four players registered. */
    TournamentEvents() {
        tournament(new TournamentCreated(tournamentId, "Distributed Open", "organizer", next()));
        tournament(new TournamentConfigured(tournamentId, "korean-2016", 19, 3, "swiss", "organizer", next()));
        for (int i = 0; i < PLAYERS.length; i++) {
            tournament(new PlayerRegistered(tournamentId, PLAYERS[i], NAMES[i], RANKS[i], "Seoul Baduk", "KR",
                    "organizer", next()));
        }
    }

    /**
     * Round {@code round} published with two boards ({@code pairs}: black, white, black, white), both games started
     * and won by Black; returns this.
     */
    TournamentEvents round(int round, String... pairs) {
        List<PairedGame> games = new ArrayList<>();
        for (int board = 1; board <= 2; board++) {
            games.add(new PairedGame(board, PairedGame.gameId(tournamentId, round, board), pairs[2 * board - 2],
                    pairs[2 * board - 1], 0, 6.5));
        }
        tournament(new RoundPublished(tournamentId, round, "korean-2016", "incheon-2013", 19, games, List.of(),
                "organizer", next()));
        for (PairedGame g : games) {
            game(g.gameId(), new GameStarted(g.gameId(), tournamentId, round, g.board(), g.black(), g.white(),
                    "korean-2016", "incheon-2013", 19, 0, 6.5, "organizer", next()));
        }
        for (PairedGame g : games) {
            game(g.gameId(), new ResultConfirmed(g.gameId(), tournamentId, round, g.board(), g.black(), g.white(),
                    Outcome.BLACK_WINS, false, "B+R", "resignation", List.of(g.black(), g.white()), next()));
        }
        return this;
    }

    List<Stored> events() {
        return List.copyOf(events);
    }

    /** The embedded platform's read model given {@code events} in their order. */
    static TournamentBook embedded(List<Stored> events) throws Exception {
        return replayed(messages(events), new TournamentBook());
    }

    /** {@code events} as the embedded platform's event handlers receive them. */
    static List<DomainEventMessage<?>> messages(List<Stored> events) {
        return events.stream().<DomainEventMessage<?>>map(e -> new GenericDomainEventMessage<>(e.aggregateType(),
                e.aggregateId(), e.sequence(), e.payload(), MetaData.emptyInstance(), e.eventId(), e.at())).toList();
    }

    /** {@code model}, one of the embedded platform's read models, given {@code events} (as a store gives them) in order. */
    static <T> T replayed(List<DomainEventMessage<?>> events, T model) throws Exception {
        AnnotationEventHandlerAdapter handler = new AnnotationEventHandlerAdapter(model);
        for (DomainEventMessage<?> e : events) {
            handler.handle(e);
        }
        return model;
    }

    /** Publishes {@code events} to their topics as the services' publishers do, and waits for Kafka's acknowledgement. */
    static void publish(List<Stored> events) throws Exception {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, ServiceStores.bootstrap());
        try (KafkaProducer<String, byte[]> kafka = new KafkaProducer<>(config, new StringSerializer(),
                new ByteArraySerializer())) {
            for (Stored e : events) {
                kafka.send(record(e)).get(30, TimeUnit.SECONDS);
            }
        }
    }

    private static ProducerRecord<String, byte[]> record(Stored e) {
        GenericDomainEventEntry<byte[]> entry = new GenericDomainEventEntry<>(e.aggregateType(), e.aggregateId(),
                e.sequence(), e.eventId(), e.at().toString(), e.payload().getClass().getName(), null,
                ServiceStores.SERIALIZER.serialize(e.payload(), byte[].class).getData(),
                ServiceStores.SERIALIZER.serialize(MetaData.emptyInstance(), byte[].class).getData());
        return EventRecords.toRecord(e.topic().topic(), new TrackedDomainEventData<>(
                GapAwareTrackingToken.newInstance(e.sequence(), Collections.emptySortedSet()), entry));
    }

    private void tournament(Object payload) {
        add(ServiceTopic.TOURNAMENT, "Tournament", tournamentId, payload);
    }

    private void game(String gameId, Object payload) {
        add(ServiceTopic.GAME, "Game", gameId, payload);
    }

    private void add(ServiceTopic topic, String type, String aggregateId, Object payload) {
        long sequence = sequences.merge(aggregateId, 1L, Long::sum) - 1;
        events.add(new Stored(UUID.randomUUID().toString(), topic, type, aggregateId, sequence, next(), payload));
    }

    /** The time of the next event: the one its payload says and its store gave it. */
    private Instant next() {
        return START.plusSeconds(events.size());
    }
}
