package dev.tengen.service.web.idempotency;

import java.util.Optional;

/**
 * Where commands' first answers are kept for their retries ({@link IdempotencyKeys}): each deployment keeps them in
 * its own store, for a day.
 */
public interface AnswerStore {

    /** One account's key: the same key sent by two accounts names two commands. */
    static String slot(String account, String key) {
        return account + "\n" + key;
    }

    /** The answer given to this account's request under this key, if one is kept. */
    Optional<StoredAnswer> find(String account, String key);

    /** Keeps the answer; returns once it is stored. */
    void keep(String account, String key, StoredAnswer answer);
}
