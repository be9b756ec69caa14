package dev.tengen.tournament;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The answer of a file reader or writer: a complete value, or every problem found and no value at all.
 * Nothing is ever half read.
 */
public sealed interface Checked<T> {

    record Valid<T>(T value) implements Checked<T> {
        public Valid {
            Objects.requireNonNull(value);
        }
    }

    record Invalid<T>(List<Problem> problems) implements Checked<T> {
        public Invalid {
            problems = List.copyOf(problems);
            if (problems.isEmpty()) {
                throw new IllegalArgumentException("an invalid answer names at least one problem");
            }
        }
    }

    static <T> Checked<T> valid(T value) {
        return new Valid<>(value);
    }

    static <T> Checked<T> invalid(List<Problem> problems) {
        return new Invalid<>(problems);
    }

    static <T> Checked<T> invalid(String where, String what) {
        return new Invalid<>(List.of(new Problem(where, what)));
    }

    /** The value if there are no problems, else the problems. */
    static <T> Checked<T> of(T value, List<Problem> problems) {
        return problems.isEmpty() ? valid(value) : invalid(problems);
    }

    default boolean isValid() {
        return this instanceof Valid<T>;
    }

    /** The problems; empty for a valid answer. */
    default List<Problem> problems() {
        return this instanceof Invalid<T> invalid ? invalid.problems() : List.of();
    }

    /** The value; calling this on an invalid answer is a programming error. */
    default T orElseThrow() {
        return switch (this) {
            case Valid<T> valid -> valid.value();
            case Invalid<T> invalid -> throw new IllegalStateException(invalid.problems().toString());
        };
    }

    default <U> Checked<U> map(Function<? super T, ? extends U> mapper) {
        return switch (this) {
            case Valid<T> valid -> new Valid<>(mapper.apply(valid.value()));
            case Invalid<T> invalid -> new Invalid<>(invalid.problems());
        };
    }
}
