package dev.tengen.platform.demo;

import dev.tengen.tournament.service.api.PairedGame;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jboss.logging.Logger;

/**
 * The demo's round in progress: its unfinished games each play their record's next move every interval, so that
 * the live pages move; a game whose record ends is resigned by the record's loser and confirmed. It stops when
 * every game has finished or the platform stops, and a restarted platform continues from the moves stored.
 */
final class DemoLiveRound implements Runnable {

    private static final Logger LOG = Logger.getLogger(DemoLiveRound.class);

    private final DemoBoards boards;
    private final int round;
    private final Duration interval;
    /** Each unfinished game and the index of its next move in the record. */
    private final Map<PairedGame, Integer> next;
    private volatile boolean running = true;

    DemoLiveRound(DemoBoards boards, int round, Map<PairedGame, Integer> next, Duration interval) {
        this.boards = boards;
        this.round = round;
        this.next = new LinkedHashMap<>(next);
        this.interval = interval;
    }

    /** Starts it in a daemon thread of its own. */
    DemoLiveRound start() {
        Thread ticker = new Thread(this, "tengen-demo-live-round");
        ticker.setDaemon(true);
        ticker.start();
        return this;
    }

    void stop() {
        running = false;
    }

    @Override
    public void run() {
        LOG.infof("Demo event: %d games of round %d in play, a move each every %s", next.size(), round, interval);
        try {
            while (running && !next.isEmpty()) {
                for (PairedGame game : new ArrayList<>(next.keySet())) {
                    if (!running) {
                        return;
                    }
                    step(game);
                }
                Thread.sleep(interval.toMillis());
            }
            LOG.infof("Demo event: every game of round %d has finished", round);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException failed) {
            LOG.errorf(failed, "The demo's round in progress stopped");
        }
    }

    private void step(PairedGame game) {
        int move = next.get(game);
        if (move < boards.length(round, game)) {
            boards.playRecord(round, game, move, move + 1);
            next.put(game, move + 1);
        } else {
            boards.finishRecord(round, game);
            next.remove(game);
        }
    }

    List<PairedGame> unfinished() {
        return List.copyOf(next.keySet());
    }
}
