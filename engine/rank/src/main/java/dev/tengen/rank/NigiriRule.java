package dev.tengen.rank;

import java.util.Objects;

/**
 * How a rule set draws colours: who hides the stones, and what a right guess wins. Presets name the
 * seeds; code branches on the two dimensions.
 */
public record NigiriRule(Holder holder, Prize prize, String article) {

    /** Who hides the stones in his fist; the other player guesses. */
    public enum Holder {
        /** The higher-ranked player; with equal ranks the senior (Chinese 2002 art. 10). */
        HIGHER_RANK_THEN_SENIOR,
        /** The older player, whatever the ranks (Ing 1991 art. 6). */
        OLDER
    }

    /** What the guess decides. */
    public enum Prize {
        /** A right guess gives the guesser Black, a wrong one White (Chinese 2002 art. 10). */
        BLACK_TO_RIGHT_GUESSER,
        /** A right guess lets the guesser choose his colour, a wrong one lets the holder choose (Ing 1991 art. 6). */
        CHOICE_TO_RIGHT_GUESSER
    }

    public static final NigiriRule CHINESE_2002 =
            new NigiriRule(Holder.HIGHER_RANK_THEN_SENIOR, Prize.BLACK_TO_RIGHT_GUESSER, "Chinese 2002 art. 10");
    public static final NigiriRule ING_1991 =
            new NigiriRule(Holder.OLDER, Prize.CHOICE_TO_RIGHT_GUESSER, "Ing 1991 art. 6, Choosing colors");

    public NigiriRule {
        Objects.requireNonNull(holder, "holder");
        Objects.requireNonNull(prize, "prize");
        Objects.requireNonNull(article, "article");
    }
}
