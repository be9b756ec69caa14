package dev.tengen.readmodel;

import dev.tengen.game.service.GameRecord;
import dev.tengen.game.service.api.IllegalMoveRejected;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.ResultConfirmationGiven;
import dev.tengen.game.service.api.RulingLine;
import dev.tengen.arbitration.service.docket.DocketEntry;
import dev.tengen.rules.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A player's games, pairings and results across the tournaments the account's players are registered in, the
 * referees' judgments a protest may still contest, the protests about those games and the rulings on them
 * ({@code GET /api/v1/accounts/me/games}), made from what each deployment reads its own way ({@link Sources}): the
 * embedded platform from its projections and the game service's store, the read models application from the events it
 * keeps.
 */
public final class PlayerGames {

    /** What a player's games are made of. */
    public interface Sources {

        /** Every tournament, in the order they were created. */
        List<TournamentOverview> tournaments();

        /** The book that holds the tournament's players, records and rounds. */
        Optional<TournamentBook> book(String tournamentId);

        /** A started game's record, from its events. */
        GameRecord game(String gameId);

        /** The tournament's protests and appeals, as the docket lists them now. */
        List<DocketEntry> matters(String tournamentId);
    }

    private final Sources sources;

    public PlayerGames(Sources sources) {
        this.sources = sources;
    }

    public PlayerGamesView of(String account, List<String> playerIds) {
        List<PlayerGamesView.Registration> registrations = new ArrayList<>();
        for (TournamentOverview t : sources.tournaments()) {
            Optional<TournamentBook> book = sources.book(t.id());
            for (String playerId : playerIds) {
                book.flatMap(b -> b.player(t.id(), playerId))
                        .ifPresent(player -> registrations.add(registration(book.get(), t, player)));
            }
        }
        return new PlayerGamesView(account, registrations);
    }

    private PlayerGamesView.Registration registration(TournamentBook book, TournamentOverview t, PlayerView player) {
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
            GameRecord game = sources.game(line.gameId());
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
        List<DocketEntry> protests = sources.matters(t.id()).stream()
                .filter(m -> gameIds.contains(m.gameId())).toList();
        List<PlayerGamesView.RulingLink> rulings = protests.stream().filter(m -> m.ruling() != null)
                .map(m -> new PlayerGamesView.RulingLink(m.protestId(), m.appealId(), m.gameId(), m.round(), m.board(),
                        m.judgment(), m.ruling(), m.ruledAt(), "/api/v1/appeals/" + m.appealId() + "/notification"))
                .toList();
        return new PlayerGamesView.Registration(t.id(), t.name(), player.id(), player.name(), player.rank(),
                player.withdrawn(), played, byes(book, t, player.id()), protestable, protests, rulings);
    }

    /**
     * The referees' judgments recorded in a game: illegal attempts the code ruled on, and decisions on reports. An
     * attempt is named by the move it would have been: a ko retaken twice (Incheon 2013 code art. 5.3, the second
     * warning losing by art. 5.7) is two judgments a player may protest one by one; each says what it cost (the
     * warning, the lost turn, the loss), since that is what a protest contests.
     */
    private static List<PlayerGamesView.Judgment> judgments(RecordLine line, GameRecord game) {
        List<PlayerGamesView.Judgment> judgments = new ArrayList<>();
        for (GameRecord.Attempt attempt : game.attempts()) {
            IllegalMoveRejected r = attempt.rejected();
            judgments.add(new PlayerGamesView.Judgment(line.gameId(), line.round(), line.board(), "illegal-move", null,
                    "Move " + (attempt.afterEntries() + 1) + ": " + colour(r.color()) + " " + r.point() + " refused as "
                            + r.infraction().replace('-', ' ') + ": " + r.reason() + " (" + r.article() + "), ruled under "
                            + r.sanctionArticle() + (attempt.consequences().isEmpty() ? ""
                                    : ": " + String.join("; ", attempt.consequenceSentences())),
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

    private static List<PlayerGamesView.Bye> byes(TournamentBook book, TournamentOverview t, String playerId) {
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
