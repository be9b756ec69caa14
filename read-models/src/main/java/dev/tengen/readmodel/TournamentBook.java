package dev.tengen.readmodel;

import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.rank.DuanAssessment;
import dev.tengen.rank.DuanGame;
import dev.tengen.rank.DuanPromotion;
import dev.tengen.rank.PlayerResult;
import dev.tengen.rank.Rank;
import dev.tengen.rank.RankKind;
import dev.tengen.rank.Result;
import dev.tengen.rules.Color;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.service.api.EngineModel;
import dev.tengen.tournament.service.api.ByeGranted;
import dev.tengen.tournament.service.api.EventDescribed;
import dev.tengen.tournament.service.api.EventDetails;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.OfficialDismissed;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PairingAdjusted;
import dev.tengen.tournament.service.api.PairingCorrected;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.tournament.service.api.RoundBye;
import dev.tengen.tournament.service.api.RoundPaired;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentClosed;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;

/**
 * Tournaments as the public follows them: the list, each tournament's players and officials, the published
 * pairings of each round with their results and byes, player records with warnings, penalties and Duan points,
 * and the standings and crosstable after any round, placed by the engine's {@code TournamentStandings}
 * ({@link BookStandings}) on the engine's model of the tournament built from these events.
 *
 * <p>In memory and rebuilt from the events alone. One tracking thread writes; request threads read copies. The
 * standings and crosstable, the costly reads, are placed on the engine's model taken under the lock, outside it.
 */
@ProcessingGroup(TournamentBook.PROCESSING_GROUP)
public class TournamentBook {

    public static final String PROCESSING_GROUP = "read-tournament-book";

    private final Map<String, TournamentState> tournaments = new LinkedHashMap<>();

    // ------------------------------------------------------------------ tournament events

    @EventHandler
    synchronized void on(TournamentCreated event) {
        tournaments.put(event.tournamentId(), new TournamentState(event));
    }

    @EventHandler
    synchronized void on(TournamentConfigured event) {
        changing(event.tournamentId()).ifPresent(t -> t.configured = event);
    }

    @EventHandler
    synchronized void on(EventDescribed event) {
        changing(event.tournamentId()).ifPresent(t -> t.details = event.details());
    }

    @EventHandler
    synchronized void on(PlayerRegistered event) {
        changing(event.tournamentId()).ifPresent(t -> t.players.put(event.playerId(), new PlayerState(event)));
    }

    /** Withdrawn from the round after the last published one, as the tournament decides (Chinese 2002 art. 28.3). */
    @EventHandler
    synchronized void on(PlayerWithdrawn event) {
        changing(event.tournamentId()).ifPresent(t -> Optional.ofNullable(t.players.get(event.playerId()))
                .ifPresent(p -> {
                    p.withdrawal = event.reason();
                    p.withdrawnFrom = t.lastRound() + 1;
                }));
    }

    @EventHandler
    synchronized void on(OfficialAppointed event) {
        changing(event.tournamentId()).ifPresent(t -> t.officials.put(event.personId() + "/" + event.role(),
                event.role() + ": " + event.name()));
    }

    @EventHandler
    synchronized void on(OfficialDismissed event) {
        changing(event.tournamentId()).ifPresent(t -> t.officials.remove(event.personId() + "/" + event.role()));
    }

    /** A draft: kept, but not public until published. A later pairing of the round replaces it. */
    @EventHandler
    synchronized void on(RoundPaired event) {
        changing(event.tournamentId()).ifPresent(t -> t.pair(event.round(), event.games(), event.byes(), false));
    }

    @EventHandler
    synchronized void on(RoundPublished event) {
        changing(event.tournamentId()).ifPresent(t -> t.pair(event.round(), event.games(), event.byes(), true));
    }

    @EventHandler
    synchronized void on(PairingAdjusted event) {
        changing(event.tournamentId()).ifPresent(t -> t.pair(event.round(), event.games(), event.byes(),
                t.round(event.round()).published));
    }

    /** A published round corrected: boards kept keep their games and results, changed boards get their new games. */
    @EventHandler
    synchronized void on(PairingCorrected event) {
        changing(event.tournamentId()).ifPresent(t -> t.pair(event.round(), event.games(), event.byes(), true));
    }

