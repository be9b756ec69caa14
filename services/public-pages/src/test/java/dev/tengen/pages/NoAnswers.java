package dev.tengen.pages;

import dev.tengen.service.web.idempotency.AnswerStore;
import dev.tengen.service.web.idempotency.StoredAnswer;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * The test application's store of retry-safe answers: none kept. The pages read numbers with service-web's
 * {@code Numerals}, which brings that module's beans, the retry-safe writes among them, into this application; a
 * deployment gives them its own store (the platform's {@code FirstAnswers}, the services' {@code PostgresAnswers}).
 */
@Singleton
class NoAnswers implements AnswerStore {

    @Override
    public Optional<StoredAnswer> find(String account, String key) {
        return Optional.empty();
    }

    @Override
    public void keep(String account, String key, StoredAnswer answer) {
    }
}
