package dev.tengen.arbitration.service.web;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Arbitration's own settings, under {@code tengen.arbitration.}. */
@ConfigMapping(prefix = "tengen.arbitration")
public interface ArbitrationConfig {

    /**
     * How often the platform looks for appeals left past their half hour without a ruling and records the miss
     * (Incheon 2013 arbitration art. 3.2).
     */
    @WithDefault("30s")
    Duration deadlineCheckPeriod();
}
