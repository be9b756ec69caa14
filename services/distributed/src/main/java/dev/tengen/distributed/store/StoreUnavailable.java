package dev.tengen.distributed.store;

import java.sql.SQLException;

/**
 * A service's event store cannot be reached (PostgreSQL stopped, restarting, or the connection dropped): nothing
 * was written, and the caller answers 503 and may try again. Its message names the store and the cause in one line.
 */
public final class StoreUnavailable extends RuntimeException {

    StoreUnavailable(String store, Throwable cause) {
        super("the event store " + store + " cannot be reached (" + reason(cause) + "); nothing was written, try again",
                cause);
    }

    /**
     * Whether {@code failure} (or a cause of it) says the database cannot be reached: a service answers 503 for it
     * whether it is a {@link StoreUnavailable} or a failure of the commit itself, which Axon's unit of work raises
     * as its own {@code JdbcException}, by PostgreSQL's SQLSTATE:
     * class 08 (connection exception), 57P01-57P03 (shutting down, crash shutdown, cannot connect now) and 53300 (too
     * many connections). PostgreSQL's documentation, Appendix A "PostgreSQL Error Codes".
     */
    public static boolean isUnreachable(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException sql && sql.getSQLState() != null) {
                String state = sql.getSQLState();
                if (state.startsWith("08") || state.equals("57P01") || state.equals("57P02") || state.equals("57P03")
                        || state.equals("53300")) {
                    return true;
                }
            }
            if (cause.getCause() == cause) {
                break;
            }
        }
        return false;
    }

    /** {@code failure} as a {@link StoreUnavailable} when it says the store cannot be reached, else itself. */
    static RuntimeException translate(String store, RuntimeException failure) {
        return isUnreachable(failure) && !(failure instanceof StoreUnavailable) ? new StoreUnavailable(store, failure)
                : failure;
    }

    private static String reason(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException sql) {
                return sql.getMessage();
            }
        }
        return String.valueOf(failure.getMessage());
    }
}
