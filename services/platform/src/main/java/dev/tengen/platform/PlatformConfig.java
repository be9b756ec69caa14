package dev.tengen.platform;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.nio.file.Path;

/** The platform's own settings, under {@code tengen.} in application.properties or the environment. */
@ConfigMapping(prefix = "tengen")
public interface PlatformConfig {

    /** The directory holding the event store ({@code events.db}); created when missing. */
    @WithDefault("./data")
    Path dataDir();
}
