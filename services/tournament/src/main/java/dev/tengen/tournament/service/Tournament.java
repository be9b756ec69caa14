package dev.tengen.tournament.service;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import dev.tengen.rank.Rank;
import dev.tengen.rank.Result;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import dev.tengen.tournament.service.api.ConfigureTournament;
import dev.tengen.tournament.service.api.CreateTournament;
import dev.tengen.tournament.service.api.PairingSystems;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import dev.tengen.tournament.service.api.Refusal;
import dev.tengen.tournament.service.api.RegisterPlayer;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import dev.tengen.tournament.service.api.TournamentRefused;
import dev.tengen.tournament.service.api.WithdrawPlayer;
import java.util.HashMap;
import java.util.Map;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;

/**
 * A tournament, event-sourced: it decides in its command handlers and changes only in its event-sourcing
 * handlers. It keeps just what its decisions need; the lists people read are projections.
 *
 * <p>Command handlers other than creation return the tournament's version after the change (the sequence
 * number of its last event), which callers use as an ETag.
 */
public class Tournament {

    @AggregateIdentifier
    private String tournamentId;

    private final Map<String, Entrant> entrants = new HashMap<>();

    /** Axon rebuilds the tournament from its events into this empty instance. */
    protected Tournament() {
    }

    @CommandHandler
    public Tournament(CreateTournament command) {
        requireText(command.name(), Refusal.TOURNAMENT_NAME_BLANK, "A tournament needs a name.");
        apply(new TournamentCreated(command.tournamentId(), command.name().strip(), command.by(), command.at()));
    }

    @CommandHandler
    public long handle(ConfigureTournament command) {
        Ruleset ruleset = Rulesets.byName(command.ruleSet()).orElseThrow(() -> refuse(Refusal.UNKNOWN_RULE_SET,
                "'" + command.ruleSet() + "' is not a rule set Tengen knows; choose one of "
                        + String.join(", ", Rulesets.names()) + "."));
        if (command.boardSize() < Ruleset.MIN_BOARD_SIZE || command.boardSize() > Ruleset.MAX_BOARD_SIZE) {
            throw refuse(Refusal.BOARD_SIZE_OUT_OF_RANGE, "A board has " + Ruleset.MIN_BOARD_SIZE + " to "
                    + Ruleset.MAX_BOARD_SIZE + " lines; " + command.boardSize() + " is outside that range.");
        }
        if (command.rounds() < 1) {
            throw refuse(Refusal.ROUNDS_OUT_OF_RANGE,
                    "A tournament has at least one round; " + command.rounds() + " were asked for.");
        }
        String pairingSystem = PairingSystems.NAMES.stream()
                .filter(name -> name.equalsIgnoreCase(command.pairingSystem().strip()))
                .findFirst()
                .orElseThrow(() -> refuse(Refusal.UNKNOWN_PAIRING_SYSTEM,
                        "'" + command.pairingSystem() + "' is not a pairing system Tengen knows; choose one of "
                                + String.join(", ", PairingSystems.NAMES) + "."));
        apply(new TournamentConfigured(tournamentId, ruleset.name(), command.boardSize(), command.rounds(), pairingSystem,
                command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(RegisterPlayer command) {
        requireText(command.name(), Refusal.PLAYER_NAME_BLANK, "A player needs a name.");
        Rank rank = switch (Rank.parse(command.rank().strip())) {
            case Result.Ok<Rank> ok -> ok.value();
            case Result.Refused<Rank> refused -> throw refuse(Refusal.RANK_MALFORMED, asSentence(refused.reason()));
        };
        Entrant entrant = new Entrant(command.name().strip(), command.club().strip(), false);
        if (entrants.containsKey(command.playerId())) {
            throw refuse(Refusal.PLAYER_ALREADY_REGISTERED,
                    "Player " + command.playerId() + " is already registered in this tournament.");
        }
        entrants.entrySet().stream()
                .filter(registered -> registered.getValue().isSamePersonAs(entrant))
                .findFirst()
                .ifPresent(registered -> {
                    throw refuse(Refusal.PLAYER_ALREADY_REGISTERED, registered.getValue().describe()
                            + " is already registered in this tournament, as player " + registered.getKey() + ".");
                });
        apply(new PlayerRegistered(tournamentId, command.playerId(), entrant.name(), rank.notation(), entrant.club(),
                command.country().strip(), command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(WithdrawPlayer command) {
        Entrant entrant = entrants.get(command.playerId());
        if (entrant == null) {
            throw refuse(Refusal.PLAYER_NOT_FOUND,
                    "No player " + command.playerId() + " is registered in this tournament.");
        }
        if (entrant.withdrawn()) {
            // Chinese 2002 art. 28: a withdrawal is final for the tournament; there is nothing left to withdraw from.
            throw refuse(Refusal.PLAYER_ALREADY_WITHDRAWN,
                    entrant.describe() + " has already withdrawn from this tournament (Chinese 2002 art. 28).");
        }
        apply(new PlayerWithdrawn(tournamentId, command.playerId(), command.reason().strip(), command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @EventSourcingHandler
    void on(TournamentCreated event) {
        tournamentId = event.tournamentId();
    }

    @EventSourcingHandler
    void on(PlayerRegistered event) {
        entrants.put(event.playerId(), new Entrant(event.name(), event.club(), false));
    }

    @EventSourcingHandler
    void on(PlayerWithdrawn event) {
        entrants.computeIfPresent(event.playerId(), (id, entrant) -> entrant.withdraw());
    }

    private static void requireText(String text, Refusal refusal, String sentence) {
        if (text.isBlank()) {
            throw refuse(refusal, sentence);
        }
    }

    /** The engine's reasons start in lower case, to be embedded; a refusal is read on its own. */
    private static String asSentence(String reason) {
        return Character.toUpperCase(reason.charAt(0)) + reason.substring(1);
    }

    private static TournamentRefused refuse(Refusal refusal, String sentence) {
        return new TournamentRefused(refusal, sentence);
    }
}
