package dev.tengen.platform.demo;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** The demo switch, {@code tengen.demo} (beside {@code PlatformConfig} under the same prefix). */
@ConfigMapping(prefix = "tengen")
public interface DemoConfig {

    /** Load the demo event at start when the store does not hold it yet ({@code scripts/run-platform --demo}). */
    @WithDefault("false")
    boolean demo();
}
