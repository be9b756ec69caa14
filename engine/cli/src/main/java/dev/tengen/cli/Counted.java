package dev.tengen.cli;

/** A count and its noun as a summary line says it: "1 game", "2 games", "1 round paired". */
final class Counted {

    private Counted() {}

    /** {@code n} and the noun, with an s unless there is exactly one. */
    static String of(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
