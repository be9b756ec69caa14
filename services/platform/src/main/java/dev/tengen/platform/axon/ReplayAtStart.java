package dev.tengen.platform.axon;

import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.axonframework.config.Configuration;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.AbstractEventProcessor;
import org.axonframework.eventhandling.EventHandlerInvoker;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventhandling.TrackingEventProcessor;
import org.axonframework.messaging.DefaultInterceptorChain;
import org.axonframework.messaging.MessageHandlerInterceptor;
import org.axonframework.messaging.MessageHandler;
import org.axonframework.messaging.StreamableMessageSource;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.jboss.logging.Logger;

/**
 * A tracking processor's first position: before it tracks the store, the events already there are applied to its
 * handlers by {@link StoreCatchUp}, a page at a time in one unit of work with the processor's own interceptors, as
 * the processor would have applied them; the processor then starts after the last of them. Axon asks for the first
 * position on the processor's own thread, and the processor reports no status until it has it, so readiness
 * ({@link ProjectionReadiness}) waits for the catch-up.
 *
 * <p>Should a read fail, Axon asks again after a pause; the catch-up goes on after the last event applied, so no
 * event reaches a handler twice.
 */
final class ReplayAtStart implements Function<StreamableMessageSource<TrackedEventMessage<?>>, TrackingToken> {

    private static final Logger LOG = Logger.getLogger(ReplayAtStart.class);

    private final String processorName;
    private final Supplier<Configuration> configuration;
    private final StoreCatchUp store;
    private long position;

    ReplayAtStart(String processorName, Supplier<Configuration> configuration, StoreCatchUp store) {
        this.processorName = processorName;
        this.configuration = configuration;
        this.store = store;
    }

    @Override
    public synchronized TrackingToken apply(StreamableMessageSource<TrackedEventMessage<?>> source) {
        EventProcessingConfiguration processing = configuration.get().eventProcessingConfiguration();
        EventHandlerInvoker invoker = processing.eventProcessor(processorName, AbstractEventProcessor.class).orElseThrow()
                .eventHandlerInvoker();
        // the interceptors registered for the processor (the live feed's), not the processor's own, which extends its
        // claim on the token of the segment it works on: there is neither yet
        List<MessageHandlerInterceptor<? super EventMessage<?>>> interceptors = processing.interceptorsFor(processorName)
                .stream().filter(i -> !i.getClass().getName().startsWith(TrackingEventProcessor.class.getName())).toList();
        CatchUpDispatch handlers = new CatchUpDispatch(invoker);
        long started = System.nanoTime();
        long startedCpu = StoreCatchUp.threadCpuNanos();
        long from = position;
        position = store.replay(position, invoker::canHandleType, page -> {
            applyAll(page, handlers, interceptors);
            position = page.getLast().trackingToken().position().orElseThrow();
        });
        LOG.infof("Processor %s caught up with the event store from index %d to %d in %.2f s (%.2f CPU-s on its thread).",
                processorName, from, position, (System.nanoTime() - started) / 1e9,
                (StoreCatchUp.threadCpuNanos() - startedCpu) / 1e9);
        return position == 0 ? null : GapAwareTrackingToken.newInstance(position, Collections.emptySortedSet());
    }

    /**
     * Each event in a unit of work of its own, through the interceptors to the handlers, as the processor would; but
     * without the result message Axon's {@code executeWithResult} builds for each event, whose random id alone was a
     * tenth of the catch-up; and straight to the handlers that take the event's type ({@link CatchUpDispatch}).
     */
    private static void applyAll(List<TrackedEventMessage<?>> page, MessageHandler<EventMessage<?>> handlers,
            List<MessageHandlerInterceptor<? super EventMessage<?>>> interceptors) {
        for (TrackedEventMessage<?> event : page) {
            DefaultUnitOfWork<EventMessage<?>> unitOfWork = DefaultUnitOfWork.startAndGet(event);
            try {
                new DefaultInterceptorChain<>(unitOfWork, interceptors, handlers).proceed();
            } catch (Exception e) {
                unitOfWork.rollback(e);
                throw new IllegalStateException("the event at global index " + event.trackingToken().position()
                        .orElseThrow() + " could not be applied", e);
            }
            unitOfWork.commit();
        }
    }
}
