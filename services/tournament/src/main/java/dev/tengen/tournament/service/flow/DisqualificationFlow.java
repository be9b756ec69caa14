package dev.tengen.tournament.service.flow;

import dev.tengen.arbitration.service.api.Sanction;
import dev.tengen.arbitration.service.api.SanctionDecided;
import dev.tengen.tournament.service.api.Refusal;
import dev.tengen.tournament.service.api.TournamentRefused;
import dev.tengen.tournament.service.api.WithdrawPlayer;
import java.util.function.Supplier;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.jboss.logging.Logger;

/**
 * The process manager from the Technical Delegate's decision to the tournament: a disqualification accepted on the
 * Arbitration Committee's recommendation (Incheon 2013 arbitration art. 2.6) takes the player out of the tournament. The withdrawal
 * is the tournament's own way to do that: the player is not paired any more and the games played stand (Chinese
 * 2002 art. 28.3). The sanctions registry (a ban) is not used: it bars a player from future competitions, which the
 * disqualification from these Games does not decide. Replayed at each start like {@link RulingFlow}; the player is
 * then already withdrawn, which the tournament refuses and this flow expects.
 */
@ProcessingGroup(DisqualificationFlow.PROCESSING_GROUP)
public class DisqualificationFlow {

    public static final String PROCESSING_GROUP = "disqualification-flow";

    private static final Logger LOG = Logger.getLogger(DisqualificationFlow.class);

    private final Supplier<CommandGateway> commands;

    public DisqualificationFlow(Supplier<CommandGateway> commands) {
        this.commands = commands;
    }

    @EventHandler
    void on(SanctionDecided decided) {
        if (!decided.accepted() || decided.sanction() != Sanction.DISQUALIFICATION || decided.playerId() == null) {
            return;
        }
        WithdrawPlayer withdrawal = new WithdrawPlayer(decided.tournamentId(), null, decided.playerId(),
                "Disqualified by the Technical Delegate on the Arbitration Committee's recommendation (appeal "
                        + decided.appealId() + ", " + decided.article() + "): " + decided.reasons(),
                decided.by(), decided.at());
        try {
            commands.get().sendAndWait(withdrawal);
        } catch (TournamentRefused refused) {
            if (refused.refusal() != Refusal.PLAYER_ALREADY_WITHDRAWN) {
                LOG.warnf("%s was not carried out: %s", withdrawal, refused.getMessage());
            }
        } catch (RuntimeException failed) {
            LOG.warnf("%s was not carried out: %s", withdrawal, failed.getMessage());
        }
    }
}
