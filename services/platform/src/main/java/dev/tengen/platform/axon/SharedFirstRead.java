package dev.tengen.platform.axon;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.IntSupplier;
import java.util.function.Predicate;
import org.jboss.logging.Logger;

/**
 * The first catch-up of the processors that replay the store at start, read once for all of them: each processor
 * that asks for it joins, the read begins once every processor expected has joined, and each page read and
 * deserialised is handed to every one of them, which applies the events it takes ({@link StoreCatchUp}). Two
 * processors (the read models and the flows) each read and deserialised the store for themselves before; the flows'
 * read was a tenth of a rebuild's CPU (docs/BENCHMARKS.md, "Rebuild and start-up").
 *
 * <p>The read is used once. A processor that asks after it has begun (a retry after a failed read, or a processor
 * later than {@code joinWaitMillis}) reads the store on its own, as every processor did before: timing decides only
 * how many reads there are, never which events a processor gets. A processor that stops applying (its handler failed)
 * leaves, and the read goes on for the others.
 */
final class SharedFirstRead {

    /** Pages read ahead of the slowest processor. */
    static final int PAGES_AHEAD = 4;
    private static final Logger LOG = Logger.getLogger(SharedFirstRead.class);

    /** A processor in the read: what it takes and the pages read for it. */
    static final class Reader {
        final Predicate<Class<?>> wanted;
        final BlockingQueue<StoreCatchUp.Page> pages = new ArrayBlockingQueue<>(PAGES_AHEAD);
        private volatile boolean gone;

        private Reader(Predicate<Class<?>> wanted) {
            this.wanted = wanted;
        }

        /** The processor applies no more pages: the read no longer waits for it. */
        void leave() {
            gone = true;
            pages.clear();
        }
    }

    private final IntSupplier expected;
    private final long joinWaitNanos;
    private final List<Reader> readers = new ArrayList<>();
    private boolean begun;

    /**
     * @param expected how many processors will ask, asked when the first does (the processors the configuration has)
     * @param joinWaitMillis how long the first waits for the others before the read begins without them
     */
    SharedFirstRead(IntSupplier expected, long joinWaitMillis) {
        this.expected = expected;
        this.joinWaitNanos = TimeUnit.MILLISECONDS.toNanos(joinWaitMillis);
    }

    /**
     * Joins the read for the events whose payload type is {@code wanted}, waiting until the others have joined; the
     * last to join calls {@code begin} with every processor's predicate and this read. Empty when the read has begun
     * without the caller.
     */
    Optional<Reader> join(Predicate<Class<?>> wanted, BiConsumer<Predicate<Class<?>>, SharedFirstRead> begin)
            throws InterruptedException {
        Reader reader = new Reader(wanted);
        List<Reader> all;
        synchronized (this) {
            if (begun) {
                return Optional.empty();
            }
            readers.add(reader);
            int awaited = expected.getAsInt();
            long deadline = System.nanoTime() + joinWaitNanos;
            long left;
            while (!begun && readers.size() < awaited && (left = deadline - System.nanoTime()) > 0) {
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
            if (begun) {
                return Optional.of(reader);
            }
            begun = true;
            notifyAll();
            all = List.copyOf(readers);
            if (all.size() < awaited) {
                LOG.infof("The store's first read begins with %d of the %d processors; the others read on their own.",
                        all.size(), awaited);
            }
        }
        begin.accept(type -> all.stream().anyMatch(r -> r.wanted.test(type)), this);
        return Optional.of(reader);
    }

    /**
     * Hands {@code page} to every processor still in the read, waiting while one is {@value #PAGES_AHEAD} pages
     * behind; false once none is left, so the read can stop.
     */
    boolean hand(StoreCatchUp.Page page) throws InterruptedException {
        List<Reader> all;
        synchronized (this) {
            all = List.copyOf(readers);
        }
        boolean anyone = false;
        for (Reader reader : all) {
            while (!reader.gone && !reader.pages.offer(page, 50, TimeUnit.MILLISECONDS)) {
                // the processor is behind: wait for it, unless it has left
            }
            anyone |= !reader.gone;
        }
        return anyone;
    }
}
