package dev.tengen.platform.axon;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.axonframework.eventhandling.AnnotationEventHandlerAdapter;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.EventMessageHandler;

/**
 * A projection's or flow's annotated handlers, with Axon's answer to "can this handler take that event?"
 * remembered per payload type. Axon asks it three times per event and handler (whether the type is wanted at
 * all, then to filter the batch, then to dispatch), each time walking the handler's methods and parameter resolvers, and asks {@link #supportsReset}
 * as often; that was a fifth of the read models' replay (docs/BENCHMARKS.md, "Rebuild"). The answer depends on
 * the payload's type alone here: the processors have one segment and no handler takes a parameter that varies
 * with anything else.
 */
final class PayloadTypeIndexedHandler implements EventMessageHandler {

    private final String processingGroup;
    private final AnnotationEventHandlerAdapter handlers;
    private final boolean supportsReset;
    private final ConcurrentMap<Class<?>, Boolean> canHandle = new ConcurrentHashMap<>();
    private final ConcurrentMap<Class<?>, Boolean> canHandleType = new ConcurrentHashMap<>();

    PayloadTypeIndexedHandler(String processingGroup, AnnotationEventHandlerAdapter handlers) {
        this.processingGroup = processingGroup;
        this.handlers = handlers;
        this.supportsReset = handlers.supportsReset();
    }

    /** Whether this wraps the handlers of {@code group} (how the configuration finds its processor). */
    boolean serves(String group) {
        return processingGroup.equals(group);
    }

    @Override
    public Object handle(EventMessage<?> event) throws Exception {
        return canHandle(event) ? handlers.handle(event) : null;
    }

    @Override
    public boolean canHandle(EventMessage<?> event) {
        Class<?> type = event.getPayloadType();
        Boolean known = canHandle.get(type);
        if (known == null) {
            known = handlers.canHandle(event);
            canHandle.put(type, known);
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
