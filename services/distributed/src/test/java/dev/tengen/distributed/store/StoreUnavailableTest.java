package dev.tengen.distributed.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import org.axonframework.common.jdbc.JdbcException;
import org.junit.jupiter.api.Test;

class StoreUnavailableTest {

    @Test
    void aRefusedConnectionUnderAxonsWrapperIsTheStoreBeingUnavailable() {
        RuntimeException axon = new JdbcException("Failed to obtain a database connection",
                new SQLException("Connection to 127.0.0.1:5432 refused.", "08001"));

        RuntimeException translated = StoreUnavailable.translate("game", axon);

        assertTrue(translated instanceof StoreUnavailable, translated.toString());
        assertEquals("the event store game cannot be reached (Connection to 127.0.0.1:5432 refused.); nothing was "
                + "written, try again", translated.getMessage());
    }

    @Test
    void aServerShuttingDownIsTheStoreBeingUnavailable() {
        assertTrue(StoreUnavailable.translate("game", new JdbcException("append failed",
                new SQLException("terminating connection due to administrator command", "57P01"))) instanceof StoreUnavailable);
    }

    @Test
    void aDuplicateKeyIsNotTheStoreBeingUnavailable() { // a concurrent command on the same aggregate: Axon's concern
        RuntimeException duplicate = new JdbcException("append failed",
                new SQLException("duplicate key value violates unique constraint", "23505"));

        assertSame(duplicate, StoreUnavailable.translate("game", duplicate));
    }
}
