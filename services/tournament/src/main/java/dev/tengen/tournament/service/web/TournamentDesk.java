package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.MalformedRequest;
import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.ResultSlip;
import dev.tengen.tournament.service.api.CorrectResult;
import dev.tengen.tournament.service.api.CorrectPairing;
import dev.tengen.tournament.service.api.CorrectionAnswer;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.RecordResult;
import dev.tengen.tournament.service.api.Refusal;
import dev.tengen.tournament.service.api.TournamentRefused;
import java.time.LocalDate;
import java.time.ZoneOffset;
import dev.tengen.tournament.service.api.SubmitRoundReport;
import dev.tengen.service.web.problem.Fields;
import dev.tengen.service.web.security.CurrentActor;
import dev.tengen.tournament.service.api.CloseTournament;
import dev.tengen.tournament.service.api.DismissOfficial;
import dev.tengen.tournament.service.api.PairRound;
import dev.tengen.tournament.service.api.PublishRound;
import dev.tengen.tournament.service.api.WithdrawPlayer;
import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.tournament.service.api.CheckIn;
import dev.tengen.tournament.service.api.ExportTournament;
import dev.tengen.tournament.service.api.RegisterPlayers;
import dev.tengen.tournament.service.api.RegistrationRefused;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.time.Clock;
import java.time.Duration;
import java.util.UUID;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.modelling.command.ConflictingAggregateVersionException;
import org.jboss.logging.Logger;

/**
 * Sends tournament commands for the REST layer and answers once the change is stored and, normally, shown:
 * it waits for the tournament list to reach the new version, so the writer's next read sees its own write.
 */
@ApplicationScoped
public class TournamentDesk {

    private static final Logger LOG = Logger.getLogger(TournamentDesk.class);

    /** Far above the milliseconds the list takes; past it the write still stands and the list shows it later. */
    private static final Duration LIST_CATCH_UP = Duration.ofSeconds(5);

    private final CommandGateway commands;
    private final TournamentList list;
    private final TournamentPlay play;
    private final CurrentActor current;
    private final Clock clock;
    private final BanRegistry bans;
    private final BoardGames boards;
    private final GameOrders games;
    /** The deployment's accounts, when it keeps them ({@link OfficialAccounts}). */
    private final Instance<OfficialAccounts> accounts;

    TournamentDesk(CommandGateway commands, TournamentList list, TournamentPlay play, CurrentActor current, Clock clock,
            BanRegistry bans, BoardGames boards, GameOrders games, Instance<OfficialAccounts> accounts) {
        this.accounts = accounts;
        this.bans = bans;
        this.boards = boards;
        this.games = games;
        this.commands = commands;
        this.list = list;
        this.play = play;
        this.current = current;
        this.clock = clock;
    }

    public Receipt create(NewTournament request) {
        String tournamentId = UUID.randomUUID().toString();
        commands.sendAndWait(Fields.body(request).toCommand(tournamentId, by(), clock.instant()));
        return shown(new Receipt(tournamentId, 0, null));
    }

    public Receipt configure(String tournamentId, Long expectedVersion, TournamentSettings request) {
        long version = commands.sendAndWait(
                Fields.body(request).toCommand(tournamentId, expectedVersion, by(), clock.instant()));
        return played(shown(new Receipt(tournamentId, version, null)));
    }

    /** A player barred by the sanctions registry is refused, with the ban's reason, article and source. */
    public Receipt register(String tournamentId, Long expectedVersion, NewPlayer request) {
        NewPlayer player = Fields.body(request);
        barring(Fields.required(player.name(), "name"), player.country()).ifPresent(sentence -> {
            throw new TournamentRefused(Refusal.PLAYER_BANNED, sentence);
        });
        String playerId = UUID.randomUUID().toString();
        long version = commands.sendAndWait(
                Fields.body(request).toCommand(tournamentId, expectedVersion, playerId, by(), clock.instant()));
        return shown(new Receipt(tournamentId, version, playerId));
    }

