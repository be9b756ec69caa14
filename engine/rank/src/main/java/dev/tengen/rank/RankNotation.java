package dev.tengen.rank;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads ranks in the usual notations. A rank is its number followed by its kind, case-insensitive,
 * optionally separated by one space or hyphen (the seed writes "4-ping", Ing 1991 Preface (5)):
 * "5k", "5 kyu", "3d", "3-dan", "2p", "2 pro", and for Ing's ranks "3ping", "9 tuan", "1chi".
 * The canonical form printed by {@link Rank#notation()} is the number and the short suffix in lower case.
 */
final class RankNotation {

    private static final Pattern SHAPE = Pattern.compile("([0-9]+)[ -]?([a-z]+)");
    private static final Pattern NUMBER_FIRST = Pattern.compile("[0-9].*");

    private static final Map<String, RankKind> SUFFIXES = Map.of(
            "k", RankKind.KYU, "kyu", RankKind.KYU,
            "d", RankKind.DAN, "dan", RankKind.DAN,
            "p", RankKind.PRO, "pro", RankKind.PRO,
            "chi", RankKind.CHI,
            "tuan", RankKind.TUAN,
            "ping", RankKind.PING);

    private RankNotation() {}

    static Result<Rank> parse(String text) {
        if (text == null || text.isBlank()) {
            return Result.refused("no rank given: write a rank such as 5k, 3d, 2p, 3ping, 9tuan or 1chi");
        }
        String trimmed = text.strip().toLowerCase(Locale.ROOT);
        if (!NUMBER_FIRST.matcher(trimmed).matches()) {
            return Result.refused("'" + text + "' is not a rank: a rank starts with its number, as in 5k, 3d, 2p, 3ping");
        }
        Matcher matcher = SHAPE.matcher(trimmed);
        if (!matcher.matches()) {
            return Result.refused("'" + text + "' is not a rank: write the number then the kind, as in 5k, 3d, 2p, 3ping");
        }
        RankKind kind = SUFFIXES.get(matcher.group(2));
        if (kind == null) {
            return Result.refused("'" + text + "' is not a rank: unknown kind '" + matcher.group(2)
                    + "', use k (kyu), d (dan), p (professional), chi, tuan or ping");
        }
        String digits = matcher.group(1);
        int number = digits.length() > 3 ? Integer.MAX_VALUE : Integer.parseInt(digits);
        if (!kind.accepts(number)) {
            return Result.refused("'" + text + "' is out of range: " + range(kind));
        }
        return Result.ok(new Rank(kind, number));
    }

    private static String range(RankKind kind) {
        return switch (kind) {
            case KYU -> "kyu ranks run from 30k to 1k";
            case DAN -> "amateur dan ranks run from 1d to 9d";
            case PRO -> "professional ranks run from 1p to 9p";
            case CHI -> "chi ranks run from 9chi (low) to 1chi (high); players weaker than 9 chi are not ranked (Ing 1991 art. 6)";
            case TUAN -> "tuan ranks run from 1tuan (low) to 9tuan (high) (Ing 1991 art. 6)";
            case PING -> "ping ranks run from 9ping (low) to 1ping (high) (Ing 1991 art. 6)";
        };
    }
}
