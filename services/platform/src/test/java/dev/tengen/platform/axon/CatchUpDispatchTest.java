package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.EventHandlerInvoker;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.eventhandling.MultiEventHandlerInvoker;
import org.axonframework.eventhandling.Segment;
import org.axonframework.eventhandling.SimpleEventHandlerInvoker;
import org.axonframework.messaging.annotation.ClasspathHandlerDefinition;
import org.axonframework.messaging.annotation.ClasspathParameterResolverFactory;
import org.junit.jupiter.api.Test;

/**
 * The catch-up's dispatch ({@link CatchUpDispatch}) reaches the handlers as Axon's own invokers do: the same handlers,
 * in the same order, a failure given to the failing group's error handler and the others still called.
 */
class CatchUpDispatchTest {

    /** Every call of a handler and of an error handler, in order. */
    private final List<String> calls = new ArrayList<>();

    class Standings {
        @EventHandler
        void on(String result) {
            calls.add("standings " + result);
        }

        @EventHandler
        void on(Integer round) {
            calls.add("standings round " + round);
        }
    }

    class Archive {
        @EventHandler
        void on(String result) {
            calls.add("archive " + result);
            if (result.equals("unreadable")) {
                throw new IllegalStateException("cannot read " + result);
            }
        }
    }

    class Ledger {
        @EventHandler
        void on(Object any) {
            calls.add("ledger " + any);
        }
    }

    private EventHandlerInvoker processor() {
        return new MultiEventHandlerInvoker(group("standings", new Standings()), group("archive", new Archive()),
                group("ledger", new Ledger()));
    }

    private SimpleEventHandlerInvoker group(String name, Object handler) {
        return SimpleEventHandlerInvoker.builder()
                .eventHandlers(new PayloadTypeIndexedHandler(name, handler,
                        ClasspathParameterResolverFactory.forClass(handler.getClass()),
                        ClasspathHandlerDefinition.forClass(handler.getClass())))
                .listenerInvocationErrorHandler((e, event, h) -> calls.add(name + " failed: " + e.getMessage()))
                .build();
    }

    private static final List<Object> EVENTS = List.of("B+R", 2, "unreadable", 3L, "W+3.5");

    @Test
    void eachEventReachesTheSameHandlersInTheSameOrderAsThroughAxon() throws Exception {
        EventHandlerInvoker axon = processor();
        for (Object payload : EVENTS) {
            axon.handle(GenericEventMessage.asEventMessage(payload), Segment.ROOT_SEGMENT);
        }
        List<String> throughAxon = List.copyOf(calls);
        calls.clear();

        CatchUpDispatch dispatch = new CatchUpDispatch(processor());
        for (Object payload : EVENTS) {
            dispatch.handle(GenericEventMessage.<Object>asEventMessage(payload));
        }

        assertTrue(dispatch.direct());
        assertEquals(throughAxon, calls);
        assertTrue(calls.contains("archive failed: cannot read unreadable"));
        assertEquals("ledger W+3.5", calls.getLast());
    }

    @Test
    void aProcessorWithAHandlerOfAnotherKindGoesThroughAxon() throws Exception {
        SimpleEventHandlerInvoker plain = SimpleEventHandlerInvoker.builder().eventHandlers(new Ledger()).build();
        CatchUpDispatch dispatch = new CatchUpDispatch(new MultiEventHandlerInvoker(plain));

        EventMessage<Object> event = GenericEventMessage.asEventMessage("B+R");
        dispatch.handle(event);

        assertFalse(dispatch.direct());
        assertEquals(List.of("ledger B+R"), calls);
    }
}