    @EventHandler
    synchronized void on(ByeGranted event) {
        changing(event.tournamentId()).ifPresent(t -> {
            RoundState round = t.round(event.round());
            round.byes.removeIf(b -> b.playerId().equals(event.playerId()));
            round.byes.add(new RoundBye(event.playerId(), RoundBye.ABSENT, event.reason()));
            Optional.ofNullable(t.players.get(event.playerId())).ifPresent(p -> p.absentRounds.add(event.round()));
        });
    }

    @EventHandler
    synchronized void on(ResultRecorded event) {
        changing(event.tournamentId()).ifPresent(t -> t.result(event.gameId(), event.round(), event.board(),
                event.black(), event.white(), event.outcome(), event.result(), event.byForfeit(), event.reason())
                .recordedByTournament = true);
    }

    /** A decision replaced the result: standings and crosstable count the new one (Incheon 2013 code art. 6.1). */
    @EventHandler
    synchronized void on(ResultCorrected event) {
        on(event.asRecorded());
    }

    @EventHandler
    synchronized void on(TournamentClosed event) {
        changing(event.tournamentId()).ifPresent(t -> t.closed = true);
    }

    // ------------------------------------------------------------------ game events

    @EventHandler
    synchronized void on(GameStarted event) {
        changing(event.tournamentId()).filter(t -> t.mayStandFor(event.gameId(), event.round(), event.board()))
                .ifPresent(t -> t.started(event));
    }

    /**
     * The game's final result shows at once; once the tournament recorded the board's result, that record is the one
     * truth (a game that still ended differently in a store written before results ended their games is not shown).
     */
    @EventHandler
    synchronized void on(ResultConfirmed event) {
        changing(event.tournamentId()).filter(t -> !t.recorded(event.gameId()))
                .filter(t -> t.mayStandFor(event.gameId(), event.round(), event.board()))
                .ifPresent(t -> t.result(event.gameId(), event.round(), event.board(), event.black(),
                        event.white(), event.outcome(), event.result(), event.byForfeit(), event.reason()));
    }

    /** A warning counts for the whole tournament (Chinese 2002 art. 27.1 (1)(B) places the fewest higher). */
    @EventHandler
    synchronized void on(WarningIssued event) {
        sanction(event.tournamentId(), event.gameId(), event.color(), true, "warning: " + event.reason()
                + article(event.article()));
    }

    @EventHandler
    synchronized void on(PenaltyImposed event) {
        sanction(event.tournamentId(), event.gameId(), event.color(), false, "penalty of " + event.points()
                + " points: " + event.reason() + article(event.article()));
    }

    @EventHandler
    synchronized void on(GameForfeited event) {
        sanction(event.tournamentId(), event.gameId(), event.loser(), false, "game forfeited: " + event.reason()
                + article(event.article()));
    }

    @ResetHandler
    synchronized void forgetEverything() {
        tournaments.clear();
    }

    private static String article(String article) {
        return article == null || article.isEmpty() ? "" : " (" + article + ")";
    }

    private void sanction(String tournamentId, String gameId, Color color, boolean warning, String what) {
        changing(tournamentId).ifPresent(t -> {
            BoardState board = t.games.get(gameId);
            if (board == null) {
                return;
            }
            PlayerState player = t.players.get(color == Color.BLACK ? board.black : board.white);
            if (player == null) {
                return;
            }
            if (warning) {
                player.warnings++;
            } else {
                player.penalties++;
            }
            player.sanctions.add("round " + board.round + ", board " + board.board + ": " + what);
        });
    }

    private Optional<PlayerState> playerState(String tournamentId, String playerId) {
        return state(tournamentId).map(t -> t.players.get(playerId));
    }

    // ------------------------------------------------------------------ queries

    /** Every tournament, the oldest first. */
    public synchronized List<TournamentOverview> tournaments() {
        return tournaments.values().stream()
                .sorted(Comparator.comparing((TournamentState t) -> t.created.at()).thenComparing(t -> t.created.tournamentId()))
                .map(TournamentState::overview)
                .toList();
    }

    public synchronized Optional<TournamentOverview> tournament(String tournamentId) {
        return state(tournamentId).map(TournamentState::overview);
    }

