package dev.tengen.arbitration.service.web;

import dev.tengen.service.web.problem.Fields;
import dev.tengen.arbitration.service.api.AppealDepositSet;
import dev.tengen.arbitration.service.api.AppealForm;
import dev.tengen.arbitration.service.api.ArbitrationRefusal;
import dev.tengen.arbitration.service.api.ArbitrationRefused;
import dev.tengen.arbitration.service.api.FileAppeal;
import dev.tengen.arbitration.service.api.Money;
import dev.tengen.arbitration.service.api.ProtestDecision;
import dev.tengen.arbitration.service.api.SetAppealDeposit;
import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.service.web.security.CurrentActor;
import dev.tengen.service.web.security.Roles;
import io.quarkus.security.ForbiddenException;
import jakarta.enterprise.context.ApplicationScoped;
import java.math.BigDecimal;
import dev.tengen.arbitration.service.api.FileProtest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.DomainEventStream;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Sends arbitration commands for the REST layer and reads protests and appeals from their own event streams
 * (committed events, so a writer's next read sees its write). Filing an appeal reads the protest first and
 * carries the referees' decision and its time in the command, so the Appeal decides the 15-minute window alone.
 */
@ApplicationScoped
public class ArbitrationDesk {

    private static final Logger LOG = Logger.getLogger(ArbitrationDesk.class);

    private final CommandGateway commands;
    private final Configuration axon;
    private final CurrentActor current;
    private final Clock clock;
    private final Money requiredDeposit;
    private final Committee committee;
    private final TournamentFacts tournaments;
    private final GameFacts games;
    private final RuledMatters matters;

    ArbitrationDesk(CommandGateway commands, Configuration axon, CurrentActor current, Clock clock, Committee committee,
            TournamentFacts tournaments, GameFacts games, RuledMatters matters,
            @ConfigProperty(name = "tengen.arbitration.deposit.amount", defaultValue = "500") BigDecimal depositAmount,
            @ConfigProperty(name = "tengen.arbitration.deposit.currency", defaultValue = "USD") String depositCurrency) {
        this.commands = commands;
        this.axon = axon;
        this.current = current;
        this.clock = clock;
        this.committee = committee;
        this.tournaments = tournaments;
        this.games = games;
        this.matters = matters;
        this.requiredDeposit = new Money(depositAmount, depositCurrency.strip().toUpperCase(Locale.ROOT));
    }

    /**
     * A protest filed at its tournament's path ({@code POST /tournaments/{id}/protests}), where an appointed referee's
     * office admits it: the body's tournament, which may be left out, is the path's (Incheon 2013 arbitration art. 1.1). A
     * path naming no tournament is 404, as any unknown id in a path.
     */
    public ArbitrationReceipt fileProtest(String tournamentId, NewProtest request) {
        if (!tournaments.exists(tournamentId)) {
            throw new UnknownTournament(tournamentId);
        }
        return fileProtest(Fields.body(request).inTournament(tournamentId));
    }

    public ArbitrationReceipt fileProtest(NewProtest request) {
        String protestId = UUID.randomUUID().toString();
        GameFacts.PlayedGame game = request == null || request.gameId() == null ? null
                : games.game(request.gameId()).orElse(null);
        requireGameOfTheTournament(request, game);
        requireOwnGame(request, game);
        requireRoundAndBoardOfTheGame(request, game);
        Instant gameOverAt = game == null ? null : game.resultConfirmedAt();
        FileProtest command = Fields.body(request).toCommand(protestId, gameOverAt, by(), clock.instant());
        Matter matter = Matter.of(command.tournamentId(), command.gameId(), command.judgment());
        requireNotRuled(matter, null);
        requireFirstProtest(matter, command.complainant());
        commands.sendAndWait(command);
        // the complainant's next protest of the matter is checked against this one
        awaitShown(timeout -> matters.awaitProtest(protestId, timeout), "protest " + protestId);
        return ArbitrationReceipt.of(protestId, 0);
    }

    /**
     * Refuses a complainant's second protest of one judgment in one game, whatever became of the first: the referees
     * decide a protest once (Incheon 2013 arbitration art. 1.1), and a rejected one goes on by appeal (art. 1.2). A
     * player's second tap on the phone, or a program sending the protest again under a new key, would otherwise put
     * the judgment twice before the referees.
     */
    private void requireFirstProtest(Matter matter, String complainant) {
        matters.protestBy(matter, complainant).ifPresent(first -> {
            throw new ArbitrationRefused(ArbitrationRefusal.PROTEST_ALREADY_FILED, complainant.strip() + " has already"
                    + " protested this judgment in game " + matter.gameId() + " (protest " + first.protestId() + ", made "
                    + first.at() + "): the referees decide a protest once, and a rejected protest goes on by appeal to"
                    + " the Arbitration Committee (Incheon 2013 arbitration art. 1.1-1.2).");
        });
    }

    public ArbitrationReceipt decideProtest(String protestId, Long expectedVersion, ProtestAnswer request) {
        protest(protestId);
        long version = commands.sendAndWait(Fields.body(request).toCommand(protestId, expectedVersion, by(), clock.instant()));
        return ArbitrationReceipt.of(protestId, version);
    }

    /**
     * The appeal of the protest its path names ({@code POST /protests/{id}/appeal}), where an appointed arbitrator's
     * office admits it: the body's protest, which may be left out, is the path's (Incheon 2013 arbitration art. 1.2).
     */
    public ArbitrationReceipt fileAppeal(String protestId, NewAppeal request) {
        return fileAppeal(Fields.body(request).ofProtest(protestId));
    }

    public ArbitrationReceipt fileAppeal(NewAppeal request) {
        Fields.body(request);
        ProtestView protest = protest(Fields.required(request.protestId(), "protestId"));
        requireNotRuled(Matter.of(protest.tournamentId(), protest.gameId(), protest.judgment()), protest.id());
        // "Time for receipt of the appeal" on the committee's part of the form; now unless entered afterwards.
        Instant now = Fields.recent(request.receivedAt(), clock.instant(), "receivedAt");
        AppealForm form = request.form(protest.judgment(), now);
        ProtestDecision decision = protest.status().equals("filed") ? null
                : ProtestDecision.valueOf(protest.status().toUpperCase(Locale.ROOT));
        String appealId = FileAppeal.idFor(protest.id());
        long version = commands.sendAndWait(new FileAppeal(appealId, protest.id(), protest.tournamentId(),
                protest.gameId(), protest.round(), protest.board(), decision, protest.decidedAt(), form,
                request.depositHandedIn(), appealDeposit(protest.tournamentId()).deposit(), by(), now));
        AppealView appeal = appeal(appealId);
        if (appeal.valid()) {
            return new ArbitrationReceipt(appealId, version, "filed", null, null, null);
        }
        return new ArbitrationReceipt(appealId, version, "invalid", appeal.invalidity().reason(),
                appeal.invalidity().detail(), appeal.invalidity().article());
    }

    public ArbitrationReceipt rule(String appealId, Long expectedVersion, Ruling request) {
        AppealView appeal = appeal(appealId);
        Ruling body = Fields.body(request);
        if (body.technicalDelegateDecision() != null) {
            if (!current.has(Roles.TECHNICAL_DELEGATE)) {
                throw new ArbitrationRefused(ArbitrationRefusal.TECHNICAL_DELEGATE_ONLY, "A tied vote is referred to the"
                        + " Technical Delegate, who alone decides it (Incheon 2013 arbitration art. 3.6); " + by() + " is not.");
            }
            committee.requireTechnicalDelegate(appeal.tournamentId(), by(), "decides a tied vote (Incheon 2013 arbitration art. 3.6)");
        } else {
            committee.requireRulingMember(appeal.tournamentId(), by(), current.has(Roles.ARBITRATOR), appealId);
        }
        committee.requireMembersPresent(appeal.tournamentId(), body);
        committee.requireComplete(appeal.tournamentId(), appealId);
        String delegateName = body.technicalDelegateDecision() != null && body.technicalDelegate() == null ? by() : null;
        long version = commands.sendAndWait(body.toCommand(appealId, expectedVersion, delegateName, by(), clock.instant()));
        // the next protest on the same matter is checked against this ruling
        awaitShown(timeout -> matters.awaitRuling(appealId, timeout), "the ruling on appeal " + appealId);
        return ArbitrationReceipt.of(appealId, version);
    }

    /**
     * Refuses a protest or an appeal on a matter the committee has ruled on through another protest (Incheon 2013 arbitration art.
     * 3.8). {@code protestId}: the protest being appealed, whose own ruled appeal the Appeal itself refuses (it says
     * appeal-ruling-final); null for a new protest.
     */
    private void requireNotRuled(Matter matter, String protestId) {
        matters.ruling(matter).filter(ruling -> !ruling.protestId().equals(protestId)).ifPresent(ruling -> {
            throw new ArbitrationRefused(ArbitrationRefusal.RULING_FINAL, "The Arbitration Committee has already ruled"
                    + " on this judgment in game " + matter.gameId() + " (appeal " + ruling.appealId() + ", " + ruling.at()
                    + "); its ruling is final and effective at once, without further appeal (Incheon 2013 arbitration art. 3.8).");
        });
    }

    /** A wait for the ruled matters registry to show a write: true once it does, false when the time ran out. */
    private interface Shown {
        boolean within(Duration timeout) throws InterruptedException;
    }

    /** Waits up to 10 s until the registry shows {@code what}, which the next protest or appeal is checked against. */
    private static void awaitShown(Shown shown, String what) {
        try {
            if (!shown.within(Duration.ofSeconds(10))) {
                LOG.warnf("The ruled matters registry did not show %s within 10 s", what);
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    public ProtestView protest(String protestId) {
        List<Object> events = new ArrayList<>();
        long version = history(protestId, events);
        return ProtestView.of(events, version).orElseThrow(() -> new ArbitrationRefused(
                ArbitrationRefusal.PROTEST_NOT_FOUND, "No protest " + protestId + " exists."));
    }

    public AppealView appeal(String appealId) {
        List<Object> events = new ArrayList<>();
        long version = history(appealId, events);
        return AppealView.of(events, version, clock.instant()).orElseThrow(() -> new ArbitrationRefused(
                ArbitrationRefusal.APPEAL_NOT_FOUND, "No appeal " + appealId + " exists."));
    }

    /** Sets the deposit the tournament asks with an appeal (Incheon 2013 arbitration art. 1.3). */
    public ArbitrationReceipt setAppealDeposit(String tournamentId, AppealDepositView.Entry request) {
        if (!tournaments.configured(tournamentId)) {
            throw new UnknownTournament(tournamentId);
        }
        AppealDepositView.Entry body = Fields.body(request);
        Money deposit = new Money(Fields.required(body.amount(), "amount"), Fields.required(body.currency(), "currency"));
        String termsId = SetAppealDeposit.idFor(tournamentId);
        long version = commands.sendAndWait(new SetAppealDeposit(termsId, tournamentId, deposit, by(), clock.instant()));
        return ArbitrationReceipt.of(termsId, version);
    }

    /** The deposit the tournament asks: its own setting, else the platform's default (US$500 from 000). */
    public AppealDepositView appealDeposit(String tournamentId) {
        List<Object> events = new ArrayList<>();
        history(SetAppealDeposit.idFor(tournamentId), events);
        return events.stream().filter(AppealDepositSet.class::isInstance).map(AppealDepositSet.class::cast)
                .reduce((first, last) -> last)
                .map(set -> new AppealDepositView(tournamentId, set.deposit(), "tournament", set.at()))
                .orElse(new AppealDepositView(tournamentId, requiredDeposit, "default", null));
    }

    /** The written notification of the ruling to the parties (Incheon 2013 arbitration art. 3.7), once there is a ruling. */
    public String notification(String appealId) {
        AppealView appeal = appeal(appealId);
        if (appeal.ruling() == null) {
            throw new ArbitrationRefused(ArbitrationRefusal.RULING_NOT_MADE, "The Arbitration Committee has not ruled on"
                    + " appeal " + appealId + " (" + appeal.status() + "); the parties are notified in writing once it"
                    + " has (Incheon 2013 arbitration art. 3.7).");
        }
        return RulingNotice.html(appeal, protest(appeal.protestId()));
    }

    /** The appeal's events, oldest first; empty when there is no such appeal. */
    List<Object> events(String appealId) {
        List<Object> events = new ArrayList<>();
        history(appealId, events);
        return events;
    }

    /**
     * A player files a protest only on a game they play, in that game's tournament: a player of another tournament
     * protesting here was admitted (Incheon 2013 arbitration art. 1.1: players protest the judgments made in their games). A
     * referee or a team leader files for the players they look after.
     */
    private void requireOwnGame(NewProtest request, GameFacts.PlayedGame game) {
        if (request == null || request.gameId() == null || current.has(Roles.REFEREE) || current.has(Roles.CHIEF_REFEREE)
                || current.has(Roles.TEAM_LEADER)) {
            return;
        }
        if (game == null || !game.tournamentId().equals(request.tournamentId())
                || !(current.players().contains(game.black()) || current.players().contains(game.white()))) {
            throw new ForbiddenException("Account " + by() + " plays no game " + request.gameId() + " in tournament "
                    + request.tournamentId() + "; a player protests only a judgment in their own game.");
        }
    }

    /**
     * A game held here is protested in its own tournament, whoever files: a referee's protest naming tournament B and
     * a game of tournament A went onto B's docket, before B's committee, about a game B never played (Incheon 2013
     * arbitration art. 1.1: a protest is against a judgment in the game). A game not held here is left to the form.
     */
    private void requireGameOfTheTournament(NewProtest request, GameFacts.PlayedGame game) {
        if (game == null || request.tournamentId() == null || game.tournamentId().equals(request.tournamentId())) {
            return;
        }
        throw new ArbitrationRefused(ArbitrationRefusal.PROTEST_GAME_ELSEWHERE, "Game " + request.gameId()
                + " is a game of tournament " + game.tournamentId() + ", not of " + request.tournamentId()
                + "; a protest is filed in the tournament of its game.");
    }

    /**
     * A protest names the round and board of its game: game G of round 2, board 5 protested as "board 7" was filed, and
     * the docket, the appeal, the ruling's notice and the audit named a board where G was not played (Incheon 2013
     * arbitration art. 1.1: a protest is against a judgment in the game). A game not held here, or whose round and
     * board are not known here, is left to the form; a round or board under 1 is the form's mistake
     * (round-or-board-invalid).
     */
    private void requireRoundAndBoardOfTheGame(NewProtest request, GameFacts.PlayedGame game) {
        if (game == null || !numbered(game.round()) || !numbered(game.board()) || !numbered(request.round())
                || !numbered(request.board())) {
            return;
        }
        ArbitrationRefusal mismatch = !game.round().equals(request.round()) ? ArbitrationRefusal.PROTEST_ROUND_MISMATCH
                : !game.board().equals(request.board()) ? ArbitrationRefusal.PROTEST_BOARD_MISMATCH : null;
        if (mismatch != null) {
            throw new ArbitrationRefused(mismatch, "Game " + request.gameId() + " is played in round " + game.round()
                    + " on board " + game.board() + ", not in round " + request.round() + " on board " + request.board()
                    + "; a protest names the round and board of its game.");
        }
    }

    /** Rounds and boards are numbered from 1. */
    private static boolean numbered(Integer number) {
        return number != null && number >= 1;
    }

    /** Adds the payloads of the aggregate's events to {@code into}; answers the aggregate's version (-1 if none). */
    private long history(String aggregateId, List<Object> into) {
        long version = -1;
        try {
            DomainEventStream stream = axon.eventStore().readEvents(aggregateId);
            while (stream.hasNext()) {
                DomainEventMessage<?> event = stream.next();
                into.add(event.getPayload());
                version = event.getSequenceNumber();
            }
        } catch (AggregateNotFoundException none) {
            into.clear();
        }
        return version;
    }

    private String by() {
        return current.actor().name();
    }
}
