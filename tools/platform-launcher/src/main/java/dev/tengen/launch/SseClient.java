package dev.tengen.launch;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A server-sent event reader for the tests of the platform's and the read models' streams: one connection, its events
 * parsed on a thread of their own into a queue ({@code event:} name and {@code data:} line; a comment line as an event named {@code :}).
 */
public final class SseClient implements AutoCloseable {

    public record Event(String name, String data) {
    }

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final InputStream body;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();

    private SseClient(InputStream body) {
        this.body = body;
    }

    /** Connects to {@code url} and waits 5 s at most for the stream's {@code connected} event. */
    public static SseClient open(URI url) throws IOException {
        return open(url, Duration.ofSeconds(5));
    }

    /** Connects to {@code url} and waits {@code patience} at most for the stream's {@code connected} event. */
    public static SseClient open(URI url, Duration patience) throws IOException {
        HttpResponse<InputStream> answer;
        try {
            answer = HTTP.send(HttpRequest.newBuilder(url).header("Accept", "text/event-stream").build(),
                    HttpResponse.BodyHandlers.ofInputStream());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while connecting to " + url, e);
        }
        if (answer.statusCode() != 200) {
            answer.body().close();
            throw new AssertionError("stream " + url + " answered " + answer.statusCode());
        }
        SseClient client = new SseClient(answer.body());
        Thread reader = new Thread(client::read, "sse-test-reader");
        reader.setDaemon(true);
        reader.start();
        client.await(patience, e -> e.name().equals("connected"));
        return client;
    }

    /** The first event, from now on, that {@code wanted} accepts; fails the test if none comes within {@code patience}. */
    public Event await(Duration patience, Predicate<Event> wanted) {
        long deadline = System.nanoTime() + patience.toNanos();
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                Event event = left > 0 ? events.poll(left, TimeUnit.NANOSECONDS) : null;
                if (event == null) {
                    throw new AssertionError("no such event within " + patience);
                }
                if (wanted.test(event)) {
                    return event;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted");
        }
    }

    private void read() {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(body,
                StandardCharsets.UTF_8))) {
            String name = "message";
            StringBuilder data = new StringBuilder();
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.isEmpty()) {
                    if (!data.isEmpty()) {
                        events.add(new Event(name, data.toString()));
                    }
                    name = "message";
                    data.setLength(0);
                } else if (line.startsWith(":")) {
                    events.add(new Event(":", line.substring(1).strip()));
                } else if (line.startsWith("event:")) {
                    name = line.substring(6).strip();
                } else if (line.startsWith("data:")) {
                    data.append(line.substring(5).strip());
                }
            }
        } catch (IOException closed) {
            // the test closed the connection
        }
    }

    @Override
    public void close() {
        try {
            body.close(); // the JDK's client cancels the exchange at once
        } catch (IOException ignored) {
            // closed already
        }
    }
}
