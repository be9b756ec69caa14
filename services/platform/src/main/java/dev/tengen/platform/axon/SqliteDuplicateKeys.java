package dev.tengen.platform.axon;

import org.axonframework.common.jdbc.PersistenceExceptionResolver;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * Tells Axon when an append failed on a unique key: an event with the same aggregate and sequence number was
 * stored first, so Axon reports a concurrency conflict instead of a storage failure.
 */
final class SqliteDuplicateKeys implements PersistenceExceptionResolver {

    @Override
    public boolean isDuplicateKeyViolation(Exception exception) {
        for (Throwable cause = exception; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLiteException sqlite) {
                SQLiteErrorCode code = sqlite.getResultCode();
                return code == SQLiteErrorCode.SQLITE_CONSTRAINT_UNIQUE || code == SQLiteErrorCode.SQLITE_CONSTRAINT_PRIMARYKEY;
            }
        }
        return false;
    }
}
