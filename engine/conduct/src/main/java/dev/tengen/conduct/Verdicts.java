package dev.tengen.conduct;

import dev.tengen.rules.Color;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.scoring.ScoreReport;
import java.util.Locale;
import java.util.Optional;

/** The results a ruling can end a game with, written in the code's notation. */
public final class Verdicts {

    private Verdicts() {}

    /** The result declared, with Ing's symbols where the code writes them. */
    public static Ruling.ResultDeclared declare(CompetitionCode code, GameResult result, String article,
                                                Optional<ScoreReport> count) {
        Optional<IngResult> ing = code.notation() == CompetitionCode.ResultNotation.ING_SYMBOLS
                ? Optional.of(IngResult.of(result, count)) : Optional.empty();
        return new Ruling.ResultDeclared(result, article, ing);
    }

    /** {@code loser} loses (or forfeits) the game by a ruling. */
    public static Ruling.ResultDeclared loss(CompetitionCode code, Color loser, String why, String article) {
        return declare(code, new GameResult(loser.opponent(), GameResult.Reason.FORFEIT, 0,
                colour(loser) + " loses: " + why + " (" + article + ")"), article, Optional.empty());
    }

    public static Ruling.ResultDeclared bothLose(CompetitionCode code, String why, String article) {
        return declare(code, new GameResult(null, GameResult.Reason.BOTH_LOSE, 0, "both players lose: " + why
                + " (" + article + ")"), article, Optional.empty());
    }

    public static Ruling.ResultDeclared draw(CompetitionCode code, String why, String article) {
        return declare(code, GameResult.draw("draw: " + why + " (" + article + ")"), article, Optional.empty());
    }

    /**
     * The player whose time ran out loses the game (Chinese 2002 art. 12.4 and 22.5; Ing 1991 art. 8 (4)); {@code
     * detail} says when and under which article.
     */
    public static GameResult lossOnTime(Color loser, String detail) {
        return new GameResult(loser.opponent(), GameResult.Reason.TIME, 0, detail);
    }

    /**
     * A result cancelled for misconduct found after it was declared (Incheon 2013 code art. 6.1; Chinese 2002 art.
     * 23.1): read as the game lost by the offender, or by both when both offended or none is named.
     */
    public static GameResult cancelled(Color offender, String article) {
        String detail = "result cancelled for " + (offender == null ? "both players" : colour(offender)) + " (" + article
                + ")";
        return offender == null ? new GameResult(null, GameResult.Reason.BOTH_LOSE, 0, detail)
                : new GameResult(offender.opponent(), GameResult.Reason.FORFEIT, 0, detail);
    }

    static String colour(Color c) {
        return c == Color.BLACK ? "Black" : "White";
    }

    static String words(Infraction.Kind kind) {
        return kind.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /**
     * The kind whose words a ruling's reason is ("ko retaken": {@link #words}), so that a reader can name it in
     * their own language; empty for a reason a referee wrote.
     */
    public static Optional<Infraction.Kind> kindOf(String reason) {
        for (Infraction.Kind kind : Infraction.Kind.values()) {
            if (words(kind).equals(reason)) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }
}