    /** When and where the event is held, once the organizer said it. */
    public synchronized Optional<EventDetails> details(String tournamentId) {
        return state(tournamentId).map(t -> t.details);
    }

    /** The registered players in registration order, withdrawn ones included. */
    public synchronized Optional<List<PlayerView>> players(String tournamentId) {
        return state(tournamentId).map(t -> t.players.values().stream().map(PlayerState::view).toList());
    }

    public synchronized Optional<PlayerView> player(String tournamentId, String playerId) {
        return playerState(tournamentId, playerId).map(PlayerState::view);
    }

    /** The round's boards in order; empty if the tournament is unknown, a round without boards if not published. */
    public synchronized Optional<RoundView> round(String tournamentId, int round) {
        return state(tournamentId).map(t -> t.roundView(round));
    }

    /**
     * The boards of every published round, round by round and board by board: each with the game that stands for it
     * ({@code TournamentState.mayStandFor}), never a game opened by hand on a board the pairing holds. What the
     * tournament's games.zip bundles and what its decisions are placed on.
     */
    public synchronized Optional<List<PairingView>> boards(String tournamentId) {
        return state(tournamentId).map(t -> t.boards().stream().map(t::pairing).toList());
    }

    public synchronized Optional<PlayerRecord> record(String tournamentId, String playerId) {
        return state(tournamentId).flatMap(t -> Optional.ofNullable(t.players.get(playerId)).map(t::record));
    }

    /**
     * The standings after {@code afterRound}, or after the last round with a result when null. The engine's model is
     * taken under the lock (a value no later event changes) and placed outside it, so nobody waits for the placement.
     */
    public Optional<StandingsView> standings(String tournamentId, Integer afterRound) {
        return placeable(tournamentId).map(t -> BookStandings.standings(tournamentId, t.model(),
                afterRound == null ? t.lastRoundWithResult() : afterRound));
    }

    /** The crosstable through {@code throughRound}, or through the last published round when null; as the standings. */
    public Optional<CrosstableView> crosstable(String tournamentId, Integer throughRound) {
        return placeable(tournamentId).map(t -> BookStandings.crosstable(tournamentId, t.model(),
                throughRound == null ? t.lastRound() : throughRound));
    }

    /**
     * Every player's score on the tournament's own score after {@code afterRound} (the McMahon score in a McMahon,
     * points otherwise), those never paired included: what the round after it is paired on. Empty for an unknown
     * tournament; an empty map when it cannot be placed (not configured, a team event).
     */
    public Optional<Map<String, Double>> scores(String tournamentId, int afterRound) {
        return placeable(tournamentId).map(t -> t.model()
                .flatMap(model -> dev.tengen.standing.TournamentStandings.scores(model, Math.max(0, afterRound)))
                .orElse(Map.of()));
    }

    /** What a placement needs of a tournament, taken under the lock. */
    private record Placeable(Optional<Tournament> model, int lastRoundWithResult, int lastRound) {
    }

    private synchronized Optional<Placeable> placeable(String tournamentId) {
        return state(tournamentId).map(t -> new Placeable(t.model(), t.lastRoundWithResult(), t.lastRound()));
    }

    private Optional<TournamentState> state(String tournamentId) {
        return Optional.ofNullable(tournaments.get(tournamentId));
    }

    /**
     * The tournament an event changes: what was worked out from it before (its overview) is worked out again. Every
     * handler that changes a tournament finds it through here, not through {@link #state}.
     */
    private Optional<TournamentState> changing(String tournamentId) {
        Optional<TournamentState> tournament = state(tournamentId);
        tournament.ifPresent(TournamentState::changed);
        return tournament;
    }

    // ------------------------------------------------------------------ state

    private static final class PlayerState {
        final PlayerRegistered registered;
        String withdrawal;
        int withdrawnFrom;
        final java.util.Set<Integer> absentRounds = new java.util.TreeSet<>();
        int warnings;
        int penalties;
        final List<String> sanctions = new ArrayList<>();

        PlayerState(PlayerRegistered registered) {
            this.registered = registered;
        }

        String id() {
            return registered.playerId();
        }

