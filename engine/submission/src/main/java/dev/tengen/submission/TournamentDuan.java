package dev.tengen.submission;

import dev.tengen.rank.DuanAssessment;
import dev.tengen.rank.DuanGame;
import dev.tengen.rank.DuanPromotion;
import dev.tengen.rank.PlayerResult;
import dev.tengen.rank.Rank;
import dev.tengen.rank.RankKind;
import dev.tengen.rank.Result;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Duan promotion of a tournament's players, for {@code tengen duan} and the federation's report ({@link DuanReport}) (Chinese 2002 art. 25.3, appendix 7 Tables 4 and 5): every
 * decided game of a professional against a professional, scored by Table 4, and Table 5's verdict.
 */
public final class TournamentDuan {

    /**
     * One player's line.
     *
     * @param player the player
     * @param assessment the points and verdict, when the player is assessed
     * @param rounds the round of each scored game, in the order of the assessment's points
     * @param reason why the player is not assessed, or the verdict's sentence
     */
    public record Line(Player player, Optional<DuanAssessment> assessment, List<Integer> rounds, String reason) {}

    private TournamentDuan() {}

    public static List<Line> assess(Tournament tournament) {
        List<Line> lines = new ArrayList<>();
        for (Player player : tournament.players()) {
            lines.add(line(tournament, player));
        }
        return lines;
    }

    private static Line line(Tournament tournament, Player player) {
        Result<DuanAssessment> eligibility = DuanPromotion.assess(player.rank(), List.of());
        if (eligibility.refusal().isPresent()) {
            return new Line(player, Optional.empty(), List.of(), eligibility.refusal().get());
        }
        List<DuanGame> games = new ArrayList<>();
        List<Integer> rounds = new ArrayList<>();
        for (GameRecord game : tournament.games()) {
            if (!game.involves(player.id()) || !decided(game)) {
                continue;
            }
            String opponentId = game.opponentOf(player.id());
            Optional<Rank> opponent = tournament.player(opponentId).map(Player::rank);
            if (opponent.isEmpty() || opponent.get().kind() != RankKind.PRO) {
                return new Line(player, Optional.empty(), List.of(), "round " + game.round() + ": the opponent "
                        + tournament.player(opponentId).map(p -> (p.name() + " " + p.firstName()).strip() + " "
                        + p.rank()).orElse(opponentId) + " is not a professional, and"
                        + " Chinese 2002 appendix 7, Table 4 scores games between professionals (Chinese 2002 art. 25.3)");
            }
            games.add(new DuanGame(opponent.get(), result(game, player.id())));
            rounds.add(game.round());
        }
        return switch (DuanPromotion.assess(player.rank(), games)) {
            case Result.Ok<DuanAssessment> ok -> new Line(player, Optional.of(ok.value()), rounds, ok.value().reason());
            case Result.Refused<DuanAssessment> refused -> new Line(player, Optional.empty(), List.of(), refused.reason());
        };
    }

    /**
     * Games with a result count, forfeits included (Chinese 2002 art. 28.2 records them as results); pending
     * and void games do not.
     */
    private static boolean decided(GameRecord game) {
        return game.outcome() != Outcome.PENDING && game.outcome() != Outcome.NO_RESULT;
    }

    /** Table 4's columns: a both-lose result is a loss for each (Chinese 2002 art. 17.5). */
    private static PlayerResult result(GameRecord game, String player) {
        if (game.isWonBy(player)) {
            return PlayerResult.WIN;
        }
        return game.outcome() == Outcome.DRAW ? PlayerResult.TIE : PlayerResult.LOSS;
    }
}
