package dev.tengen.tournament.app;

import dev.tengen.distributed.store.StoreUnavailable;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.tournament.service.RecordedBoards;
import dev.tengen.tournament.service.api.RecordResult;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.DomainEventMessage;
import org.jboss.logging.Logger;

/**
 * A game's confirmed result (ResultConfirmed on tengen.game) recorded in its tournament, as the embedded platform's
 * round flow records it: looking before acting ({@link RecordedBoards}), with the boards that hold a result read once
 * per tournament from the tournament's own store and read again after each result this flow records, so that the
 * topic read again at every start, or a result delivered twice, records nothing twice. As a second line the tournament
 * answers the same result twice without a new event (an official's slip recorded between the look and the act).
 */
@Singleton
public class ResultsFromGames {

    /** Who the commands are sent by, in the events they cause. */
    static final String BY = "tournament:results-from-games";

    private static final Logger LOG = Logger.getLogger(ResultsFromGames.class);

    private final Function<RecordResult, Object> send;
    private final Function<String, Stream<?>> tournamentStream;
    private final Clock clock;
    private final Map<String, RecordedBoards> recorded = new HashMap<>();

    @Inject
    ResultsFromGames(Configuration axon, Clock clock) {
        this(command -> axon.commandGateway().sendAndWait(command),
                tournamentId -> axon.eventStore().readEvents(tournamentId).asStream().map(DomainEventMessage::getPayload),
                clock);
    }

    /** {@code send} carries out a command, {@code tournamentStream} reads a tournament's events in their order. */
    ResultsFromGames(Function<RecordResult, Object> send, Function<String, Stream<?>> tournamentStream, Clock clock) {
        this.send = send;
        this.tournamentStream = tournamentStream;
        this.clock = clock;
    }

    /**
     * Records the game's result in its tournament unless its board holds one; a refusal is logged and the flow goes on,
     * as the round flow's; the tournament's store out of reach throws, so that the result is handed over again.
     */
    synchronized void confirmed(ResultConfirmed result) {
        RecordedBoards boards = recorded.computeIfAbsent(result.tournamentId(),
                id -> RecordedBoards.of(tournamentStream.apply(id).toList()));
        boards.toRecord(result, BY, clock.instant()).ifPresent(command -> {
            recorded.remove(result.tournamentId()); // read again at the next result: this one is recorded, or refused
            try {
                send.apply(command);
            } catch (RuntimeException failed) {
                if (StoreUnavailable.isUnreachable(failed)) {
                    throw failed;
                }
                LOG.warnf("%s was not carried out: %s", command, failed.getMessage());
            }
        });
    }

    /** Everything forgotten, before the topic is read again from its first record. */
    synchronized void forget() {
        recorded.clear();
    }
}
