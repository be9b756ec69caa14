package dev.tengen.platform.axon;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * The threads Axon's embedded event store reads the file with, kept so that shutdown can wait for them.
 * Axon closes its reader without waiting, and a read still running then reopened the file after the
 * configuration was shut down (and, in tests, recreated a deleted directory's database).
 */
final class EventStoreReaders implements ThreadFactory {

    private static final long JOIN_MILLIS = TimeUnit.SECONDS.toMillis(5);

    private final List<Thread> threads = new CopyOnWriteArrayList<>();

    @Override
    public Thread newThread(Runnable reader) {
        Thread thread = new Thread(reader, "event-store-reader-" + threads.size());
        thread.setDaemon(true);
        threads.add(thread);
        return thread;
    }

    /** Wakes the readers Axon has closed and waits until they have ended. */
    void awaitEnd() {
        for (Thread thread : threads) {
            thread.interrupt();
            try {
                thread.join(JOIN_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
