package dev.tengen.arbitration.service.web;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.CheckRulingDeadline;
import dev.tengen.arbitration.service.api.RulingDeadlineMissed;
import java.lang.reflect.Proxy;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.junit.jupiter.api.Test;

/** The watch runs on its own every period, with the clock it is given, and stops when the platform does. */
class RulingDeadlineScheduleTest {

    private static final Instant FILED = Instant.parse("2026-05-01T10:00:00Z");
    private static final Instant DUE = FILED.plusSeconds(1800);

    @SuppressWarnings("unchecked")
    private static <T> T stub(Class<T> type, java.lang.reflect.InvocationHandler handler) {
        return (T) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler);
    }

    @Test
    void eachPeriodTheOverdueAppealsAreCheckedAtTheClocksTimeUntilTheWatchStops() throws Exception {
        OpenAppeals open = new OpenAppeals();
        open.on(new AppealFiled("a-1", "p", "t", "g", 1, 1, FILED, null, null, null, DUE, "lee", FILED));
        open.on(new AppealFiled("a-2", "p2", "t", "g2", 1, 2, FILED, null, null, null, DUE.plusSeconds(3600), "lee",
                FILED));
        List<CheckRulingDeadline> sent = new CopyOnWriteArrayList<>();
        CommandGateway commands = stub(CommandGateway.class, (proxy, method, args) -> {
            if (method.getName().equals("sendAndWait")) {
                CheckRulingDeadline check = (CheckRulingDeadline) args[0];
                sent.add(check);
                // The Appeal records the miss, and the projection follows it.
                open.on(new RulingDeadlineMissed(check.appealId(), "t", DUE, 1, "Incheon 2013 arbitration art. 3.2", check.by(),
                        check.at()));
                return 1L;
            }
            throw new UnsupportedOperationException(method.getName());
        });
        Instant now = DUE.plusSeconds(60);
        RulingDeadlineWatch watch = new RulingDeadlineWatch(open, commands, Clock.fixed(now, ZoneOffset.UTC),
                () -> Duration.ofMillis(20));

        watch.start(null);
        for (long until = System.nanoTime() + 5_000_000_000L; sent.isEmpty() && System.nanoTime() < until; ) {
            Thread.sleep(10);
        }
        Thread.sleep(100);
        watch.stop(null);

        assertEquals(1, sent.size(), "a-1 checked once, a-2 not yet due: " + sent);
        assertEquals("a-1", sent.getFirst().appealId());
        assertEquals(now, sent.getFirst().at());
        assertEquals(RulingDeadlineWatch.BY, sent.getFirst().by());

        // After the stop nothing more is checked, though a-3 is overdue by the clock.
        open.on(new AppealFiled("a-3", "p3", "t", "g3", 1, 3, FILED, null, null, null, DUE, "lee", FILED));
        Thread.sleep(100);
        assertEquals(1, sent.size());
        assertTrue(open.overdue(now).contains("a-3"));
    }
}
