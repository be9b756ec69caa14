package dev.tengen.tournament.app;

import dev.tengen.distributed.kafka.EventRecords;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.distributed.kafka.TopicFollower;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.serialization.EventSerializer;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import jakarta.interceptor.Interceptor;
import org.axonframework.serialization.Serializer;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The game service's events as the tournament follows them (tengen.game, keyed by game id): each event to the board
 * games' projection ({@link BoardGamesFromTopic}) and each game's confirmed result to {@link ResultsFromGames}.
 *
 * <p>Every replica reads every partition (no consumer group: each answers for every game) from the first record at its
 * start, as the application's projections replay the tournament's store; its position in each partition is kept as it
 * reads, and a consumer made again after a failure resumes there. An event applied before (a publisher's resend, a
 * redelivery) is passed over, and its result is not looked at again.
 */
@Singleton
public class GameTopic {

    private final BoardGamesFromTopic boards;
    private final ResultsFromGames results;
    private final Serializer serializer = EventSerializer.jackson();
    private final TopicFollower follower;

    GameTopic(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers, BoardGamesFromTopic boards,
            ResultsFromGames results) {
        this.boards = boards;
        this.results = results;
        this.follower = new TopicFollower("tengen-tournament-games", bootstrapServers, ServiceTopic.GAME.topic(),
                record -> apply(EventRecords.fromRecord(record)));
    }

    /**
     * Hands one record's event, when it is new to the projection, to the results (a confirmed result) and then to the
     * projection: a result that could not be looked at or recorded (the tournament's store away) throws before the
     * projection takes the event, so the follower hands it over again.
     */
    void apply(PublishedEvent published) {
        if (!boards.isNew(published)) {
            return;
        }
        Object event = published.message(serializer).getPayload();
        if (event instanceof ResultConfirmed confirmed) {
            results.confirmed(confirmed);
        }
        boards.apply(published, event);
    }

    /** After Axon has started (ServiceAxon), whose gateway the results are sent through. */
    void start(@Observes @Priority(Interceptor.Priority.APPLICATION + 600) StartupEvent started) {
        boards.forget();
        results.forget();
        follower.start();
    }

    void stop(@Observes ShutdownEvent stopping) {
        follower.close();
    }
}