    /** Every row registered, or none and every row at fault: a barred player's row is one (sanctions registry). */
    public ImportReceipt importPlayers(String tournamentId, Long expectedVersion, PlayerImport request) {
        List<RegisterPlayers.Row> rows = Fields.body(request).rows();
        List<RegistrationRefused.RowFault> barred = new ArrayList<>();
        for (RegisterPlayers.Row row : rows) {
            barring(row.name() == null ? "" : row.name(), row.country()).ifPresent(sentence -> barred.add(
                    new RegistrationRefused.RowFault(row.line(), Refusal.PLAYER_BANNED.code(), "name", sentence)));
        }
        boolean dryRun = request.preview() || !barred.isEmpty();
        long version;
        try {
            version = commands.sendAndWait(new RegisterPlayers(tournamentId, expectedVersion, rows, dryRun, by(),
                    clock.instant()));
        } catch (RegistrationRefused refused) {
            List<RegistrationRefused.RowFault> faults = new ArrayList<>(barred);
            faults.addAll(refused.faults());
            faults.sort(java.util.Comparator.comparingInt(RegistrationRefused.RowFault::line));
            throw new RegistrationRefused(faults);
        }
        if (!barred.isEmpty()) {
            throw new RegistrationRefused(barred);
        }
        if (request.preview()) {
            return new ImportReceipt(tournamentId, version, true, rows.size(), List.of(), List.of());
        }
        shown(new Receipt(tournamentId, version, null));
        return new ImportReceipt(tournamentId, version, false, rows.size(),
                rows.stream().map(RegisterPlayers.Row::playerId).toList(), List.of());
    }

    /** The roll call of a round: who is present, who absent. */
    public Receipt checkIn(String tournamentId, Long expectedVersion, int round, RollCallRequest request) {
        RollCallRequest body = Fields.body(request);
        long version = commands.sendAndWait(new CheckIn(tournamentId, expectedVersion, round, body.present(),
                body.absent(), by(), clock.instant()));
        return played(shown(new Receipt(tournamentId, version, null)));
    }

    /** The tournament as the engine models it, published rounds and results included. */
    public dev.tengen.tournament.Tournament engineModel(String tournamentId) {
        list.find(tournamentId).orElseThrow(() -> new UnknownTournament(tournamentId));
        return commands.sendAndWait(new ExportTournament(tournamentId));
    }

