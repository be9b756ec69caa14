package dev.tengen.audit;

/**
 * A JSON number kept exactly as it was written ({@code 6.5}, {@code 1.0E10}, {@code -0}): the canonical encoding
 * copies number tokens verbatim, so no reader has to agree with another on how to print a double.
 */
public record NumberLiteral(String text) {
}
