package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The processors' first catch-up read once for all of them ({@link SharedFirstRead}): who joins, what the read is
 * asked for, who gets each page, and that neither a late processor nor one that stops can hold the others.
 */
@Timeout(20)
class SharedFirstReadTest {

    private static final Predicate<Class<?>> STRINGS = String.class::equals;
    private static final Predicate<Class<?>> NUMBERS = Integer.class::equals;

    /** What a begin was asked: the predicate of the read and the read itself. */
    private record Begun(Predicate<Class<?>> wanted, SharedFirstRead read) {
    }

    @Test
    void theSecondToJoinBeginsOneReadForTheTypesEitherTakesAndBothGetEveryPage() throws Exception {
        SharedFirstRead read = new SharedFirstRead(() -> 2, 10_000);
        List<Begun> begun = new CopyOnWriteArrayList<>();
        CompletableFuture<Optional<SharedFirstRead.Reader>> first = CompletableFuture.supplyAsync(() -> join(read,
                STRINGS, begun));
        Optional<SharedFirstRead.Reader> second = join(read, NUMBERS, begun);
        Optional<SharedFirstRead.Reader> firstReader = first.get(10, TimeUnit.SECONDS);

        assertEquals(1, begun.size(), "one read for both");
        Predicate<Class<?>> asked = begun.getFirst().wanted();
        assertTrue(asked.test(String.class) && asked.test(Integer.class), "the read takes what either processor takes");
        assertFalse(asked.test(Long.class), "and nothing that neither takes");

        StoreCatchUp.Page page = new StoreCatchUp.Page(List.of(), false, 7, null);
        assertTrue(begun.getFirst().read().hand(page));
        assertSame(page, firstReader.orElseThrow().pages.poll(), "the first processor gets the page");
        assertSame(page, second.orElseThrow().pages.poll(), "and the second the same page");
    }

    @Test
    void aProcessorThatAsksOnceTheReadHasBegunReadsOnItsOwn() throws Exception {
        SharedFirstRead read = new SharedFirstRead(() -> 1, 10_000);
        List<Begun> begun = new ArrayList<>();
        assertTrue(join(read, STRINGS, begun).isPresent());
        assertEquals(Optional.empty(), join(read, NUMBERS, begun), "too late for the shared read");
        assertEquals(1, begun.size());
    }

    @Test
    void theFirstWaitsForTheOthersOnlySoLongThenReadsWithoutThem() throws Exception {
        SharedFirstRead read = new SharedFirstRead(() -> 2, 200);
        List<Begun> begun = new ArrayList<>();
        long started = System.nanoTime();
        Optional<SharedFirstRead.Reader> alone = join(read, STRINGS, begun);
        assertTrue(alone.isPresent());
        assertTrue(System.nanoTime() - started >= TimeUnit.MILLISECONDS.toNanos(200), "it waited for the other");
        assertEquals(1, begun.size());
        assertFalse(begun.getFirst().wanted().test(Integer.class), "the read is for the processor that came alone");
        assertEquals(Optional.empty(), join(read, NUMBERS, begun), "the late one reads on its own");
    }

    @Test
    void aProcessorThatLeavesHoldsNoPageBackFromTheOtherAndTheReadStopsWhenNoneIsLeft() throws Exception {
        SharedFirstRead read = new SharedFirstRead(() -> 2, 10_000);
        List<Begun> begun = new CopyOnWriteArrayList<>();
        CompletableFuture<Optional<SharedFirstRead.Reader>> first = CompletableFuture.supplyAsync(() -> join(read,
                STRINGS, begun));
        SharedFirstRead.Reader stays = join(read, NUMBERS, begun).orElseThrow();
        SharedFirstRead.Reader leaves = first.get(10, TimeUnit.SECONDS).orElseThrow();
        leaves.leave();

        // more pages than one processor may be behind: only the one still there is waited for
        CompletableFuture<Boolean> reading = CompletableFuture.supplyAsync(() -> {
            boolean anyone = true;
            for (int i = 0; i < SharedFirstRead.PAGES_AHEAD * 3 && anyone; i++) {
                StoreCatchUp.Page page = new StoreCatchUp.Page(List.of(), false, i, null);
                anyone = hand(read, page);
            }
            return anyone;
        });
        for (int i = 0; i < SharedFirstRead.PAGES_AHEAD * 3; i++) {
            assertEquals(i, stays.pages.poll(10, TimeUnit.SECONDS).head(), "the processor still there gets page " + i);
        }
        assertTrue(reading.get(10, TimeUnit.SECONDS));
        assertEquals(0, leaves.pages.size(), "nothing kept for the one that left");

        stays.leave();
        assertFalse(hand(read, new StoreCatchUp.Page(List.of(), true, 0, null)), "nobody is left: the read stops");
    }

    private static Optional<SharedFirstRead.Reader> join(SharedFirstRead read, Predicate<Class<?>> wanted,
            List<Begun> begun) {
        try {
            return read.join(wanted, (asked, shared) -> begun.add(new Begun(asked, shared)));
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean hand(SharedFirstRead read, StoreCatchUp.Page page) {
        try {
            return read.hand(page);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
