package dev.tengen.conduct;

import dev.tengen.clock.TimeSystem;
import dev.tengen.rank.NigiriRule;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A competition code as data: what it does about lateness, warnings and each kind of infraction, each
 * with its article. Named codes are in {@link CompetitionCodes}; decisions are in {@link Referee}.
 *
 * @param name stable identifier, such as {@code incheon-2013}
 * @param title the document's own title
 * @param ruleset the rule set the code is written for, by name: the tournament's default
 * @param boardSize the board the code plays on
 * @param time the time system the code prescribes, if it prescribes one
 * @param lateness late arrival and absence
 * @param warnings what warnings add up to
 * @param sanctions the sanction for each kind of infraction the code names
 * @param unprescribed the article that lets the referee rule where the code is silent
 * @param complaints the article that says complaints must come during the game
 * @param drawnGame what a drawn game leads to
 * @param match how many games decide a pairing
 * @param notation how results are written
 * @param colours how colours are drawn, where the code says
 * @param pairGo Pair Go rules, where the code has them
 * @param wrongColoursCorrectableThrough the last move after which wrong colours can still be corrected
 *     (Chinese 2002 art. 17.1: the 10th); 0 when the code does not say
 * @param bothLoseNeedsManualPairing whether "both lose" is unavailable when a computer pairs (Chinese 2002 art. 17.5)
 * @param pairedByComputer whether this tournament pairs by computer
 * @param resignation the article on how a player resigns
 * @param expiryJudgedAsPass the article that lets the referee, on the player's appeal, judge the expiry of the last
 *     byoyomi period a pass (Chinese 2002 art. 22.5); empty where the code has no such rule and the loss on time stands
 * @param timeLimits the code's own article on time limits, which the clock's rulings cite where the time system is not
 *     its document's
 */
public record CompetitionCode(
        String name,
        String title,
        String ruleset,
        int boardSize,
        Optional<TimeSystem> time,
        LatenessRule lateness,
        WarningRule warnings,
        Map<Infraction.Kind, Sanction> sanctions,
        String unprescribed,
        String complaints,
        DrawnGame drawnGame,
        MatchFormat match,
        ResultNotation notation,
        Optional<NigiriRule> colours,
        Optional<PairGoRule> pairGo,
        int wrongColoursCorrectableThrough,
        boolean bothLoseNeedsManualPairing,
        boolean pairedByComputer,
        String resignation,
        Optional<String> expiryJudgedAsPass,
        TimeLimits timeLimits) {

    /** What a drawn game leads to. */
    public record DrawnGame(boolean replayInRemainingTime, String article) {
        public DrawnGame {
            Objects.requireNonNull(article, "article");
        }
    }

    /**
     * Where a code's time limits are written. A clock ruling cites its time system's article when that system is the
     * code's own document's (Chinese 2002 art. 12.3 under the Chinese code), and else the code's article: a tournament
     * may run any time system, and under the Incheon code the time limits are the Games' technical handbook's (Incheon
     * 2013 code art. 2.1), not Chinese 2002's.
     *
     * @param document the document, as its citations begin ("Chinese 2002", "Incheon 2013 code", "AGA")
     * @param article the code's own article on time limits
     */
    public record TimeLimits(String document, String article) {
        public TimeLimits {
            Objects.requireNonNull(document, "document");
            Objects.requireNonNull(article, "article");
        }

        /** The article a clock ruling cites under the code, for what the time system's own article says. */
        public String cite(String systemArticle) {
            return systemArticle.startsWith(document + " ") ? systemArticle : article;
        }
    }

    /** How a code writes results. */
    public enum ResultNotation {
        /** B+3.5, W+R, W+T, B+F, 0, Void. */
        PLAIN,
        /** Ing 1991 result symbols: won, draw or lost; unconditionally, by compensation or by forfeit; as Black or White. */
        ING_SYMBOLS
    }

    public CompetitionCode {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(lateness, "lateness");
        Objects.requireNonNull(warnings, "warnings");
        Objects.requireNonNull(unprescribed, "unprescribed");
        Objects.requireNonNull(drawnGame, "drawnGame");
        Objects.requireNonNull(expiryJudgedAsPass, "expiryJudgedAsPass");
        Objects.requireNonNull(timeLimits, "timeLimits");
        sanctions = Map.copyOf(sanctions);
    }

    /** The sanction for a kind, or the referee's own ruling where the code is silent. */
    public Sanction sanction(Infraction.Kind kind) {
        Sanction s = sanctions.get(kind);
        return s != null ? s : Sanction.of(Sanction.Penalty.NOT_PRESCRIBED, unprescribed);
    }

    /** Whether the referee may declare that both players lose in this tournament. */
    public boolean bothLoseAvailable() {
        return !(bothLoseNeedsManualPairing && pairedByComputer);
    }

    public CompetitionCode withPairedByComputer(boolean computer) {
        return new CompetitionCode(name, title, ruleset, boardSize, time, lateness, warnings, sanctions, unprescribed,
                complaints, drawnGame, match, notation, colours, pairGo, wrongColoursCorrectableThrough, bothLoseNeedsManualPairing,
                computer, resignation, expiryJudgedAsPass, timeLimits);
    }
}
