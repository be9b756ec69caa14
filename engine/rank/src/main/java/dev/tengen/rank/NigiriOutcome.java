package dev.tengen.rank;

import java.util.Objects;

/** What a colour drawing settled: Black itself, or who may choose his colour. */
public sealed interface NigiriOutcome {

    /** Who hid the stones. */
    Seat holder();

    boolean guessedRight();

    /** The article that decided. */
    String article();

    /** Black is settled (Chinese 2002 art. 10). */
    record BlackSettled(Seat black, Seat holder, boolean guessedRight, String article) implements NigiriOutcome {
        public BlackSettled {
            Objects.requireNonNull(black, "black");
            Objects.requireNonNull(holder, "holder");
            Objects.requireNonNull(article, "article");
        }
    }

    /** One player chooses Black or White (Ing 1991 art. 6). */
    record ColourChoice(Seat chooser, Seat holder, boolean guessedRight, String article) implements NigiriOutcome {
        public ColourChoice {
            Objects.requireNonNull(chooser, "chooser");
            Objects.requireNonNull(holder, "holder");
            Objects.requireNonNull(article, "article");
        }

        public BlackSettled chooserTakesBlack() {
            return new BlackSettled(chooser, holder, guessedRight, article);
        }

        public BlackSettled chooserTakesWhite() {
            return new BlackSettled(chooser.other(), holder, guessedRight, article);
        }
    }
}
