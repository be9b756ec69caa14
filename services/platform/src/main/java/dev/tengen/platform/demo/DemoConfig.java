package dev.tengen.platform.demo;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** The demo switch, {@code tengen.demo}, and its pace (beside {@code PlatformConfig} under the same prefix). */
@ConfigMapping(prefix = "tengen")
public interface DemoConfig {

    /** Load the demo event at start when the store does not hold it yet ({@code scripts/run-platform --demo}). */
    @WithDefault("false")
    boolean demo();

    /** How often each game of the demo's round in progress plays its next move. */
    @WithDefault("PT3S")
    Duration demoMoveInterval();
}
