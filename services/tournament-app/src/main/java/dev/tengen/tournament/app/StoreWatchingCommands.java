package dev.tengen.tournament.app;

import dev.tengen.distributed.store.StoreUnavailable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.axonframework.commandhandling.CommandCallback;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.common.Registration;
import org.axonframework.messaging.MessageDispatchInterceptor;

/**
 * The tournament's command gateway as a flow of the embedded platform is given it, noting whether a command failed
 * because the tournament's store could not be reached: the flows log a refusal and go on, which is right for a
 * refusal and wrong for a store that is away, where the event must be handed over again ({@link FlowsFromTopics}).
 */
final class StoreWatchingCommands implements CommandGateway {

    private final CommandGateway gateway;
    private RuntimeException unreachable;

    StoreWatchingCommands(CommandGateway gateway) {
        this.gateway = gateway;
    }

    /** Throws the first failure of the store seen by the commands sent through this gateway, if there was one. */
    void throwIfStoreWasUnreachable() {
        if (unreachable != null) {
            throw unreachable;
        }
    }

    @Override
    public <R> R sendAndWait(Object command) {
        try {
            return gateway.sendAndWait(command);
        } catch (RuntimeException failed) {
            noted(failed);
            throw failed;
        }
    }

    @Override
    public <R> R sendAndWait(Object command, long timeout, TimeUnit unit) {
        try {
            return gateway.sendAndWait(command, timeout, unit);
        } catch (RuntimeException failed) {
            noted(failed);
            throw failed;
        }
    }

    @Override
    public <C, R> void send(C command, CommandCallback<? super C, ? super R> callback) {
        gateway.send(command, callback);
    }

    @Override
    public <R> CompletableFuture<R> send(Object command) {
        return gateway.send(command);
    }

    @Override
    public Registration registerDispatchInterceptor(
            MessageDispatchInterceptor<? super CommandMessage<?>> dispatchInterceptor) {
        return gateway.registerDispatchInterceptor(dispatchInterceptor);
    }

    private void noted(RuntimeException failed) {
        if (unreachable == null && StoreUnavailable.isUnreachable(failed)) {
            unreachable = failed;
        }
    }
}
