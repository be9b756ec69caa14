package dev.tengen.tournament.app;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.Proxy;
import java.sql.SQLException;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.junit.jupiter.api.Test;

/**
 * The gateway the flows are given in this application: a flow logs a failed command and goes on, and the gateway
 * tells the caller afterwards whether the failure was the store out of reach, so that the event is read again.
 */
class StoreWatchingCommandsTest {

    /** A gateway whose every command fails with {@code failure}. */
    private static CommandGateway failing(RuntimeException failure) {
        return (CommandGateway) Proxy.newProxyInstance(CommandGateway.class.getClassLoader(),
                new Class<?>[] {CommandGateway.class}, (proxy, method, args) -> {
                    throw failure;
                });
    }

    @Test
    void aStoreOutOfReachIsThrownAfterwardsThoughTheFlowCaughtIt() {
        // SQLSTATE 08001: the connection could not be made (PostgreSQL, Appendix A)
        RuntimeException away = new IllegalStateException("commit failed",
                new SQLException("Connection refused", "08001"));
        StoreWatchingCommands commands = new StoreWatchingCommands(failing(away));
        assertThrows(IllegalStateException.class, () -> commands.sendAndWait("a command")); // the flow logs it

        assertSame(away, assertThrows(IllegalStateException.class, commands::throwIfStoreWasUnreachable));
    }

    @Test
    void aRefusalIsTheFlowsAlone() {
        StoreWatchingCommands commands = new StoreWatchingCommands(failing(
                new IllegalArgumentException("Round 3 is not published")));
        assertThrows(IllegalArgumentException.class, () -> commands.sendAndWait("a command"));

        assertDoesNotThrow(commands::throwIfStoreWasUnreachable);
    }
}
