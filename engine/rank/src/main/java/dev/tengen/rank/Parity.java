package dev.tengen.rank;

/** The guess in a colour drawing: one stone shown for odd, two for even (Chinese 2002 art. 10). */
public enum Parity {
    ODD,
    EVEN;

    public static Parity of(int count) {
        return count % 2 == 0 ? EVEN : ODD;
    }
}
