package dev.tengen.rules.scoring;

/** Who a point counts for at the end of the game. */
public enum Ownership {
    BLACK('B'),
    WHITE('W'),
    /** Counts for nobody (dame, seki under Korean rules) or is shared half and half (area counting). */
    NEUTRAL('.');

    private final char letter;

    Ownership(char letter) {
        this.letter = letter;
    }

    public char letter() {
        return letter;
    }

    public static Ownership ofLetter(char letter) {
        return switch (letter) {
            case 'B' -> BLACK;
            case 'W' -> WHITE;
            case '.' -> NEUTRAL;
            default -> throw new IllegalArgumentException("not an ownership letter: " + letter);
        };
    }
}
