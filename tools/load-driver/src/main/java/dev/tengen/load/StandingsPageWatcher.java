package dev.tengen.load;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One spectator's public standings page, as its script behaves (services/public-pages, META-INF/resources/pages/live.js):
 * it follows the tournament's event stream and on a {@code standings} event loads the page again, at once, or a
 * quarter second after the last load while events keep coming. For each confirmed result it measures from the final confirmation's response to (1) the stream's first
 * {@code standings} event naming that game and (2) the first page loaded after that event on which the winner's
 * row shows the win. An event that came before the confirmation's response counts as 0.
 */
final class StandingsPageWatcher implements AutoCloseable {

    /** live.js: at most one reload every quarter second. */
    static final long THROTTLE_MILLIS = 250;
    private static final Pattern GAME = Pattern.compile("\"gameId\"\\s*:\\s*\"([^\"]+)\"");

    private record Pending(String winner, long confirmedAt) {
    }

    private final Api visitor;
    private final String pagePath;
    private final String playerPath;
    private final Latencies toEvent;
    private final Latencies toPage;
    private final Map<String, Pending> pending = new ConcurrentHashMap<>();
    /** Game id → when the stream first named it in a standings event. */
    private final Map<String, Long> eventAt = new ConcurrentHashMap<>();
    /** Games whose event came, waiting for a page that shows the win: game → the event's time. */
    private final Map<String, Long> awaitingPage = new ConcurrentHashMap<>();
    private final ScheduledExecutorService loader = Executors.newSingleThreadScheduledExecutor();
    private final AtomicBoolean scheduled = new AtomicBoolean();
    private volatile long lastLoad = System.nanoTime() - TimeUnit.SECONDS.toNanos(1);
    private final Thread reader;
    private volatile Stream<String> lines;
    private volatile boolean closed;
    private volatile Exception failure;

    StandingsPageWatcher(Api visitor, String tournamentId, Latencies toEvent, Latencies toPage) throws Exception {
        this.visitor = visitor;
        this.pagePath = "/t/" + tournamentId + "/standings";
        this.playerPath = "/t/" + tournamentId + "/player/";
        this.toEvent = toEvent;
        this.toPage = toPage;
        var response = visitor.events("/api/v1/tournaments/" + tournamentId + "/stream");
        if (response.statusCode() != 200) {
            throw new IllegalStateException("the tournament's stream answered " + response.statusCode());
        }
        this.lines = response.body();
        this.reader = Thread.ofPlatform().name("standings-stream").start(this::read);
    }

    /** The final confirmation of {@code gameId}, won by {@code winner}, was answered just now. */
    void confirmed(String gameId, String winner) {
        long now = System.nanoTime();
        pending.put(gameId, new Pending(winner, now));
        Long seen = eventAt.get(gameId);
        if (seen != null) {
            event(gameId, seen);
        }
    }

    private void read() {
        String name = null;
        try {
            for (var it = lines.iterator(); it.hasNext();) {
                String line = it.next();
                if (line.startsWith("event:")) {
                    name = line.substring(6).strip();
                } else if (line.startsWith("data:") && "standings".equals(name)) {
                    Matcher game = GAME.matcher(line);
                    if (game.find()) {
                        long now = System.nanoTime();
                        if (eventAt.putIfAbsent(game.group(1), now) == null && pending.containsKey(game.group(1))) {
                            event(game.group(1), now);
                        }
                    }
                    soon();
                } else if (line.isEmpty()) {
                    name = null;
                }
            }
        } catch (RuntimeException e) {
            if (!closed) {
                failure = e;
            }
        }
    }

    private void event(String gameId, long seen) {
        Pending result = pending.get(gameId);
        if (result != null && awaitingPage.putIfAbsent(gameId, seen) == null) {
            toEvent.add(Math.max(0, seen - result.confirmedAt()));
            soon();
        }
    }

    private void soon() {
        if (scheduled.compareAndSet(false, true)) {
            long wait = Math.max(0, lastLoad + TimeUnit.MILLISECONDS.toNanos(THROTTLE_MILLIS) - System.nanoTime());
            loader.schedule(this::load, wait, TimeUnit.NANOSECONDS);
        }
    }

    private void load() {
        scheduled.set(false);
        long started = System.nanoTime();
        lastLoad = started;
        try {
            String page = visitor.page(pagePath).body();
            long loaded = System.nanoTime();
            for (Map.Entry<String, Long> waiting : awaitingPage.entrySet()) {
                Pending result = pending.get(waiting.getKey());
                if (waiting.getValue() < started && result != null && showsWin(page, result.winner())) {
                    toPage.add(Math.max(0, loaded - result.confirmedAt()));
                    awaitingPage.remove(waiting.getKey());
                    pending.remove(waiting.getKey());
                }
            }
            if (!awaitingPage.isEmpty()) {
                soon();
            }
        } catch (Exception e) {
            if (!closed) { // a load stopped by close() is no failure of the platform
                failure = e;
            }
        }
    }

    /** Whether the winner's row of the standings page has a won round (a cell of class "cell win"). */
    private boolean showsWin(String page, String winner) {
        int row = page.indexOf("href=\"" + playerPath + winner + "\"");
        if (row < 0) {
            return false;
        }
        int end = page.indexOf("</tr>", row);
        return page.substring(row, end < 0 ? page.length() : end).contains("class=\"cell win\"");
    }

    /** Waits until every confirmed result has shown on the page (a minute at most), then stops listening. */
    @Override
    public void close() throws Exception {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (!pending.isEmpty() && failure == null && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        closed = true;
        loader.shutdownNow();
        lines.close();
        reader.interrupt();
        if (failure != null) {
            throw failure;
        }
        if (!pending.isEmpty()) {
            throw new IllegalStateException(pending.size() + " results never showed on the public standings page");
        }
    }
}
