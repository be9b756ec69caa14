package dev.tengen.rules;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * The rules of the game as a value of orthogonal dimensions. Named rule sets ({@link Rulesets}) fill
 * them in and cite their seed articles; code branches on a dimension, never on a name.
 *
 * @param name stable identifier, such as {@code korean-2016}
 * @param title the document's own title
 * @param boardSize 5 to 25 lines
 * @param ko which recurring positions are forbidden
 * @param repetition what a repetition the ko rule allows does to the game
 * @param suicide whether self-removal is allowed
 * @param scoring how the final position is counted
 * @param sekiPointsAreTerritory whether an empty point surrounded by one player's stones that are in
 *     seki counts for that player (no under Korean rules, art. 9; yes where a region counts by its border)
 * @param compensation komi in an even game
 * @param handicapCompensation komi in a handicap game
 * @param handicap how a handicap is given
 * @param pass what a pass costs
 * @param end what passes do to the game
 * @param jigo what an equal score means
 * @param articles the seed article behind each dimension, for messages and audits
 */
public record Ruleset(
        String name,
        String title,
        int boardSize,
        KoRule ko,
        RepetitionRule repetition,
        SuicideRule suicide,
        ScoringMethod scoring,
        boolean sekiPointsAreTerritory,
        Compensation compensation,
        Compensation handicapCompensation,
        HandicapMethod handicap,
        PassRule pass,
        GameEndRule end,
        DrawRule jigo,
        Map<Dimension, String> articles) {

    public static final int MIN_BOARD_SIZE = 5;
    public static final int MAX_BOARD_SIZE = Point.MAX_BOARD_SIZE;

    /** The dimensions, for citing and listing. */
    public enum Dimension {
        BOARD, KO, REPETITION, SUICIDE, SCORING, COMPENSATION, HANDICAP, PASS, END, JIGO
    }

    public Ruleset {
        Objects.requireNonNull(name);
        if (boardSize < MIN_BOARD_SIZE || boardSize > MAX_BOARD_SIZE) {
            throw new IllegalArgumentException(
                    "board size must be " + MIN_BOARD_SIZE + " to " + MAX_BOARD_SIZE + ", was " + boardSize);
        }
        articles = Map.copyOf(articles);
    }

    /** The article that states a dimension, such as {@code "Korean 2016 art. 7"}. */
    public String article(Dimension dimension) {
        return articles.getOrDefault(dimension, title);
    }

    public Ruleset withBoardSize(int size) {
        return new Ruleset(name, title, size, ko, repetition, suicide, scoring, sekiPointsAreTerritory,
                compensation, handicapCompensation, handicap, pass, end, jigo, articles);
    }

    public Ruleset withCompensation(Compensation komi) {
        return new Ruleset(name, title, boardSize, ko, repetition, suicide, scoring, sekiPointsAreTerritory,
                komi, handicapCompensation, handicap, pass, end, jigo, articles);
    }

    /** Sets the compensation of even and handicap games alike: a competition's or a player's override. */
    public Ruleset withKomi(Compensation komi) {
        return new Ruleset(name, title, boardSize, ko, repetition, suicide, scoring, sekiPointsAreTerritory,
                komi, komi, handicap, pass, end, jigo, articles);
    }

    public Ruleset withScoring(ScoringMethod method) {
        return new Ruleset(name, title, boardSize, ko, repetition, suicide, method, sekiPointsAreTerritory,
                compensation, handicapCompensation, handicap, pass, end, jigo, articles);
    }

    public Ruleset withHandicapMethod(HandicapMethod method) {
        return new Ruleset(name, title, boardSize, ko, repetition, suicide, scoring, sekiPointsAreTerritory,
                compensation, handicapCompensation, method, pass, end, jigo, articles);
    }

    /**
     * As {@link #withKomi(Compensation)}, for a komi that does not come from the rule set: messages and audits cite
     * {@code source} (such as "given on the command line") for the compensation instead of the rule set's article,
     * and the rule set's articles for every other dimension.
     */
    public Ruleset withKomi(Compensation komi, String source) {
        Map<Dimension, String> cited = new EnumMap<>(Dimension.class);
        cited.putAll(articles);
        cited.put(Dimension.COMPENSATION, Objects.requireNonNull(source));
        return new Ruleset(name, title, boardSize, ko, repetition, suicide, scoring, sekiPointsAreTerritory,
                komi, komi, handicap, pass, end, jigo, cited);
    }

    /**
     * The rule set of one game whose tournament set its komi, in points, for its number of handicap stones. A komi
     * equal to the rule set's own for that handicap cites the rule set's article; any other is the tournament's, and a
     * count says so and names the rule set's own value and article (a referee reading "7.5 points, AGA rule 3" of a
     * Korean 2016 game would be misled).
     */
    public Ruleset withTournamentKomi(double points, int handicapStones) {
        Compensation own = compensationFor(handicapStones);
        Compensation komi = new Compensation(own.unit().fromPoints(points), own.unit());
        if (Math.abs(own.inPoints() - points) < 1e-9) {
            return withKomi(komi);
        }
        return withKomi(komi, TOURNAMENT_KOMI + GameResult.formatPoints(own.inPoints()) + " ("
                + article(Dimension.COMPENSATION) + ")");
    }

    /** How a count cites a komi its tournament set, followed by the rule set's own and its article. */
    public static final String TOURNAMENT_KOMI = "set by the tournament, in place of the rule set's ";

    /** Komi for a game with the given number of handicap stones (0 or 1 is an even game). */
    public Compensation compensationFor(int handicapStones) {
        return handicapStones >= 2 ? handicapCompensation : compensation;
    }
}
