package dev.tengen.submission;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One player line of an h9 file, cut into its words: name, rank, country, club, the criteria's values, the rounds and
 * the PIN. Words, not columns: other programs than OpenGotha align the table differently.
 *
 * @param number the line number in the file
 * @param place the place written, empty for a shared place
 * @param family family name ('_' read as a space)
 * @param given given name, may be empty
 * @param rank the rank as written
 * @param country country code
 * @param club club
 * @param values the numbers between the club and the first round
 * @param rounds each round's result
 * @param pin the EGD PIN after '|', empty if none
 */
record H9Line(int number, Optional<Integer> place, String family, String given, String rank, String country, String club,
        List<OptionalDouble> values, List<Result> rounds, String pin) {

    /**
     * One round: opponent row (0 for no game), symbol, colour ('w', 'b' or '?' when not written), handicap, by default.
     */
    record Result(int opponentRow, char symbol, char colour, int handicap, boolean byDefault) {}

    static final Pattern RESULT = Pattern.compile("(\\d+)([+\\-=?])(?:([/!])([wbWB])(\\d)?)?");
    private static final Pattern RANK = Pattern.compile("\\d{1,2}[kdpKDP]");

    /** The words of a player line, or the sentence saying what is wrong with it. */
    static Parsed parse(int number, String text) {
        String body = text;
        String pin = "";
        int bar = text.indexOf('|');
        if (bar >= 0) {
            pin = text.substring(bar + 1).strip();
            body = text.substring(0, bar);
        }
        List<String> words = List.of(body.strip().split("\\s+"));
        int at = 0;
        Optional<Integer> place = Optional.empty();
        if (words.get(0).matches("\\d+")) {
            place = Optional.of(Integer.parseInt(words.get(0)));
            at = 1;
        }
        int rankAt = -1;
        for (int i = at + 1; i < words.size(); i++) {
            if (RANK.matcher(words.get(i)).matches()) {
                rankAt = i;
                break;
            }
        }
        if (rankAt < 0) {
            return new Parsed(null, "no rank (such as 3d or 12k) after the name");
        }
        if (rankAt + 2 >= words.size()) {
            return new Parsed(null, "a country and a club follow the rank");
        }
        List<String> name = words.subList(at, rankAt);
        String family = name.get(0).replace('_', ' ');
        String given = String.join(" ", name.subList(1, name.size())).replace('_', ' ');
        int i = rankAt + 3;
        List<OptionalDouble> values = new java.util.ArrayList<>();
        while (i < words.size() && !RESULT.matcher(words.get(i)).matches()) {
            try {
                values.add(OptionalDouble.of(Double.parseDouble(words.get(i))));
            } catch (NumberFormatException e) {
                return new Parsed(null, "'" + words.get(i) + "' is neither a criterion's value nor a round's result"
                        + " (such as 12+/w2 or 0=)");
            }
            i++;
        }
        List<Result> rounds = new java.util.ArrayList<>();
        for (; i < words.size(); i++) {
            Matcher m = RESULT.matcher(words.get(i));
            if (!m.matches()) {
                return new Parsed(null, "round " + (rounds.size() + 1) + ": '" + words.get(i) + "' is not a result such as"
                        + " 12+/w2, 12+ or 0-");
            }
            int opponent = Integer.parseInt(m.group(1));
            char colour = m.group(4) == null ? '?' : Character.toLowerCase(m.group(4).charAt(0));
            int handicap = m.group(5) == null ? 0 : Integer.parseInt(m.group(5));
            rounds.add(new Result(opponent, m.group(2).charAt(0), colour, handicap, "!".equals(m.group(3))));
        }
        return new Parsed(new H9Line(number, place, family, given, words.get(rankAt), words.get(rankAt + 1),
                words.get(rankAt + 2), values, rounds, pin), null);
    }

    /** A parsed line, or why it could not be read. */
    record Parsed(H9Line line, String problem) {}
}
