package dev.tengen.load;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One reader of the public standings, as a spectator's page would be: it asks every {@value #POLL_MILLIS} ms and,
 * for each confirmed result it was told of, records the time from the confirming response to the first standings
 * that show the winner's win. One poller rather than one per board, so that the measurement does not add a
 * standings computation per finished game every few milliseconds to the load it measures.
 */
final class StandingsWatcher implements AutoCloseable {

    static final int POLL_MILLIS = 10;

    private final Api visitor;
    private final String path;
    private final Latencies visibility;
    /** Winner's player id → when the result's final confirmation was answered (nanoTime). */
    private final Map<String, Long> pending = new ConcurrentHashMap<>();
    private final Thread poller;
    private volatile boolean closed;
    private volatile Exception failure;

    StandingsWatcher(Api visitor, String standingsPath, Latencies visibility) {
        this.visitor = visitor;
        this.path = standingsPath;
        this.visibility = visibility;
        this.poller = Thread.ofPlatform().name("standings-watcher").start(this::poll);
    }

    /** The winner's first win was confirmed just now. */
    void confirmed(String winner) {
        pending.put(winner, System.nanoTime());
    }

    private void poll() {
        try {
            while (!closed || !pending.isEmpty()) {
                if (!pending.isEmpty()) {
                    String standings = visitor.expectGet(path);
                    long seen = System.nanoTime();
                    for (Map.Entry<String, Long> result : pending.entrySet()) {
                        if (Standings.wins(standings, result.getKey()) >= 1) {
                            visibility.add(seen - result.getValue());
                            pending.remove(result.getKey());
                        } else if (seen - result.getValue() > 60_000_000_000L) {
                            throw new IllegalStateException("the standings did not show " + result.getKey()
                                    + "'s win within 60 s");
                        }
                    }
                }
                Thread.sleep(POLL_MILLIS);
            }
        } catch (Exception e) {
            failure = e;
        }
    }

    /** Waits until every result told of has been seen in the standings. */
    @Override
    public void close() throws Exception {
        closed = true;
        poller.join();
        if (failure != null) {
            throw failure;
        }
    }
}
