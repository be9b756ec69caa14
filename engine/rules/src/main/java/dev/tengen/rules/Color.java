package dev.tengen.rules;

/** The two sides of a game. Black plays first (Korean 2016 art. 3.1, Chinese 2002 art. 2.3). */
public enum Color {
    BLACK, WHITE;

    public Color opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** "B" or "W", as in SGF and in results such as {@code B+3.5}. */
    public String letter() {
        return this == BLACK ? "B" : "W";
    }

    public static Color ofLetter(char letter) {
        return switch (Character.toUpperCase(letter)) {
            case 'B' -> BLACK;
            case 'W' -> WHITE;
            default -> throw new IllegalArgumentException("not a colour letter: " + letter);
        };
    }
}
