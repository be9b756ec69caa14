package dev.tengen.sgf;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

/**
 * A result as FF[4] writes it in RE (sgf.html, property RE): {@code 0} or {@code Draw}, {@code B+} or {@code W+}
 * followed by nothing, a score, {@code R}/{@code Resign}, {@code T}/{@code Time} or {@code F}/{@code Forfeit};
 * {@code Void}; {@code ?}.
 *
 * @param winner the side that won, for a win
 * @param margin the score, for a win by counting
 */
public record SgfResult(Kind kind, Optional<SgfColor> winner, Optional<BigDecimal> margin) {

    public enum Kind {
        /** {@code 0} or {@code Draw}: jigo. */
        DRAW,
        /** {@code B+3.5}: won by counting. */
        SCORE,
        /** {@code B+R}, {@code B+Resign}. */
        RESIGNATION,
        /** {@code B+T}, {@code B+Time}. */
        TIME,
        /** {@code B+F}, {@code B+Forfeit}. */
        FORFEIT,
        /** {@code B+}: won, how is not said. */
        WIN,
        /** {@code Void}: no result, or play suspended. */
        VOID,
        /** {@code ?}: the result is unknown. */
        UNKNOWN
    }

    public SgfResult {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(winner, "winner");
        Objects.requireNonNull(margin, "margin");
    }

    /** The result RE's text says, or empty when it is not written as FF[4] asks. */
    static Optional<SgfResult> parse(String text) {
        switch (text) {
            case "0", "Draw" -> {
                return Optional.of(new SgfResult(Kind.DRAW, Optional.empty(), Optional.empty()));
            }
            case "Void" -> {
                return Optional.of(new SgfResult(Kind.VOID, Optional.empty(), Optional.empty()));
            }
            case "?" -> {
                return Optional.of(new SgfResult(Kind.UNKNOWN, Optional.empty(), Optional.empty()));
            }
            default -> { }
        }
        if (text.length() < 2 || text.charAt(1) != '+' || (text.charAt(0) != 'B' && text.charAt(0) != 'W')) {
            return Optional.empty();
        }
        Optional<SgfColor> winner = Optional.of(text.charAt(0) == 'B' ? SgfColor.BLACK : SgfColor.WHITE);
        String how = text.substring(2);
        Optional<Kind> kind = switch (how) {
            case "" -> Optional.of(Kind.WIN);
            case "R", "Resign" -> Optional.of(Kind.RESIGNATION);
            case "T", "Time" -> Optional.of(Kind.TIME);
            case "F", "Forfeit" -> Optional.of(Kind.FORFEIT);
            default -> Optional.empty();
        };
        if (kind.isPresent()) {
            return Optional.of(new SgfResult(kind.get(), winner, Optional.empty()));
        }
        return SgfValues.parseReal(how).map(score -> new SgfResult(Kind.SCORE, winner, Optional.of(score)));
    }
}
