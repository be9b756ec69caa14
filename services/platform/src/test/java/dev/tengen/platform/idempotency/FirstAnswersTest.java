package dev.tengen.platform.idempotency;

import dev.tengen.service.web.idempotency.StoredAnswer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.platform.PlatformConfig;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The answers kept for retries: written in turns by one writer, found at once, kept across a restart. */
class FirstAnswersTest {

    @TempDir
    Path data;

    private FirstAnswers open() {
        PlatformConfig config = (PlatformConfig) Proxy.newProxyInstance(PlatformConfig.class.getClassLoader(),
                new Class<?>[] {PlatformConfig.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "dataDir" -> data;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        return new FirstAnswers(config, Clock.systemUTC());
    }

    private static StoredAnswer answer(int n) {
        return new StoredAnswer("POST /api/v1/games/g/moves? " + n, 201, "application/json", Integer.toString(n), null,
                "{\"version\":" + n + "}");
    }

    @Test
    void everyAnswerKeptByManyRequestsAtOnceIsFoundAfterARestart() throws Exception {
        FirstAnswers answers = open();
        ExecutorService requests = Executors.newFixedThreadPool(32);
        List<Future<?>> kept = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            int n = i;
            kept.add(requests.submit(() -> {
                answers.keep("referee-" + n % 7, "key-" + n, answer(n));
                // once keep returns, the answer is found, by this request's retry and by any other
                assertEquals(Optional.of(answer(n)), answers.find("referee-" + n % 7, "key-" + n));
            }));
        }
        for (Future<?> request : kept) {
            request.get();
        }
        requests.shutdown();
        answers.close(null);

        FirstAnswers restarted = open();
        for (int i = 0; i < 2_000; i++) {
            assertEquals(Optional.of(answer(i)), restarted.find("referee-" + i % 7, "key-" + i), "key-" + i);
        }
        assertTrue(restarted.find("referee-0", "key-1").isEmpty(), "a key is the account's own");
        restarted.close(null);
    }
}
