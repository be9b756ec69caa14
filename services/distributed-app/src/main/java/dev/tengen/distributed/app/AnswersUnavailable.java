package dev.tengen.distributed.app;

/** The idempotency answers' database cannot be reached: answered 503 as the event store out of reach is. */
public final class AnswersUnavailable extends RuntimeException {

    AnswersUnavailable(Throwable cause) {
        super(cause.getMessage(), cause);
    }
}
