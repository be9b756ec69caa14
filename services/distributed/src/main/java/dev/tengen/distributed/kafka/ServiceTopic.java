package dev.tengen.distributed.kafka;

/**
 * The Kafka topic of each bounded context, made by scripts/lib/kafka-server (and by the Helm chart's Strimzi topics):
 * each service's publisher writes its own store's events there, keyed by aggregate id.
 */
public enum ServiceTopic {
    TOURNAMENT("tengen.tournament"),
    GAME("tengen.game"),
    ARBITRATION("tengen.arbitration");

    private final String topic;

    ServiceTopic(String topic) {
        this.topic = topic;
    }

    /** The topic's name. */
    public String topic() {
        return topic;
    }
}
