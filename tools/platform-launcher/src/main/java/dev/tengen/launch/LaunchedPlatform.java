package dev.tengen.launch;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/** A platform process started by {@link PlatformLauncher}: its address, readiness, output, first run and stop. */
public final class LaunchedPlatform implements AutoCloseable {

    private final Process process;
    private final Path log;
    private final URI base;
    private final Duration readyTimeout;

    LaunchedPlatform(Process process, Path log, URI base, Duration readyTimeout) {
        this.process = process;
        this.log = log;
        this.base = base;
        this.readyTimeout = readyTimeout;
    }

    /** {@code http://127.0.0.1:<port>} */
    public URI base() {
        return base;
    }

    public int port() {
        return base.getPort();
    }

    public long pid() {
        return process.pid();
    }

    public Path log() {
        return log;
    }

    public boolean alive() {
        return process.isAlive();
    }

    /** CPU time used by the platform's process so far (all its threads). */
    public Duration cpu() {
        return process.toHandle().info().totalCpuDuration().orElse(Duration.ZERO);
    }

    /** Waits until {@code /q/health/ready} answers 200: every projection has replayed the store. */
    public void awaitReady() throws Exception {
        awaitHealth(200);
    }

    /** Waits until {@code /q/health/ready} answers {@code status}; fails with the platform's output otherwise. */
    public void awaitHealth(int status) throws Exception {
        awaitHealth(process, base, status, readyTimeout, this::output);
    }

    /**
     * Waits until {@code base}'s readiness answers {@code status} while {@code process} lives: for a platform
     * another program starts (the README's tour starts it through {@code scripts/run-platform}).
     */
    public static void awaitHealth(Process process, URI base, int status, Duration timeout,
                                   java.util.function.Supplier<String> output) throws Exception {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        HttpRequest ready = HttpRequest.newBuilder(base.resolve("/q/health/ready"))
                .timeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError("the platform exited with " + process.exitValue()
                        + " before it was ready; its output:\n" + output.get());
            }
            try {
                if (client.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == status) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the platform's readiness did not answer " + status + " within " + timeout
                + "; its output:\n" + output.get());
    }

    /**
     * The first-run form, as a director fills it on a new install: creates the organizer. On a restart the
     * organizer exists already (409), which is fine too; anything else fails.
     */
    public void firstRun(String setupCode, String user, String password) throws Exception {
        String form = "code=" + setupCode + "&user=" + user + "&password=" + password;
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(base.resolve("/setup"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 201 && response.statusCode() != 409) {
            throw new IllegalStateException("the first-run form answered " + response.statusCode() + ": "
                    + response.body());
        }
    }

    /** The last 20,000 characters the platform wrote. */
    public String output() {
        try {
            String text = Files.readString(log);
            return text.length() > 20_000 ? text.substring(text.length() - 20_000) : text;
        } catch (IOException e) {
            return "(no output: " + e.getMessage() + ")";
        }
    }

    /** Waits for the platform to exit by itself; returns its exit status. */
    public int awaitExit() throws InterruptedException {
        if (!process.waitFor(readyTimeout.toSeconds(), TimeUnit.SECONDS)) {
            throw new AssertionError("the platform still runs after " + readyTimeout + "; its output:\n" + output());
        }
        return process.exitValue();
    }

    /**
     * {@code kill -9}: {@link Process#destroyForcibly()} sends SIGKILL on Linux and macOS, which the exit status
     * 137 (128 + 9) confirms. Returns the exit status.
     */
    public int killNine() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            throw new AssertionError("the platform outlived SIGKILL");
        }
        return process.exitValue();
    }

    /** A graceful stop (SIGTERM), forced after 30 seconds. */
    @Override
    public void close() {
        if (!process.isAlive()) {
            return;
        }
        process.destroy();
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
