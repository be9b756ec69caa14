package dev.tengen.platform.live;

import dev.tengen.platform.axon.AxonModule;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.TournamentBook;
import jakarta.inject.Singleton;
import java.util.function.ObjLongConsumer;
import org.axonframework.config.Configurer;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.messaging.InterceptorChain;
import org.axonframework.messaging.MessageHandlerInterceptor;
import org.axonframework.messaging.unitofwork.UnitOfWork;

/**
 * Tells the {@link LiveFeed} of each event once the tournament book or the game archive has applied it: an
 * interceptor on the projection's own processor, after the handler returned, so a client that reads on
 * notification sees the change.
 */
@Singleton
public class LiveModule implements AxonModule {

    private final LiveFeed feed;

    LiveModule(LiveFeed feed) {
        this.feed = feed;
    }

    @Override
    public void register(Configurer configurer) {
        configurer.eventProcessing()
                .registerHandlerInterceptor(TournamentBook.PROCESSING_GROUP, c -> afterApplied(feed::tournamentApplied))
                .registerHandlerInterceptor(GameArchive.PROCESSING_GROUP, c -> afterApplied(feed::gameApplied));
    }

    private static MessageHandlerInterceptor<EventMessage<?>> afterApplied(ObjLongConsumer<Object> applied) {
        return new MessageHandlerInterceptor<>() {
            @Override
            public Object handle(UnitOfWork<? extends EventMessage<?>> unitOfWork, InterceptorChain chain)
                    throws Exception {
                Object result = chain.proceed();
                EventMessage<?> message = unitOfWork.getMessage();
                applied.accept(message.getPayload(), position(message));
                return result;
            }
        };
    }

    private static long position(EventMessage<?> message) {
        return message instanceof TrackedEventMessage<?> tracked && tracked.trackingToken() != null
                ? tracked.trackingToken().position().orElse(-1)
                : -1;
    }
}
