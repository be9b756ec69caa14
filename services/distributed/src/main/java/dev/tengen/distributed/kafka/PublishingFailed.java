package dev.tengen.distributed.kafka;

/** A batch was not published (Kafka refused or timed out, or the position could not be read or stored). */
public final class PublishingFailed extends RuntimeException {

    PublishingFailed(String message, Throwable cause) {
        super(message + ": " + cause.getMessage(), cause);
    }
}
