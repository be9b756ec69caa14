package dev.tengen.pages;

import dev.tengen.readmodel.DuanView;
import dev.tengen.readmodel.PlayerRecord;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.RecordLine;
import java.util.List;

/**
 * A player's page: who, the games round by round with their results, the counts, what referees recorded against
 * the player, and Duan promotion points for a professional.
 *
 * @param withdrawal the withdrawal in a sentence, or null
 * @param duan the Duan promotion line, or null
 */
public record PlayerPage(String name, String rank, String club, String country, String withdrawal,
        List<EventPage.Fact> stats, List<String> sanctions, List<Game> games, String duan, String duanReason) {

    public record Game(String round, String colour, String opponent, String opponentHref, String outcome,
            String result, String gameHref) {
    }

    /** @param sanctions the warnings, penalties and forfeits recorded against the player, one sentence each */
    static PlayerPage of(String tournamentId, PlayerRecord r, List<String> sanctions, Reader reader) {
        Msg msg = reader.msg;
        PlayerView p = r.player();
        Terms terms = new Terms(reader);
        ResultWords results = new ResultWords(reader);
        String withdrawal = !p.withdrawn() ? null
                : p.withdrawalReason() == null || p.withdrawalReason().isEmpty() ? msg.withdrawnPlain()
                        : msg.withdrawnBecause(p.withdrawalReason());
        List<EventPage.Fact> stats = List.of(new EventPage.Fact(msg.statWins(), reader.number(r.wins())),
                new EventPage.Fact(msg.statLosses(), reader.number(r.losses())),
                new EventPage.Fact(msg.statDraws(), reader.number(r.draws())),
                new EventPage.Fact(msg.statBlack(), reader.number(r.asBlack())),
                new EventPage.Fact(msg.statWhite(), reader.number(r.asWhite())),
                new EventPage.Fact(msg.statWarnings(), reader.number(p.warnings())),
                new EventPage.Fact(msg.statPenalties(), reader.number(p.penalties())));
        List<Game> games = r.games().stream().map(g -> game(tournamentId, g, reader, terms, results)).toList();
        DuanView duan = r.duan();
        String duanLine = duan == null ? null : msg.duanPoints(duan.points().toString(), reader.number(duan.total()),
                duan.average());
        return new PlayerPage(p.name(), p.rank(), p.club(), reader.country(p.country()), withdrawal, stats, sanctions,
                games, duanLine, duan == null ? null : duan.reason());
    }

    private static Game game(String tournamentId, RecordLine g, Reader reader, Terms terms, ResultWords results) {
        Msg msg = reader.msg;
        String outcome = switch (g.result()) {
            case "win" -> msg.outcomeWin();
            case "loss" -> msg.outcomeLoss();
            case "draw" -> msg.outcomeDraw();
            case "both lose" -> msg.outcomeBothLose();
            case "no result" -> msg.outcomeNoResult();
            default -> msg.outcomePending();
        };
        return new Game(reader.number(g.round()), terms.colour(g.colour()), g.opponentName(),
                Paths.player(tournamentId, g.opponentId()), outcome,
                g.resultText() == null ? "" : results.of(g.resultText(), g.byForfeit()),
                g.gameId() == null ? null : Paths.game(g.gameId()));
    }
}
