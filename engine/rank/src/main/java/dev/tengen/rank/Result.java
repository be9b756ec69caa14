package dev.tengen.rank;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The answer of a rank computation at the engine boundary: either a value, or a refusal that says why
 * (with the seed article where a rule refuses). Malformed input is a value, never an exception.
 */
public sealed interface Result<T> {

    record Ok<T>(T value) implements Result<T> {
        public Ok {
            Objects.requireNonNull(value, "value");
        }
    }

    record Refused<T>(String reason) implements Result<T> {
        public Refused {
            Objects.requireNonNull(reason, "reason");
        }
    }

    static <T> Result<T> ok(T value) {
        return new Ok<>(value);
    }

    static <T> Result<T> refused(String reason) {
        return new Refused<>(reason);
    }

    default boolean isOk() {
        return this instanceof Ok<T>;
    }

    default Optional<T> toOptional() {
        return this instanceof Ok<T> ok ? Optional.of(ok.value()) : Optional.empty();
    }

    /** The reason of a refusal, or empty for a value. */
    default Optional<String> refusal() {
        return this instanceof Refused<T> refused ? Optional.of(refused.reason()) : Optional.empty();
    }

    /** The value; calling this on a refusal is a programming error. */
    default T orElseThrow() {
        return switch (this) {
            case Ok<T> ok -> ok.value();
            case Refused<T> refused -> throw new IllegalStateException(refused.reason());
        };
    }

    default <U> Result<U> map(Function<? super T, ? extends U> mapper) {
        return switch (this) {
            case Ok<T> ok -> new Ok<>(mapper.apply(ok.value()));
            case Refused<T> refused -> new Refused<>(refused.reason());
        };
    }
}
