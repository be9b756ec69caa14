package dev.tengen.platform.axon;

import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.axonframework.eventhandling.AnnotationEventHandlerAdapter;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.EventMessageHandler;
import org.axonframework.messaging.annotation.AnnotatedHandlerInspector;
import org.axonframework.messaging.annotation.HandlerDefinition;
import org.axonframework.messaging.annotation.MessageHandlerInterceptorMemberChain;
import org.axonframework.messaging.annotation.MessageHandlingMember;
import org.axonframework.messaging.annotation.ParameterResolverFactory;

/**
 * A projection's or flow's annotated handlers, with Axon's answer to "which of its methods takes that event?"
 * remembered per payload type. Axon asks whether the handler takes an event several times per event (whether the
 * type is wanted at all, then to filter the batch, then to dispatch) and finds the method once more to call it, each
 * time walking the handler's methods and their parameter resolvers; that was a fifth of the read models' replay
 * (docs/BENCHMARKS.md, "Rebuild and start-up"). The answer depends on the payload's type alone here: the processors
 * have one segment, every stored event is a domain event, and no handler takes a parameter that varies with anything
 * else.
 */
final class PayloadTypeIndexedHandler implements EventMessageHandler {

    private final String processingGroup;
    private final Object target;
    private final AnnotationEventHandlerAdapter handlers;
    private final AnnotatedHandlerInspector<Object> inspector;
    private final MessageHandlerInterceptorMemberChain<Object> interceptors;
    private final boolean supportsReset;
    /** The method that takes each payload type, or none; what Axon finds anew for every event and handler. */
    private final ConcurrentMap<Class<?>, Optional<MessageHandlingMember<? super Object>>> methods = new ConcurrentHashMap<>();
    private final ConcurrentMap<Class<?>, Boolean> canHandleType = new ConcurrentHashMap<>();

    PayloadTypeIndexedHandler(String processingGroup, Object target, ParameterResolverFactory parameters,
            HandlerDefinition definition) {
        this.processingGroup = processingGroup;
        this.target = target;
        this.handlers = new AnnotationEventHandlerAdapter(target, parameters, definition);
        this.inspector = AnnotatedHandlerInspector.inspectType(target.getClass(), parameters, definition);
        this.interceptors = inspector.chainedInterceptor(target.getClass());
        this.supportsReset = handlers.supportsReset();
    }

    /** Whether this wraps the handlers of {@code group} (how the configuration finds its processor). */
    boolean serves(String group) {
        return processingGroup.equals(group);
    }

    /** As {@link AnnotationEventHandlerAdapter#handle}: the first method that takes the event, through the interceptors. */
    @Override
    public Object handle(EventMessage<?> event) throws Exception {
        Optional<MessageHandlingMember<? super Object>> method = method(event);
        return method.isPresent() ? interceptors.handle(event, target, method.get()) : null;
    }

    @Override
    public boolean canHandle(EventMessage<?> event) {
        return method(event).isPresent();
    }

    private Optional<MessageHandlingMember<? super Object>> method(EventMessage<?> event) {
        Class<?> type = event.getPayloadType();
        Optional<MessageHandlingMember<? super Object>> known = methods.get(type);
        if (known == null) {
            known = inspector.getHandlers(target.getClass()).filter(h -> h.canHandle(event)).findFirst();
            methods.put(type, known);
        }
        return known;
    }

    @Override
    public boolean canHandleType(Class<?> payloadType) {
        return canHandleType.computeIfAbsent(payloadType, handlers::canHandleType);
    }

    @Override
    public Class<?> getTargetType() {
        return handlers.getTargetType();
    }

    @Override
    public boolean supportsReset() {
        return supportsReset;
    }

    @Override
    public void prepareReset() {
        handlers.prepareReset();
    }

    @Override
    public <R> void prepareReset(R resetContext) {
        handlers.prepareReset(resetContext);
    }
}
