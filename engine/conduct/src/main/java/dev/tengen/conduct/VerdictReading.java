package dev.tengen.conduct;

import dev.tengen.rules.Color;
import java.util.Optional;

/**
 * A game's result detail as {@link Verdicts} writes it ("Black loses: 2 warnings (Incheon 2013 code art. 5.7)"), read
 * back into its parts, so that a reader can say it in their own language: the detail is stored in English in the
 * game's events, and a Korean reader's page should not read "Black loses". Only what {@link Verdicts} writes is read;
 * any other detail (a referee's own words, a count, a time) is not a verdict and reads as empty.
 */
public sealed interface VerdictReading {

    /** Why the game ended so, under which article. */
    Why why();

    String article();

    /** {@code loser} loses the game ({@link Verdicts#loss}). */
    record Loss(Color loser, Why why, String article) implements VerdictReading {}

    /** Both players lose ({@link Verdicts#bothLose}). */
    record BothLose(Why why, String article) implements VerdictReading {}

    /** The game is a draw by a ruling ({@link Verdicts#draw}). */
    record Draw(Why why, String article) implements VerdictReading {}

    /** What a verdict gives as its cause. */
    sealed interface Why {}

    /** The warnings the player has had add up to a loss (Incheon 2013 code art. 5.7). */
    record Warnings(int count) implements Why {}

    /** The infraction, or its second time where the first is a warning (Incheon 2013 code art. 5.3 and 5.4). */
    record Committed(Infraction.Kind kind, boolean second) implements Why {}

    /** Any other cause, as the engine wrote it (late arrival by a time, a rotation error). */
    record Worded(String words) implements Why {}

    /** The verdict {@code detail} says, when {@link Verdicts} wrote it; else empty. */
    static Optional<VerdictReading> of(String detail) {
        if (detail == null) {
            return Optional.empty();
        }
        for (Color loser : Color.values()) {
            String says = Verdicts.colour(loser) + " loses: ";
            if (detail.startsWith(says)) {
                return cited(detail.substring(says.length())).map(c -> new Loss(loser, why(c[0]), c[1]));
            }
        }
        if (detail.startsWith("both players lose: ")) {
            return cited(detail.substring("both players lose: ".length())).map(c -> new BothLose(why(c[0]), c[1]));
        }
        if (detail.startsWith("draw: ")) {
            return cited(detail.substring("draw: ".length())).map(c -> new Draw(why(c[0]), c[1]));
        }
        return Optional.empty();
    }

    /**
     * The cause and the article of "cause (article)": the article is the last parenthesis, which may hold its own
     * ("Ing 1991 art. 8 (4)").
     */
    private static Optional<String[]> cited(String text) {
        if (!text.endsWith(")")) {
            return Optional.empty();
        }
        int depth = 0;
        for (int i = text.length() - 1; i >= 0; i--) {
            char c = text.charAt(i);
            depth += c == ')' ? 1 : c == '(' ? -1 : 0;
            if (depth == 0) {
                return i < 2 || text.charAt(i - 1) != ' ' ? Optional.empty()
                        : Optional.of(new String[] {text.substring(0, i - 1), text.substring(i + 1, text.length() - 1)});
            }
        }
        return Optional.empty();
    }

    private static Why why(String words) {
        if (words.matches("[1-9][0-9]{0,2} warnings")) {
            return new Warnings(Integer.parseInt(words.substring(0, words.indexOf(' '))));
        }
        boolean second = words.startsWith("a second ");
        Optional<Infraction.Kind> kind = Verdicts.kindOf(second ? words.substring("a second ".length()) : words);
        return kind.<Why>map(k -> new Committed(k, second)).orElseGet(() -> new Worded(words));
    }
}
