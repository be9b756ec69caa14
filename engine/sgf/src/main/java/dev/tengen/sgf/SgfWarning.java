package dev.tengen.sgf;

/**
 * A value the record does not write as FF[4] asks, which does not stop it from being read: a game-info value such as
 * {@code TM[30:00(5x1:00)]} or {@code RE[白中盘胜]}. The text stays in the tree and in {@link SgfGameInfo} as written.
 *
 * @param place where the value's {@code [} stands
 * @param property the property identifier, such as {@code TM}
 * @param text the value as written
 * @param reason what FF[4] asks for, as a sentence
 */
public record SgfWarning(SgfPlace place, String property, String text, String reason) {

    /** One line a person can act on: {@code game.sgf:4:27: warning: TM must be ... ; kept as text}. */
    public String message() {
        return place + ": warning: " + reason;
    }
}
