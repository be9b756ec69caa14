package dev.tengen.load;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Server-sent event streams opened and left idle, as spectators' phones left on a live page: each a plain socket
 * (from the given local address) with one {@code GET} of the stream, read by a virtual thread that throws away what
 * comes (the heartbeats).
 */
final class IdleStreams implements AutoCloseable {

    private final List<Socket> sockets = new ArrayList<>();
    private final AtomicInteger answered = new AtomicInteger();
    private final AtomicInteger ended = new AtomicInteger();

    /** Opens {@code count} streams of {@code path}; returns once each has its answer's first bytes, or after 30 s. */
    static IdleStreams open(URI base, String path, int count, InetAddress from) throws Exception {
        IdleStreams streams = new IdleStreams();
        CountDownLatch first = new CountDownLatch(count);
        byte[] request = ("GET " + path + " HTTP/1.1\r\nHost: " + base.getHost() + ":" + base.getPort()
                + "\r\nAccept: text/event-stream\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < count; i++) {
            Socket socket = new Socket(base.getHost(), base.getPort(), from, 0);
            streams.sockets.add(socket);
            OutputStream out = socket.getOutputStream();
            out.write(request);
            out.flush();
            Thread.ofVirtual().start(() -> streams.drain(socket, first));
        }
        first.await(30, TimeUnit.SECONDS);
        return streams;
    }

    private void drain(Socket socket, CountDownLatch first) {
        byte[] buffer = new byte[4096];
        try (InputStream in = socket.getInputStream()) {
            int n = in.read(buffer);
            if (n > 0 && new String(buffer, 0, Math.min(n, 12), StandardCharsets.US_ASCII).startsWith("HTTP/1.1 200")) {
                answered.incrementAndGet();
            }
            first.countDown();
            while (in.read(buffer) >= 0) {
                // a heartbeat or an event: an idle page reads and ignores it
            }
        } catch (IOException closed) {
            // closed by close(), or by the platform
        } finally {
            ended.incrementAndGet();
            first.countDown();
        }
    }

    /** Streams that were answered 200. */
    int answered() {
        return answered.get();
    }

    /** Streams that ended (closed by the platform, or refused) before {@link #close}. */
    int ended() {
        return ended.get();
    }

    @Override
    public void close() {
        for (Socket socket : sockets) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
    }
}
