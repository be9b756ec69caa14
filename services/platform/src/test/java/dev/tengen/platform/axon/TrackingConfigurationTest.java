package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.axonframework.eventhandling.TrackingEventProcessorConfiguration;
import org.junit.jupiter.api.Test;

/**
 * The platform's processors look again after 50 ms without news, not Axon's 1,000 ms: Axon marks a processor caught
 * up (and so the platform ready) only at such a look, which made every start a second later than its replay.
 */
class TrackingConfigurationTest {

    @Test
    void anIdleProcessorLooksAgainAfterFiftyMilliseconds() {
        TrackingEventProcessorConfiguration tracking = PlatformAxon.tracking(null);

        assertEquals(50, tracking.getEventAvailabilityTimeout());
        assertEquals(1, tracking.getMaxThreadCount(), "one thread: the read models are applied in order");
    }
}
