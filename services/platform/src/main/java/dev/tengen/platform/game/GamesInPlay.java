package dev.tengen.platform.game;

import dev.tengen.game.service.Game;
import dev.tengen.platform.axon.ProjectionReadiness;
import dev.tengen.readmodel.GameArchive;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.util.List;
import org.axonframework.config.Configuration;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.axonframework.modelling.command.Repository;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;
import org.jboss.logging.Logger;

/**
 * A platform restarted in the middle of a round has its games still in play read into the game repository's cache
 * before it says it is ready ({@code /q/health/ready}): otherwise the first move of every board after the restart
 * reads and replays that game's whole record inside the request, all boards in the same second. Finished games are
 * left out; a game that cannot be read is left to its first command, which reports it.
 */
@Readiness
@Singleton
public class GamesInPlay implements HealthCheck {

    private static final Logger LOG = Logger.getLogger(GamesInPlay.class);
    static final String NAME = "games-in-play";

    private final Configuration axon;
    private final ProjectionReadiness projections;
    private final GameArchive archive;
    private volatile boolean loaded;
    private volatile int games;

    GamesInPlay(Configuration axon, @Readiness ProjectionReadiness projections, GameArchive archive) {
        this.axon = axon;
        this.projections = projections;
        this.archive = archive;
    }

    void load(@Observes StartupEvent start) {
        Thread.ofPlatform().daemon().name("games-in-play").start(this::loadOnceCaughtUp);
    }

    /** The read models say which games are in play: they are read once the projections have caught up. */
    private void loadOnceCaughtUp() {
        try {
            while (projections.call().getStatus() != HealthCheckResponse.Status.UP) {
                Thread.sleep(20);
            }
            long started = System.nanoTime();
            List<String> inPlay = archive.unfinishedGameIds();
            Repository<Game> repository = axon.repository(Game.class);
            for (String gameId : inPlay) {
                try {
                    DefaultUnitOfWork.startAndGet(null).execute(() -> repository.load(gameId));
                    games++;
                } catch (RuntimeException e) {
                    LOG.warnf("Game %s was not read ahead (%s); its first command reads it.", gameId, e.getMessage());
                }
            }
            if (!inPlay.isEmpty()) {
                LOG.infof("Read the %d games in play ahead of their next move in %.2f s.", games,
                        (System.nanoTime() - started) / 1e9);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            loaded = true;
        }
    }

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named(NAME).status(loaded).withData("read-ahead", games).build();
    }
}
