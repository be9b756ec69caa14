package dev.tengen.tournament.service.flow;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.RulingLine;
import dev.tengen.rules.Color;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.service.api.BanPlayer;
import dev.tengen.tournament.service.api.CorrectResult;
import dev.tengen.tournament.service.api.PlayerRegistered;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.jboss.logging.Logger;

/**
 * The process manager from a referee's finding to the tournament and the sanctions registry: a decision that cancels
 * a confirmed result corrects it in the tournament, and one that bars a player from future competitions (grave misconduct, Incheon 2013 code art. 6.1; Chinese 2002 art. 23.1) enters the registry once it
 * takes effect, that is when the Chief Referee made it or concurred with it (Incheon 2013 duties art. 2.5). Replayed at each
 * start like the platform's round flow; the ban's id and the correction's source are the decision's, so a replay bans no one
 * twice and corrects nothing twice.
 */
@ProcessingGroup(SanctionFlow.PROCESSING_GROUP)
public class SanctionFlow {

    public static final String PROCESSING_GROUP = "sanction-flow";

    private static final Logger LOG = Logger.getLogger(SanctionFlow.class);

    private final Supplier<CommandGateway> commands;
    private final Function<String, List<Object>> streams;

    public SanctionFlow(Supplier<CommandGateway> commands, Supplier<EventStore> events) {
        this(commands, aggregateId -> events.get().readEvents(aggregateId).asStream()
                .map(DomainEventMessage::getPayload).map(Object.class::cast).toList());
    }

    /**
     * {@code streams}: an aggregate's events in their order, by its id (a game's and a tournament's), where they are
     * not in one store (the distributed deployment reads the game's from its topic).
     */
    public SanctionFlow(Supplier<CommandGateway> commands, Function<String, List<Object>> streams) {
        this.commands = commands;
        this.streams = streams;
    }

    @EventHandler
    void on(RefereeDecided decision) {
        if (!decision.awaitsChiefReferee() && concernsThisFlow(decision)) {
            takeEffect(decision, stream(decision.gameId()), decision, decision.by(), decision.at());
        }
    }

    @EventHandler
    void on(PenaltyReviewed review) {
        if (!review.concurred()) {
            return;
        }
        List<Object> game = stream(review.gameId());
        game.stream().filter(RefereeDecided.class::isInstance).map(RefereeDecided.class::cast)
                .filter(d -> d.decisionId().equals(review.decisionId())).findFirst()
                .filter(SanctionFlow::concernsThisFlow)
                .ifPresent(decision -> takeEffect(decision, game, review, review.by(), review.at()));
    }

    /** Only bars and cancelled results reach beyond the game; the other rulings are the game's own. */
    private static boolean concernsThisFlow(RefereeDecided decision) {
        return decision.rulings().stream().anyMatch(line -> line.kind().equals(RulingLine.BARRED)
                || line.kind().equals(RulingLine.RESULTS_CANCELLED));
    }

    /** {@code game}: the game's events as stored, read once for both effects. */
    private void takeEffect(RefereeDecided decision, List<Object> game, Object trigger, String by, Instant at) {
        bar(decision, (GameStarted) game.getFirst(), by, at);
        cancel(decision, game, trigger, by, at);
    }

    /**
     * A result cancelled after it was confirmed (Incheon 2013 code art. 6.1; Chinese 2002 art. 23.1: "even if ...
     * discovered and confirmed after many rounds") is corrected in the tournament, as a loss for the offender or for
     * both; standings recompute and the later rounds paired on the old result say so. Before the confirmation the
     * game itself proposed the new result.
     */
    private void cancel(RefereeDecided decision, List<Object> game, Object trigger, String by, Instant at) {
        int when = game.indexOf(trigger);
        boolean confirmedBefore = game.subList(0, when < 0 ? game.size() : when).stream()
                .anyMatch(ResultConfirmed.class::isInstance);
        if (!confirmedBefore) {
            return;
        }
        GameStarted start = (GameStarted) game.getFirst();
        for (RulingLine line : decision.rulings()) {
            if (!line.kind().equals(RulingLine.RESULTS_CANCELLED)) {
                continue;
            }
            Outcome outcome = line.player() == null ? Outcome.BOTH_LOSE
                    : line.player() == Color.BLACK ? Outcome.WHITE_WINS : Outcome.BLACK_WINS;
            String result = line.player() == null ? "Void" : (line.player() == Color.BLACK ? "W" : "B") + "+F";
            CorrectResult correction = new CorrectResult(decision.tournamentId(), null, start.round(), start.board(),
                    outcome, false, result, decision.infraction() + ": " + line.description(),
                    "decision:" + decision.gameId() + "/" + decision.decisionId(), by, at);
            try {
                commands.get().sendAndWait(correction);
            } catch (RuntimeException failed) {
                LOG.warnf("%s was not carried out: %s", correction, failed.getMessage());
            }
        }
    }

    private void bar(RefereeDecided decision, GameStarted start, String by, Instant at) {
        for (RulingLine line : decision.rulings()) {
            if (!line.kind().equals(RulingLine.BARRED) || line.player() == null) {
                continue;
            }
            String playerId = line.player() == Color.BLACK ? start.black() : start.white();
            Optional<PlayerRegistered> player = stream(decision.tournamentId()).stream()
                    .filter(PlayerRegistered.class::isInstance).map(PlayerRegistered.class::cast)
                    .filter(p -> p.playerId().equals(playerId)).findFirst();
            BanPlayer ban = new BanPlayer("decision-" + decision.gameId() + "-" + decision.decisionId() + "-"
                    + line.player().name().toLowerCase(), player.map(PlayerRegistered::name).orElse(playerId),
                    player.map(PlayerRegistered::country).orElse(null), decision.infraction() + ": " + line.description()
                    + (decision.note() == null ? "" : " (" + decision.note() + ")"), line.article(),
                    "decision:" + decision.gameId() + "/" + decision.decisionId(), null, by, at);
            try {
                commands.get().sendAndWait(ban);
            } catch (RuntimeException failed) {
                LOG.warnf("%s was not carried out: %s", ban, failed.getMessage());
            }
        }
    }

    private List<Object> stream(String aggregateId) {
        return streams.apply(aggregateId);
    }
}