        PlayerView view() {
            return new PlayerView(registered.playerId(), registered.name(), registered.rank(), registered.club(),
                    registered.country(), withdrawal != null, withdrawal, warnings, penalties, sanctions);
        }

        dev.tengen.tournament.Player engine() {
            return EngineModel.player(id(), registered.name(), registered.rank(), registered.club(), registered.country(),
                    absentRounds, withdrawnFrom, registered.correction(), warnings);
        }
    }

    private static final class BoardState {
        final int round;
        final int board;
        String gameId;
        String black;
        String white;
        int handicap;
        double komi;
        boolean started;
        Outcome outcome = Outcome.PENDING;
        String result;
        boolean byForfeit;
        String reason = "";
        /** The tournament recorded this board's result: it is the truth from then on. */
        boolean recordedByTournament;

        BoardState(int round, int board) {
            this.round = round;
            this.board = board;
        }

        boolean decided() {
            return outcome != Outcome.PENDING;
        }

        GameRecord record() {
            return new GameRecord(round, board, black, white, handicap, outcome, byForfeit);
        }
    }

    private static final class RoundState {
        final int number;
        boolean published;
        final TreeMap<Integer, BoardState> boards = new TreeMap<>();
        final List<RoundBye> byes = new ArrayList<>();

        RoundState(int number) {
            this.number = number;
        }

        BoardState board(int board) {
            return boards.computeIfAbsent(board, b -> new BoardState(number, b));
        }
    }

    private static final class TournamentState {
        final TournamentCreated created;
        TournamentConfigured configured;
        EventDetails details;
        boolean closed;
        final Map<String, PlayerState> players = new LinkedHashMap<>();
        final Map<String, String> officials = new LinkedHashMap<>();
        final TreeMap<Integer, RoundState> rounds = new TreeMap<>();
        final Map<String, BoardState> games = new HashMap<>();
        /** Worked out at the first read after the last change; null until then. */
        private TournamentOverview overview;

        TournamentState(TournamentCreated created) {
            this.created = created;
        }

        RoundState round(int round) {
            return rounds.computeIfAbsent(round, RoundState::new);
        }

        /** The round's boards become these; a board keeps its game and result when the same game id stays on it. */
        void pair(int number, List<PairedGame> paired, List<RoundBye> byes, boolean published) {
            RoundState round = round(number);
            Map<Integer, BoardState> before = new HashMap<>(round.boards);
            round.boards.clear();
            for (PairedGame game : paired) {
                BoardState old = before.get(game.board());
                BoardState board = old != null && game.gameId().equals(old.gameId) && game.black().equals(old.black)
                        && game.white().equals(old.white) ? old : new BoardState(number, game.board());
                board.gameId = game.gameId();
                board.black = game.black();
                board.white = game.white();
                board.handicap = game.handicap();
                board.komi = game.komi();
                round.boards.put(game.board(), board);
                games.put(game.gameId(), board);
            }
            before.values().stream().filter(b -> !round.boards.containsValue(b) && b.gameId != null)
                    .forEach(b -> games.remove(b.gameId, b));
            round.byes.clear();
            round.byes.addAll(byes == null ? List.of() : byes);
            round.published = round.published || published;
        }

        BoardState result(String gameId, int round, int board, String black, String white, Outcome outcome, String result,
                boolean byForfeit, String reason) {
            BoardState b = gameId != null && games.containsKey(gameId) ? games.get(gameId) : round(round).board(board);
            b.gameId = gameId;
            b.black = black;
            b.white = white;
            b.outcome = outcome;
            b.result = result;
            b.byForfeit = byForfeit;
            b.reason = reason == null ? "" : reason;
            rounds.get(round).published = true;
            if (gameId != null) {
                games.put(gameId, b);
            }
            return b;
        }

        /**
         * Whether a game may stand for its board in the tournament's rounds: the board's own game, or a game on a board
         * no game holds yet, in a round the tournament has. A game an organizer opened by hand under the tournament
         * (POST /games names any round and board) never takes the place of the game the pairing put on a board, nor
         * opens a round beyond the tournament's last: its result is the game's, not the tournament's. The board's
         * game may arrive before its round's publication (the deployed read models follow two topics), so a board
         * not yet paired takes it.
         */
        boolean mayStandFor(String gameId, int round, int board) {
            if (games.containsKey(gameId)) {
                return true;
            }
            if (configured != null && (round < 1 || round > configured.rounds())) {
                return false;
            }
            RoundState paired = rounds.get(round);
            BoardState held = paired == null ? null : paired.boards.get(board);
            return held == null || held.gameId == null || held.gameId.equals(gameId);
        }

