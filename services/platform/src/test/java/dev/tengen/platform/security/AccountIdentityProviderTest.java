package dev.tengen.platform.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tengen.platform.PlatformConfig;
import dev.tengen.service.web.security.Roles;
import io.quarkus.security.AuthenticationFailedException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * After a restart every device of a venue sends its next request at once. Those of one account, with its password,
 * wait for one full check rather than each for its own turn to hash the same password ({@link PasswordWork}); a
 * different password never rides on another's check.
 */
@Timeout(30)
class AccountIdentityProviderTest {

    private static final String USER = "referee-ahn";
    private static final String PASSWORD = "baduk-2026";
    private static final int DEVICES = 12;

    @TempDir
    Path dir;

    /** Checks in turns as the platform does (one turn), counting the full checks, each held long enough to overlap. */
    private static final class CountedWork extends PasswordWork {
        final AtomicInteger checks = new AtomicInteger();

        CountedWork() {
            super(new Semaphore(1), 10_000);
        }

        @Override
        boolean matches(char[] password, String stored) {
            checks.incrementAndGet();
            try {
                Thread.sleep(300); // a slow hash: every device's request arrives while it runs
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return super.matches(password, stored);
        }
    }

    @Test
    void theDevicesOfOneAccountArrivingAtOnceAreCheckedWithOneHash() throws Exception {
        CountedWork work = new CountedWork();
        AccountIdentityProvider provider = provider(work);
        List<Future<String>> answers = atOnce(provider, DEVICES, i -> PASSWORD);
        for (Future<String> answer : answers) {
            assertEquals(USER, answer.get(20, TimeUnit.SECONDS));
        }
        assertEquals(1, work.checks.get(), "one hash for the " + DEVICES + " requests");
    }

    @Test
    void aWrongPasswordSentAlongsideTheRightOneIsCheckedOnItsOwnAndRefused() throws Exception {
        CountedWork work = new CountedWork();
        AccountIdentityProvider provider = provider(work);
        List<Future<String>> answers = atOnce(provider, 2, i -> i == 0 ? PASSWORD : "baduk-2025");
        assertEquals(USER, answers.get(0).get(20, TimeUnit.SECONDS));
        Exception refused = assertThrows(Exception.class, () -> answers.get(1).get(20, TimeUnit.SECONDS));
        assertEquals(AuthenticationFailedException.class, refused.getCause().getClass());
        assertEquals(2, work.checks.get(), "each password its own hash");
    }

    private AccountIdentityProvider provider(PasswordWork work) {
        AccountFile accounts = new AccountFile(dir.resolve("accounts.json"), (channel, path) -> { });
        accounts.add(new Account(USER, PasswordHash.of(PASSWORD.toCharArray(), 1000), List.of(Roles.REFEREE),
                List.of()));
        PlatformConfig config = (PlatformConfig) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {PlatformConfig.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "passwordIterations" -> 1000;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        return new AccountIdentityProvider(accounts, new SignInThrottle(Clock.systemUTC()), work, config);
    }

    /** {@code requests} sign-ins started together, each from its own address; their principals' names. */
    private static List<Future<String>> atOnce(AccountIdentityProvider provider, int requests,
            IntFunction<String> password) throws InterruptedException {
        ExecutorService devices = Executors.newFixedThreadPool(requests);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<String>> answers = new ArrayList<>();
        for (int i = 0; i < requests; i++) {
            int device = i;
            answers.add(devices.submit(() -> {
                go.await();
                return provider.identity(USER, password.apply(device).toCharArray(), "192.0.2." + (device + 1))
                        .getPrincipal().getName();
            }));
        }
        go.countDown();
        devices.shutdown();
        return answers;
    }
}
