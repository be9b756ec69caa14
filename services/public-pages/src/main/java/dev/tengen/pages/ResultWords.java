package dev.tengen.pages;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A result as SGF writes it ({@code B+R}, {@code W+3.5}, {@code B+T}, {@code W+F}, {@code 0}, {@code 0-0},
 * {@code Void}, {@code ?}; the vocabulary of {@code dev.tengen.tournament.ResultSlip}) in the reader's words:
 * "B+R" in English, "흑 불계승", "黑中盘胜", "黒中押し勝ち", "Noir gagne par abandon". A text outside that vocabulary
 * is shown as it is.
 */
final class ResultWords {

    private static final Pattern WIN = Pattern.compile("([BW])\\+(.*)");

    private final Reader reader;
    private final GoTerms go;

    ResultWords(Reader reader) {
        this.reader = reader;
        this.go = reader.go;
    }

    /** The result; null (no result yet) reads "in play". */
    String of(String sgf, boolean byForfeit) {
        if (sgf == null) {
            return go.resultPending();
        }
        String text = sgf.strip();
        String words = words(text);
        boolean saysForfeit = text.toUpperCase(Locale.ROOT).endsWith("+F") || text.toUpperCase(Locale.ROOT).endsWith("+FORFEIT");
        return byForfeit && !saysForfeit ? words + " " + go.byDefault() : words;
    }

    private String words(String text) {
        switch (text.toLowerCase(Locale.ROOT)) {
            case "0", "draw", "jigo" -> {
                return go.resultJigo();
            }
            case "0-0" -> {
                return go.resultBothLose();
            }
            case "void" -> {
                return go.resultVoid();
            }
            case "?" -> {
                return go.resultUnknown();
            }
            default -> {
                // a win, below
            }
        }
        Matcher win = WIN.matcher(text.toUpperCase(Locale.ROOT));
        if (!win.matches()) {
            return text;
        }
        String winner = win.group(1).equals("B") ? go.winnerBlack() : go.winnerWhite();
        String how = win.group(2);
        return switch (how) {
            case "" -> go.resultWin(winner);
            case "R", "RESIGN" -> go.resultResign(winner);
            case "T", "TIME" -> go.resultTime(winner);
            case "F", "FORFEIT" -> go.resultForfeit(winner);
            default -> margin(how).map(points -> go.resultPoints(winner, reader.points(points))).orElse(text);
        };
    }

    private static java.util.Optional<Double> margin(String how) {
        try {
            double points = Double.parseDouble(how);
            return points > 0 && Double.isFinite(points) ? java.util.Optional.of(points) : java.util.Optional.empty();
        } catch (NumberFormatException e) {
            return java.util.Optional.empty();
        }
    }
}