        /** The game opened on its board: the board is in play, with the game's players, handicap and komi. */
        void started(GameStarted event) {
            RoundState round = round(event.round());
            BoardState board = round.board(event.board());
            round.published = true;
            board.gameId = event.gameId();
            board.black = event.black();
            board.white = event.white();
            board.handicap = event.handicap();
            board.komi = event.komi();
            board.started = true;
            games.put(event.gameId(), board);
        }

        boolean recorded(String gameId) {
            BoardState board = games.get(gameId);
            return board != null && board.recordedByTournament;
        }

        List<RoundState> published() {
            return rounds.values().stream().filter(r -> r.published).toList();
        }

        List<BoardState> boards() {
            return published().stream().flatMap(r -> r.boards.values().stream()).filter(b -> b.black != null).toList();
        }

        int lastRound() {
            return published().stream().mapToInt(r -> r.number).max().orElse(0);
        }

        int lastRoundWithResult() {
            return boards().stream().filter(BoardState::decided).mapToInt(b -> b.round).max().orElse(0);
        }

        /** An event changed this tournament: its overview is worked out again at the next read. */
        void changed() {
            overview = null;
        }

        /**
         * Worked out again only after a change: the list of tournaments (the public home page and
         * {@code /api/v1/tournaments}) asks every tournament's overview, which walks all its boards, and a finished
         * tournament does not change.
         */
        TournamentOverview overview() {
            if (overview == null) {
                overview = workOutOverview();
            }
            return overview;
        }

        private TournamentOverview workOutOverview() {
            int withdrawn = (int) players.values().stream().filter(p -> p.withdrawal != null).count();
            int finished = (int) boards().stream().filter(BoardState::decided).count();
            int inPlay = (int) boards().stream().filter(b -> !b.decided() && b.started).count();
            TournamentConfigured c = configured;
            return new TournamentOverview(created.tournamentId(), created.name(), created.by(), created.at(),
                    c == null ? null : c.ruleSet(), c == null ? null : c.boardSize(), c == null ? null : c.rounds(),
                    c == null ? null : c.pairingSystem(), players.size(), withdrawn, lastRound(), finished, inPlay,
                    closed, List.copyOf(officials.values()));
        }

        String name(String playerId) {
            PlayerState player = players.get(playerId);
            return player == null ? playerId : player.registered.name();
        }

        PairingView pairing(BoardState b) {
            return new PairingView(b.round, b.board, b.gameId, b.black, name(b.black), b.white, name(b.white),
                    b.handicap, b.komi, b.result, b.outcome.name(), b.byForfeit, b.reason);
        }

        RoundView roundView(int number) {
            RoundState round = rounds.get(number);
            if (round == null || !round.published) {
                return new RoundView(created.tournamentId(), number, false, List.of(), List.of());
            }
            List<PairingView> pairings = new ArrayList<>();
            List<String> seated = new ArrayList<>();
            for (BoardState b : round.boards.values()) {
                if (b.black == null) {
                    continue;
                }
                seated.add(b.black);
                seated.add(b.white);
                pairings.add(pairing(b));
            }
            List<RoundView.ByeView> byes = new ArrayList<>();
            round.byes.forEach(b -> byes.add(new RoundView.ByeView(b.playerId(), name(b.playerId()), b.kind(), b.reason())));
            if (round.byes.isEmpty()) {
                players.values().stream()
                        .filter(p -> p.withdrawal == null && !seated.contains(p.id()))
                        .forEach(p -> byes.add(new RoundView.ByeView(p.id(), p.registered.name(), RoundBye.NOT_PAIRED, "")));
            }
            return new RoundView(created.tournamentId(), number, true, pairings, byes);
        }

