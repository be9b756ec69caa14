package dev.tengen.platform.axon;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.axonframework.eventhandling.EventHandlerInvoker;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.EventMessageHandler;
import org.axonframework.eventhandling.ListenerInvocationErrorHandler;
import org.axonframework.eventhandling.MultiEventHandlerInvoker;
import org.axonframework.eventhandling.Segment;
import org.axonframework.eventhandling.SimpleEventHandlerInvoker;
import org.axonframework.messaging.MessageHandler;

/**
 * The catch-up's way from an event to a processor's handlers ({@link ReplayAtStart}): for each payload type, the
 * handlers that take it, found once. Axon's invokers ask every processing group whether it takes the event, through a
 * stream and each handler's methods, for every event; with a dozen groups that was a fifth of the read models' replay
 * (docs/BENCHMARKS.md, "Rebuild and start-up").
 *
 * <p>What reaches a handler is what Axon's invokers do for the catch-up's messages (one segment, none of them a
 * replay): in the order of the groups and of their handlers, each group's handlers called when one of them takes the
 * event, a handler's failure given to its group's error handler. Here the groups that do not take the type are left
 * out, which is the same, since a {@link PayloadTypeIndexedHandler} that does not take an event does nothing with it.
 * A processor whose invokers or handlers are of another kind gets Axon's own dispatch.
 */
final class CatchUpDispatch implements MessageHandler<EventMessage<?>> {

    /** A handler and the error handler of its group. */
    private record Target(EventMessageHandler handler, ListenerInvocationErrorHandler errors) {
    }

    private final EventHandlerInvoker invoker;
    /** The groups in order, or null when the processor is not made of what this knows. */
    private final List<SimpleEventHandlerInvoker> groups;
    /** The processor's thread alone reads and fills it. */
    private final Map<Class<?>, Target[]> byType = new HashMap<>();

    CatchUpDispatch(EventHandlerInvoker invoker) {
        this.invoker = invoker;
        this.groups = groups(invoker);
    }

    private static List<SimpleEventHandlerInvoker> groups(EventHandlerInvoker invoker) {
        List<EventHandlerInvoker> delegates = invoker instanceof MultiEventHandlerInvoker multi ? multi.delegates()
                : List.of(invoker);
        List<SimpleEventHandlerInvoker> groups = new ArrayList<>();
        for (EventHandlerInvoker delegate : delegates) {
            if (!(delegate instanceof SimpleEventHandlerInvoker simple) || !simple.eventHandlers().stream()
                    .allMatch(PayloadTypeIndexedHandler.class::isInstance)) {
                return null;
            }
            groups.add(simple);
        }
        return List.copyOf(groups);
    }

    /** Whether events go to the handlers directly rather than through Axon's invokers. */
    boolean direct() {
        return groups != null;
    }

    @Override
    public Object handle(EventMessage<?> event) throws Exception {
        if (groups == null) {
            invoker.handle(event, Segment.ROOT_SEGMENT);
            return null;
        }
        Target[] targets = byType.get(event.getPayloadType());
        if (targets == null) {
            targets = targets(event);
            byType.put(event.getPayloadType(), targets);
        }
        for (Target target : targets) {
            try {
                target.handler().handle(event);
            } catch (Exception e) {
                target.errors().onError(e, event, target.handler());
            }
        }
        return null;
    }

    /** The handlers that take {@code event}'s payload type (each answer depends on that type alone). */
    private Target[] targets(EventMessage<?> event) {
        List<Target> targets = new ArrayList<>();
        for (SimpleEventHandlerInvoker group : groups) {
            for (EventMessageHandler handler : group.eventHandlers()) {
                if (handler.canHandle(event)) {
                    targets.add(new Target(handler, group.getListenerInvocationErrorHandler()));
                }
            }
        }
        return targets.toArray(Target[]::new);
    }
}
