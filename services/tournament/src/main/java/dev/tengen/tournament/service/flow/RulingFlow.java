package dev.tengen.tournament.service.flow;

import dev.tengen.arbitration.service.api.ResultChangedByRuling;
import dev.tengen.tournament.service.api.CorrectResult;
import java.util.function.Supplier;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.jboss.logging.Logger;

/**
 * The process manager from arbitration to the tournament: a ruling that changes a result corrects the board's
 * result in the tournament, from which standings, crosstable and pairing read it (Incheon 2013 arbitration art. 2.4: the ruling is
 * final and effective at once). Replayed at each start like the platform's round flow; the tournament applies each ruling
 * once (its {@code source} is the appeal), so a replay sends commands that change nothing.
 */
@ProcessingGroup(RulingFlow.PROCESSING_GROUP)
public class RulingFlow {

    public static final String PROCESSING_GROUP = "ruling-flow";

    private static final Logger LOG = Logger.getLogger(RulingFlow.class);

    private final Supplier<CommandGateway> commands;
    public RulingFlow(Supplier<CommandGateway> commands) {
        this.commands = commands;
    }

    @EventHandler
    void on(ResultChangedByRuling ruling) {
        CorrectResult correction = new CorrectResult(ruling.tournamentId(), null, ruling.round(), ruling.board(),
                ruling.outcome(), false, ruling.result(), "Arbitration ruling (" + ruling.article() + ")",
                "appeal:" + ruling.appealId(), ruling.by(), ruling.at());
        try {
            commands.get().sendAndWait(correction);
        } catch (RuntimeException failed) {
            LOG.warnf("%s was not carried out: %s", correction, failed.getMessage());
        }
    }
}
