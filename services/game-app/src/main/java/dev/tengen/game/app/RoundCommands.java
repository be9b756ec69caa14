package dev.tengen.game.app;

import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.game.service.api.GameRefused;
import dev.tengen.game.service.flow.RoundGames;
import dev.tengen.serialization.EventSerializer;
import dev.tengen.tournament.service.api.PairingCorrected;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.RoundPublished;
import java.time.Clock;
import java.util.List;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.modelling.command.ConcurrencyException;
import org.axonframework.serialization.Serializer;
import org.jboss.logging.Logger;

/**
 * One event of tengen.tournament as the game service answers it ({@link TournamentRounds} hands them over): the game
 * commands {@link RoundGames} decides a published round, a corrected pairing or a corrected result calls for, sent
 * in order. Other events are passed unread.
 */
final class RoundCommands {

    private static final Logger LOG = Logger.getLogger(RoundCommands.class);
    private static final String ROUND_PUBLISHED = RoundPublished.class.getName();
    private static final String PAIRING_CORRECTED = PairingCorrected.class.getName();
    private static final String RESULT_CORRECTED = ResultCorrected.class.getName();

    private final CommandGateway commands;
    private final RoundGames games;
    private final Clock clock;
    private final Serializer serializer = EventSerializer.jackson();

    RoundCommands(CommandGateway commands, RoundGames games, Clock clock) {
        this.commands = commands;
        this.games = games;
        this.clock = clock;
    }

    /** Sends what {@code event} calls for; throws when a command failed otherwise than by the game's refusal. */
    void apply(PublishedEvent event) {
        List<?> calledFor;
        if (ROUND_PUBLISHED.equals(event.payloadType())) {
            calledFor = games.published((RoundPublished) payload(event), clock.instant());
        } else if (PAIRING_CORRECTED.equals(event.payloadType())) {
            calledFor = games.corrected((PairingCorrected) payload(event), clock.instant());
        } else if (RESULT_CORRECTED.equals(event.payloadType())) {
            calledFor = games.resultCorrected((ResultCorrected) payload(event), clock.instant()).stream().toList();
        } else {
            return;
        }
        calledFor.forEach(this::send);
    }

    private Object payload(PublishedEvent event) {
        return event.message(serializer).getPayload();
    }

    /**
     * A game's refusal (a game with a final result is not voided, say) or a start another writer made at the same
     * moment is logged and the others go on: one board must not stop the others. Any other failure (the store out of
     * reach) is thrown, and the event is read again.
     */
    private void send(Object command) {
        try {
            commands.sendAndWait(command);
        } catch (GameRefused | ConcurrencyException refused) {
            LOG.warnf("%s was not carried out: %s", command, refused.getMessage());
        }
    }
}
