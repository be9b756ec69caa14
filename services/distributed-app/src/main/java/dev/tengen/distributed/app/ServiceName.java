package dev.tengen.distributed.app;

import dev.tengen.distributed.kafka.ServiceTopic;

/**
 * Which bounded context an application of the distributed deployment runs: its store's name (in messages, and the
 * publisher's key) and its topic. Each application produces its one instance; the shared beans here read it.
 */
public record ServiceName(String name, ServiceTopic topic) {
}
