package dev.tengen.load;

import java.net.InetAddress;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BiFunction;
import java.util.function.LongFunction;

/**
 * Clients that send one kind of unwelcome request in a closed loop (the next as soon as the last is answered), each
 * on its own connection from {@code from} (another loopback address than the signed-in clients', as another machine
 * of the hall would be), counting the answers by status; a request that fails (the connection closed on it) counts
 * as status 0.
 */
final class HostileClients implements AutoCloseable {

    private final AtomicBoolean stop = new AtomicBoolean();
    private final Map<Integer, LongAdder> statuses = new ConcurrentHashMap<>();
    private final List<Thread> threads = new ArrayList<>();
    private final long started = System.nanoTime();
    private volatile long stopped;

    /** Starts {@code clients} loops; {@code request} makes client {@code i}'s {@code n}th request. */
    static HostileClients start(int clients, InetAddress from, BiFunction<Integer, Long, HttpRequest> request) {
        HostileClients hostile = new HostileClients();
        for (int i = 0; i < clients; i++) {
            int client = i;
            HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).localAddress(from)
                    .connectTimeout(Duration.ofSeconds(5)).build();
            hostile.threads.add(Thread.ofPlatform().daemon().name("hostile-" + i)
                    .start(() -> hostile.loop(http, n -> request.apply(client, n))));
        }
        return hostile;
    }

    private void loop(HttpClient http, LongFunction<HttpRequest> request) {
        for (long n = 0; !stop.get(); n++) {
            int status;
            try {
                status = http.send(request.apply(n), HttpResponse.BodyHandlers.discarding()).statusCode();
            } catch (Exception e) {
                status = 0;
            }
            if (!stop.get()) {
                statuses.computeIfAbsent(status, s -> new LongAdder()).increment();
            }
        }
    }

    /** The answers by status, e.g. {@code {401=1234}}, and requests per second over the loops' life. */
    String summary() {
        Map<Integer, Long> counts = new TreeMap<>();
        statuses.forEach((status, count) -> counts.put(status, count.sum()));
        long total = counts.values().stream().mapToLong(Long::longValue).sum();
        double seconds = ((stopped == 0 ? System.nanoTime() : stopped) - started) / 1e9;
        return String.format("%d answers %s, %.1f requests/s", total, counts, total / seconds);
    }

    @Override
    public void close() throws InterruptedException {
        stop.set(true);
        stopped = System.nanoTime();
        for (Thread thread : threads) {
            thread.join(Duration.ofSeconds(30).toMillis());
        }
    }
}
