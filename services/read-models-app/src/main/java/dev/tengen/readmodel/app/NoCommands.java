package dev.tengen.readmodel.app;

import dev.tengen.service.web.idempotency.AnswerStore;
import dev.tengen.service.web.idempotency.StoredAnswer;
import jakarta.inject.Singleton;
import java.util.Optional;

/**
 * The read models take no commands, so no command's first answer is ever kept for its retries: tengen-service-web's
 * idempotency filter, which every application of it runs, finds none here.
 */
@Singleton
public class NoCommands implements AnswerStore {

    @Override
    public Optional<StoredAnswer> find(String account, String key) {
        return Optional.empty();
    }

    @Override
    public void keep(String account, String key, StoredAnswer answer) {
        // nothing to keep: no write reaches this application
    }
}
