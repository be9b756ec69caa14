package dev.tengen.tournament.service;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import dev.tengen.tournament.service.api.BanLifted;
import dev.tengen.tournament.service.api.BanPlayer;
import dev.tengen.tournament.service.api.LiftBan;
import dev.tengen.tournament.service.api.PlayerBanned;
import dev.tengen.tournament.service.api.Refusal;
import dev.tengen.tournament.service.api.TournamentRefused;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;

/**
 * One entry of the sanctions registry: a player barred from future competitions, checked when players register.
 * Event-sourced like a tournament, one aggregate per ban, so a ban outlives the tournament that decided it.
 */
public class Ban {

    @AggregateIdentifier
    private String banId;

    private String name;
    private boolean lifted;

    /**
     * The years a ban's last day may fall in: a date a register, a printed list and a federation's file can write
     * (four digits); "-0001-01-01" or "+999999999-12-31" is a typing slip, not a ban. A ban ended in the past stays
     * recordable: a federation's register of sanctions holds its old ones.
     */
    static final int FIRST_YEAR = 1900;
    static final int LAST_YEAR = 9999;

    /** Axon rebuilds the ban from its events into this empty instance. */
    protected Ban() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public long handle(BanPlayer command) {
        if (banId != null) {
            return AggregateLifecycle.getVersion(); // recorded already: a replayed decision bans once
        }
        Tournament.requireName(command.name(), Refusal.BAN_NAME_BLANK, "A ban names the player barred with a name");
        requireText(command.reason(), Refusal.BAN_REASON_BLANK, "A ban states its reason.");
        if (command.until() != null && (command.until().getYear() < FIRST_YEAR || command.until().getYear() > LAST_YEAR)) {
            throw new TournamentRefused(Refusal.BAN_UNTIL_INVALID, "A ban's last day lies in the years " + FIRST_YEAR + " to "
                    + LAST_YEAR + ", not " + command.until() + "; a ban without an end leaves it out.");
        }
        apply(new PlayerBanned(command.banId(), command.name().strip(), blankToNull(command.country()),
                command.reason().strip(), blankToNull(command.article()), blankToNull(command.source()), command.until(),
                command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(LiftBan command) {
        if (lifted) {
            throw new TournamentRefused(Refusal.BAN_ALREADY_LIFTED, "The ban of " + name + " (" + banId
                    + ") was lifted already.");
        }
        requireText(command.reason(), Refusal.BAN_REASON_BLANK, "Lifting a ban states the reason.");
        apply(new BanLifted(banId, name, command.reason().strip(), command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @EventSourcingHandler
    void on(PlayerBanned event) {
        banId = event.banId();
        name = event.name();
    }

    @EventSourcingHandler
    void on(BanLifted event) {
        lifted = true;
    }

    private static void requireText(String text, Refusal refusal, String sentence) {
        if (text == null || text.isBlank()) {
            throw new TournamentRefused(refusal, sentence);
        }
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
