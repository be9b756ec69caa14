package dev.tengen.platform.player;

import dev.tengen.game.service.GameRecord;
import dev.tengen.game.service.api.IllegalMoveRejected;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.ResultConfirmationGiven;
import dev.tengen.game.service.api.RulingLine;
import dev.tengen.arbitration.service.web.Docket;
import dev.tengen.arbitration.service.web.DocketEntry;
import dev.tengen.game.service.web.GameDesk;
import dev.tengen.readmodel.PlayerRecord;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.RecordLine;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import dev.tengen.rules.Color;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A player's games, pairings and results across the tournaments the account's players are registered in, the
 * referees' judgments a protest may still contest, the protests about those games and the rulings on them.
 */
@ApplicationScoped
public class PlayerGames {

    private final TournamentBook book;
    private final GameDesk games;
    private final Docket docket;
    private final Clock clock;

    PlayerGames(TournamentBook book, GameDesk games, Docket docket, Clock clock) {
        this.book = book;
        this.games = games;
        this.docket = docket;
        this.clock = clock;
    }

    public PlayerGamesView of(String account, List<String> playerIds) {
        List<PlayerGamesView.Registration> registrations = new ArrayList<>();
        for (TournamentOverview t : book.tournaments()) {
            for (String playerId : playerIds) {
                book.player(t.id(), playerId).ifPresent(player -> registrations.add(registration(t, player)));
            }
        }
        return new PlayerGamesView(account, registrations);
    }

    private PlayerGamesView.Registration registration(TournamentOverview t, PlayerView player) {
        List<RecordLine> lines = book.record(t.id(), player.id()).map(PlayerRecord::games).orElse(List.of());
        List<PlayerGamesView.Game> played = new ArrayList<>();
        List<PlayerGamesView.Judgment> protestable = new ArrayList<>();
        for (RecordLine line : lines) {
            if (!line.result().equals("pending") || line.gameId() == null) {
                played.add(new PlayerGamesView.Game(line.round(), line.board(), line.gameId(), line.colour(),
                        line.opponentId(), line.opponentName(), line.result(), line.resultText(), line.byForfeit(),
                        line.gameId() == null ? "not-started" : "final", null, false));
                continue;
            }
            GameRecord game = games.read(line.gameId());
            boolean confirmed = game.confirmed().isPresent();
            PlayerGamesView.Proposed proposed = confirmed ? null : game.proposed()
                    .map(p -> new PlayerGamesView.Proposed(p.result(), p.reason())).orElse(null);
            played.add(new PlayerGamesView.Game(line.round(), line.board(), line.gameId(), line.colour(),
                    line.opponentId(), line.opponentName(), line.result(), line.resultText(), line.byForfeit(),
                    game.status(), proposed, game.confirmedBy(ResultConfirmationGiven.PLAYER, player.id())));
            if (!confirmed) {
                protestable.addAll(judgments(line, game));
            }
        }
        Set<String> gameIds = lines.stream().map(RecordLine::gameId).filter(id -> id != null).collect(Collectors.toSet());
        List<DocketEntry> protests = docket.matters(t.id(), clock.instant()).stream()
                .filter(m -> gameIds.contains(m.gameId())).toList();
        List<PlayerGamesView.RulingLink> rulings = protests.stream().filter(m -> m.ruling() != null)
                .map(m -> new PlayerGamesView.RulingLink(m.protestId(), m.appealId(), m.gameId(), m.round(), m.board(),
                        m.judgment(), m.ruling(), m.ruledAt(), "/api/v1/appeals/" + m.appealId() + "/notification"))
                .toList();
        return new PlayerGamesView.Registration(t.id(), t.name(), player.id(), player.name(), player.rank(),
                player.withdrawn(), played, byes(t, player.id()), protestable, protests, rulings);
    }

    /** The referees' judgments recorded in a game: illegal attempts the code ruled on, and decisions on reports. */
    private static List<PlayerGamesView.Judgment> judgments(RecordLine line, GameRecord game) {
        List<PlayerGamesView.Judgment> judgments = new ArrayList<>();
        for (GameRecord.Attempt attempt : game.attempts()) {
            IllegalMoveRejected r = attempt.rejected();
            judgments.add(new PlayerGamesView.Judgment(line.gameId(), line.round(), line.board(), "illegal-move", null,
                    colour(r.color()) + " " + r.point() + " refused as " + r.infraction().replace('-', ' ') + ": "
                            + r.reason() + " (" + r.article() + "), ruled under " + r.sanctionArticle(),
                    r.sanctionArticle(), r.by(), r.at()));
        }
        for (RefereeDecided d : game.decisions()) {
            String rulings = d.rulings().stream().map(RulingLine::description).collect(Collectors.joining("; "));
            String article = d.rulings().isEmpty() ? "" : d.rulings().getFirst().article();
            judgments.add(new PlayerGamesView.Judgment(line.gameId(), line.round(), line.board(), "decision",
                    d.decisionId(), "Decision " + d.decisionId() + " on " + d.infraction().replace('-', ' ')
                            + (d.offender() == null ? "" : " by " + colour(d.offender())) + ": " + rulings
                            + (article.isEmpty() ? "" : " (" + article + ")"), article, d.by(), d.at()));
        }
        return judgments;
    }

    private List<PlayerGamesView.Bye> byes(TournamentOverview t, String playerId) {
        List<PlayerGamesView.Bye> byes = new ArrayList<>();
        for (int round = 1; round <= t.roundsPaired(); round++) {
            int n = round;
            book.round(t.id(), round).ifPresent(r -> r.byes().stream().filter(b -> b.playerId().equals(playerId))
                    .forEach(b -> byes.add(new PlayerGamesView.Bye(n, b.kind(), b.reason()))));
        }
        return byes;
    }

    private static String colour(Color color) {
        String name = color.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