        PlayerRecord record(PlayerState player) {
            String id = player.id();
            List<RecordLine> lines = new ArrayList<>();
            int wins = 0;
            int losses = 0;
            int draws = 0;
            int asBlack = 0;
            int asWhite = 0;
            List<DuanGame> duanGames = new ArrayList<>();
            boolean opponentsProfessional = true;
            for (BoardState b : boards()) {
                GameRecord game = b.record();
                if (!game.involves(id)) {
                    continue;
                }
                boolean black = game.black().equals(id);
                String opponent = game.opponentOf(id);
                String result = resultFor(game, id);
                switch (result) {
                    case "win" -> wins++;
                    case "loss", "both lose" -> losses++;
                    case "draw" -> draws++;
                    default -> { }
                }
                if (black) {
                    asBlack++;
                } else {
                    asWhite++;
                }
                lines.add(new RecordLine(b.round, b.board, b.gameId, black ? "black" : "white", opponent, name(opponent),
                        result, b.result, b.byForfeit));
                Optional<PlayerResult> duanResult = switch (result) {
                    case "win" -> Optional.of(PlayerResult.WIN);
                    case "draw" -> Optional.of(PlayerResult.TIE);
                    case "loss", "both lose" -> Optional.of(PlayerResult.LOSS);
                    default -> Optional.empty();
                };
                Optional<Rank> opponentRank = Optional.ofNullable(players.get(opponent))
                        .flatMap(p -> Rank.parse(p.registered.rank()).toOptional());
                if (duanResult.isPresent()) {
                    if (opponentRank.isPresent() && opponentRank.get().kind() == RankKind.PRO) {
                        duanGames.add(new DuanGame(opponentRank.get(), duanResult.get()));
                    } else {
                        opponentsProfessional = false;
                    }
                }
            }
            return new PlayerRecord(created.tournamentId(), player.view(), lines, wins, losses, draws, asBlack, asWhite,
                    duan(player, duanGames, opponentsProfessional));
        }

        /** Duan points for a professional, over the decided games against professionals. */
        private static DuanView duan(PlayerState player, List<DuanGame> games, boolean opponentsProfessional) {
            Optional<Rank> rank = Rank.parse(player.registered.rank()).toOptional();
            if (rank.isEmpty() || rank.get().kind() != RankKind.PRO) {
                return null;
            }
            Result<DuanAssessment> assessed = DuanPromotion.assess(rank.get(), games);
            if (assessed.refusal().isPresent()) {
                return new DuanView(rank.get().notation(), List.of(), 0, "-", null, assessed.refusal().get());
            }
            DuanAssessment a = assessed.orElseThrow();
            String reason = a.reason() + (opponentsProfessional ? ""
                    : "; games against amateurs are not scored (Table 4 scores games between professionals)");
            return new DuanView(rank.get().notation(), a.points(), a.total(),
                    a.games() == 0 ? "-" : a.average().toPlainString(),
                    a.promotedTo().map(Rank::notation).orElse(null), reason);
        }

        private static String resultFor(GameRecord game, String id) {
            return switch (game.outcome()) {
                case PENDING -> "pending";
                case NO_RESULT -> "no result";
                case DRAW -> "draw";
                case BOTH_LOSE -> "both lose";
                case BOTH_WIN -> "win (both win)";
                case BLACK_WINS, WHITE_WINS -> game.isWonBy(id) ? "win" : "loss";
            };
        }

        /**
         * The engine's model of the tournament: its configuration, the players in registration order, the published
         * rounds with their boards, results and byes; empty before the tournament is configured.
         */
        Optional<Tournament> model() {
            if (configured == null) {
                return Optional.empty();
            }
            List<dev.tengen.tournament.Player> entrants = players.values().stream().map(PlayerState::engine).toList();
            List<Round> played = new ArrayList<>();
            for (RoundState r : published()) {
                List<GameRecord> games = r.boards.values().stream()
                        .filter(b -> players.containsKey(b.black) && players.containsKey(b.white))
                        .map(BoardState::record).toList();
                List<dev.tengen.tournament.Bye> byes = r.byes.stream().filter(b -> players.containsKey(b.playerId()))
                        .flatMap(b -> EngineModel.bye(r.number, b).stream()).toList();
                played.add(new Round(r.number, games, byes));
            }
            return Optional.of(EngineModel.of(created.name(), created.at(), configured, entrants, played));
        }
    }
}
