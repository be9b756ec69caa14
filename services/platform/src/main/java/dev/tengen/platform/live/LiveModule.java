package dev.tengen.platform.live;

import dev.tengen.platform.axon.AxonModule;
import dev.tengen.platform.axon.PlatformAxon;
import jakarta.inject.Singleton;
import org.axonframework.config.Configurer;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.messaging.InterceptorChain;
import org.axonframework.messaging.MessageHandlerInterceptor;
import org.axonframework.messaging.unitofwork.UnitOfWork;

/**
 * Tells the {@link LiveFeed} of each event once the read models have applied it: an interceptor on the read
 * models' processor, after every projection's handler returned (the tournament book and the game archive among
 * them), so a client that reads on notification sees the change.
 */
@Singleton
public class LiveModule implements AxonModule {

    private final LiveFeed feed;

    LiveModule(LiveFeed feed) {
        this.feed = feed;
    }

    @Override
    public void register(Configurer configurer) {
        configurer.eventProcessing().registerHandlerInterceptor(PlatformAxon.READ_MODELS, c -> afterApplied(feed));
    }

    private static MessageHandlerInterceptor<EventMessage<?>> afterApplied(LiveFeed feed) {
        return new MessageHandlerInterceptor<>() {
            @Override
            public Object handle(UnitOfWork<? extends EventMessage<?>> unitOfWork, InterceptorChain chain)
                    throws Exception {
                Object result = chain.proceed();
                EventMessage<?> message = unitOfWork.getMessage();
                feed.applied(message.getPayload(), position(message));
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