    /** Why the sanctions registry bars this player today, or empty. */
    private Optional<String> barring(String name, String country) {
        return bans.barring(name, country, LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC)).map(ban -> ban.name()
                + (ban.country() == null ? "" : " (" + ban.country() + ")") + " is barred from competitions"
                + (ban.until() == null ? "" : " until " + ban.until()) + ": " + ban.reason()
                + (ban.article() == null ? "" : " (" + ban.article() + ")") + "; registry entry " + ban.id()
                + (ban.source() == null ? "" : ", decided by " + ban.source()) + ".");
    }

    public Receipt withdraw(String tournamentId, Long expectedVersion, String playerId, String reason) {
        long version = commands.sendAndWait(new WithdrawPlayer(tournamentId, expectedVersion, playerId,
                Fields.optional(reason), by(), clock.instant()));
        return shown(new Receipt(tournamentId, version, null));
    }

    /**
     * A person id given is the official's account name: recorded as the account spells it when the deployment keeps
     * accounts ({@link OfficialAccounts}), so that the office reaches the account however the name was typed.
     */
    public Receipt appoint(String tournamentId, Long expectedVersion, NewOfficial request) {
        NewOfficial body = Fields.body(request);
        String personId = body.personId() == null ? UUID.randomUUID().toString() : accountNamed(body.personId());
        long version = commands.sendAndWait(body.toCommand(tournamentId, expectedVersion, personId, by(), clock.instant()));
        return played(shown(new Receipt(tournamentId, version, null)));
    }

    private String accountNamed(String given) {
        String personId = given.strip();
        if (personId.isEmpty()) {
            throw new MalformedRequest("field-invalid", "personId", "A person id is the official's account name; for an"
                    + " official without an account, leave the field out and one is made.");
        }
        return accounts.isResolvable() ? accounts.get().personId(personId) : personId;
    }

    /** When and where the event is held; the public pages read it from the tournament book. */
    public Receipt describe(String tournamentId, Long expectedVersion, NewEventDetails request) {
        long version = commands.sendAndWait(Fields.body(request).toCommand(tournamentId, expectedVersion, by(),
                clock.instant()));
        return shown(new Receipt(tournamentId, version, null));
    }

    public Receipt setCommitteeMakeUp(String tournamentId, Long expectedVersion, NewCommitteeMakeUp request) {
        long version = commands.sendAndWait(Fields.body(request).toCommand(tournamentId, expectedVersion, by(),
                clock.instant()));
        return played(shown(new Receipt(tournamentId, version, null)));
    }

    public Receipt dismiss(String tournamentId, Long expectedVersion, String personId, String reason) {
        long version = commands.sendAndWait(new DismissOfficial(tournamentId, expectedVersion, personId,
                Fields.optional(reason), by(), clock.instant()));
        return played(shown(new Receipt(tournamentId, version, null)));
    }

    public Receipt pair(String tournamentId, Long expectedVersion, int round) {
        long version = commands.sendAndWait(new PairRound(tournamentId, expectedVersion, round, by(), clock.instant()));
        return played(shown(new Receipt(tournamentId, version, null)));
    }

    public Receipt adjust(String tournamentId, Long expectedVersion, int round, PairingChanges request) {
        long version = commands.sendAndWait(
                Fields.body(request).toCommand(tournamentId, expectedVersion, round, by(), clock.instant()));
        return played(shown(new Receipt(tournamentId, version, null)));
    }

    /**
     * The Technical Delegate's correction of a published round. The correction is judged first without being recorded;
     * the games it voids are looked at: one that has ended keeps its board (refused), one with moves is voided only
     * when the request says so. Those games are voided before the tournament records the correction, whose version
     * must still be the one judged; the round flow then starts the new boards' games. A correction cut short after the
     * voiding is completed by sending it again: voiding is done once.
     */
    public CorrectionReceipt correctPairing(String tournamentId, Long expectedVersion, int round,
            PairingCorrectionRequest request) {
        PairingCorrectionRequest body = Fields.body(request);
        CorrectPairing preview = body.preview(tournamentId, expectedVersion, round, by(), clock.instant());
        CorrectionAnswer planned = commands.sendAndWait(preview);
        List<String> inPlay = new ArrayList<>();
        for (PairedGame game : planned.voided()) {
            boards.game(game.gameId()).filter(record -> !record.voided()).ifPresent(record -> {
                record.confirmed().ifPresent(done -> {
                    throw new TournamentRefused(Refusal.BOARD_HAS_RESULT, "Board " + game.board() + " of round " + round
                            + " has ended " + done.result() + " (" + done.reason() + "); record that result: a board with"
                            + " a result keeps its players.");
                });
                if (record.moves() > 0 || record.resultProposed()) {
                    inPlay.add("board " + game.board() + " (" + record.moves() + " moves)");
                }
            });
        }
        if (!inPlay.isEmpty() && !body.voidsPlayedGames()) {
            throw new TournamentRefused(Refusal.CORRECTION_VOIDS_PLAYED_GAMES, "The correction voids games being played: "
                    + String.join(", ", inPlay) + "; send it again with voidPlayedGames to void them and start the boards"
                    + " afresh.");
        }
        String reason = preview.reason().strip();
        planned.voided().forEach(game -> games.voidGame(game.gameId(), reason, by(), clock.instant()));
        CorrectionAnswer done = commands.sendAndWait(preview.recorded(planned.version()));
        played(shown(new Receipt(tournamentId, done.version(), null)));
        return new CorrectionReceipt(tournamentId, done.version(), round, done.correction(), done.voided(), done.started());
    }

    public Receipt publish(String tournamentId, Long expectedVersion, int round) {
        long version = commands.sendAndWait(new PublishRound(tournamentId, expectedVersion, round, by(), clock.instant()));
        Receipt published = played(shown(new Receipt(tournamentId, version, null)));
        // the answer comes once the round's games are open, so that its referees can start the clocks at once
        play.round(tournamentId, round).ifPresent(view -> games.awaitOpened(
                view.games().stream().map(GameView::gameId).filter(java.util.Objects::nonNull).toList()));
        return published;
    }

    public Receipt grantBye(String tournamentId, Long expectedVersion, int round, NewBye request) {
        long version = commands.sendAndWait(
                Fields.body(request).toCommand(tournamentId, expectedVersion, round, by(), clock.instant()));
        return shown(new Receipt(tournamentId, version, null));
    }

    /**
     * An official's result for a board, from the result slip, in one request: the board's game ends with it and the
     * tournament records it, so that every view shows one result. The same result again changes nothing; another
     * result over a recorded one is refused (a change is a {@link #correctResult correction}); a game that proposed a
     * different result is a conflict, unless the request overrides it with a reason.
     */
    public Receipt recordResult(String tournamentId, Long expectedVersion, int round, int board, BoardResult request) {
        BoardResult body = Fields.body(request);
        ResultSlip slip = body.slip();
        requireVersion(tournamentId, expectedVersion);
        GameView onBoard = publishedBoard(tournamentId, round, board);
        if (onBoard.result() != null) {
            if (slip.sameAs(Outcome.valueOf(onBoard.outcome()), Boolean.TRUE.equals(onBoard.byForfeit()), onBoard.result())) {
                return Receipt.ofGame(tournamentId, list.find(tournamentId).orElseThrow().version(), onBoard.gameId());
            }
            throw new TournamentRefused(Refusal.RESULT_ALREADY_RECORDED, "Board " + board + " of round " + round
                    + " already has the result " + onBoard.result() + "; to change it to " + slip.text()
                    + ", the Technical Delegate records a correction with its reason.");
        }
        String reason = body.reason() == null || body.reason().isBlank() ? null : body.reason().strip();
        String recorded = games.enterResult(onBoard.gameId(), slip.outcome(), slip.byForfeit(), slip.text(), reason,
                body.overrides(), by(), clock.instant()).orElse(reason == null ? "result slip entered by " + by() : reason);
        long version = commands.sendAndWait(new RecordResult(tournamentId, null, round, board, onBoard.gameId(),
                onBoard.black(), onBoard.white(), slip.outcome(), slip.byForfeit(), slip.text(), recorded, by(),
                clock.instant()));
        return played(shown(Receipt.ofGame(tournamentId, version, onBoard.gameId())));
    }

    /**
     * The Technical Delegate changes or cancels a board's result with the reason, also after later rounds were paired
     * on it (Incheon 2013 code art. 6.1; Chinese 2002 art. 23.1): the tournament and the board's game take it together.
     */
    public Receipt correctResult(String tournamentId, Long expectedVersion, int round, int board,
            ResultCorrection request) {
        ResultCorrection body = Fields.body(request);
        ResultSlip slip = body.slip();
        String reason = body.why();
        GameView onBoard = publishedBoard(tournamentId, round, board);
        String source = "decision:" + UUID.randomUUID();
        long version = commands.sendAndWait(new CorrectResult(tournamentId, expectedVersion, round, board,
                slip.outcome(), slip.byForfeit(), slip.text(), reason, source, by(), clock.instant()));
        games.correctResult(onBoard.gameId(), slip.outcome(), slip.byForfeit(), slip.text(), reason, source, by(),
                clock.instant());
        return played(shown(Receipt.ofGame(tournamentId, version, onBoard.gameId())));
    }

    /** The board of a published round, as the round view shows it. */
    private GameView publishedBoard(String tournamentId, int round, int board) {
        list.find(tournamentId).orElseThrow(() -> new UnknownTournament(tournamentId));
        RoundView view = play.round(tournamentId, round).filter(r -> "published".equals(r.status()))
                .orElseThrow(() -> new TournamentRefused(Refusal.ROUND_NOT_PUBLISHED, "Round " + round
                        + " is not published; a result belongs to a board of a published round."));
        return view.games().stream().filter(g -> g.board() == board).findFirst()
                .orElseThrow(() -> new TournamentRefused(Refusal.BOARD_NOT_FOUND, "Round " + round + " has no board "
                        + board + "; its boards are 1 to " + view.games().size() + "."));
    }

    /** If-Match checked before the game is touched, so a stale request changes neither game nor tournament. */
    private void requireVersion(String tournamentId, Long expectedVersion) {
        if (expectedVersion == null) {
            return;
        }
        long actual = list.find(tournamentId).orElseThrow(() -> new UnknownTournament(tournamentId)).version();
        if (actual != expectedVersion) {
            throw new ConflictingAggregateVersionException(tournamentId, expectedVersion, actual);
        }
    }

    public Receipt report(String tournamentId, Long expectedVersion, int round, RoundReport.New request) {
        long version = commands.sendAndWait(new SubmitRoundReport(tournamentId, expectedVersion, round,
                Fields.required(Fields.body(request).text(), "text"), by(), clock.instant()));
        return played(shown(new Receipt(tournamentId, version, null)));
    }

    public Receipt close(String tournamentId, Long expectedVersion) {
        long version = commands.sendAndWait(new CloseTournament(tournamentId, expectedVersion, by(), clock.instant()));
        return shown(new Receipt(tournamentId, version, null));
    }

    private String by() {
        return current.actor().name();
    }

    /** Waits for the play projection too, after a command whose event it shows (the version may be one it skips). */
    private Receipt played(Receipt receipt) {
        try {
            play.awaitVersion(receipt.tournamentId(), receipt.version(), LIST_CATCH_UP);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return receipt;
    }

    private Receipt shown(Receipt receipt) {
        try {
            if (!list.awaitVersion(receipt.tournamentId(), receipt.version(), LIST_CATCH_UP)) {
                LOG.warnf("The tournament list has not shown version %d of %s after %s",
                        receipt.version(), receipt.tournamentId(), LIST_CATCH_UP);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return receipt;
    }
}
