package dev.tengen.platform.demo;

import dev.tengen.arbitration.service.api.FileAppeal;
import dev.tengen.game.service.GameRecord;
import dev.tengen.tournament.service.api.AppointOfficial;
import dev.tengen.tournament.service.api.ConfigureTournament;
import dev.tengen.tournament.service.api.CreateTournament;
import dev.tengen.tournament.service.api.DescribeEvent;
import dev.tengen.tournament.service.api.HandicapSettings;
import dev.tengen.tournament.service.api.OfficialRoles;
import dev.tengen.tournament.service.api.PairRound;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PublishRound;
import dev.tengen.tournament.service.api.RegisterPlayer;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.tournament.service.api.RoundPaired;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.DomainEventMessage;
import org.jboss.logging.Logger;

/**
 * A realistic demo event, loaded when {@code tengen.demo=true} ({@code scripts/run-platform --demo}) and the store
 * does not hold it yet: "Tengen Demo Open", 40 players, 5 rounds of McMahon under Korean 2016 rules and the Incheon
 * 2013 code, its referees and Arbitration Committee. Rounds 1 to 4 are played to the end, each board a real record
 * ({@link DemoRecords}) or a ko fight the code punishes; round 1 holds a protest, an appeal and the committee's
 * ruling ({@link DemoAppeal}); round 5 is in progress: half its boards have finished and the others go on playing,
 * a move each every {@code tengen.demo-move-interval} ({@link DemoLiveRound}), also after a restart. Every step is a
 * command through the gateway, as a director, players, referees and arbitrators would send it; the round flow
 * starts the games and records the confirmed results. Deterministic: fixed lists and a fixed seed.
 */
@ApplicationScoped
public class DemoEvent {

    public static final String TOURNAMENT_ID = "tengen-demo-open";
    public static final String NAME = "Tengen Demo Open";
    public static final int ROUNDS = 5;
    public static final int PLAYERS = 40;
    public static final String PROTEST_ID = TOURNAMENT_ID + "-protest-1";
    public static final String APPEAL_ID = FileAppeal.idFor(PROTEST_ID);
    static final long SEED = 20260509L;

    private static final String DIRECTOR = "demo:director";
    /** The demo event is held in Seoul, over two days from the day it is loaded. */
    private static final ZoneId VENUE_ZONE = ZoneId.of("Asia/Seoul");
    private static final Duration PATIENCE = Duration.ofMinutes(2);
    private static final Logger LOG = Logger.getLogger(DemoEvent.class);

    /** The field, as demo/players.txt lists it (scripts/lib/demo-load registers the same). */
    private static final List<DemoPlayers.Player> FIELD = DemoPlayers.load();

    private final CommandGateway commands;
    private final Configuration axon;
    private final Clock clock;
    private final boolean enabled;
    private final Duration moveInterval;
    private volatile boolean done;
    private volatile int roundsFinished;
    private volatile DemoLiveRound live;

    DemoEvent(CommandGateway commands, Configuration axon, Clock clock, DemoConfig config) {
        this.commands = commands;
        this.axon = axon;
        this.clock = clock;
        this.enabled = config.demo();
        this.moveInterval = config.demoMoveInterval();
    }

    /** After Axon has started (its observer has the default priority), in a thread of its own. */
    void onStart(@Observes @Priority(5000) StartupEvent started) {
        if (!enabled) {
            return;
        }
        Thread loader = new Thread(() -> {
            try {
                if (axon.eventStore().lastSequenceNumberFor(TOURNAMENT_ID).isPresent()) {
                    LOG.infof("Demo event %s is already in the event store; its round in progress goes on.",
                            TOURNAMENT_ID);
                    resume();
                } else {
                    load();
                }
            } catch (RuntimeException | InterruptedException failed) {
                LOG.errorf(failed, "The demo event could not be loaded completely");
            } finally {
                done = true;
            }
        }, "tengen-demo");
        loader.setDaemon(true);
        loader.start();
    }

    void onStop(@Observes ShutdownEvent stopping) {
        DemoLiveRound round = live;
        if (round != null) {
            round.stop();
        }
    }

    /** True when the loader has finished (or had nothing to do); the round in progress may still be playing. */
    public boolean done() {
        return done;
    }

    /** The rounds the loader played to the end: every round but the last. */
    public int roundsFinished() {
        return roundsFinished;
    }

    /** The games of the round in progress still being played. */
    public List<String> gamesInPlay() {
        DemoLiveRound round = live;
        return round == null ? List.of() : round.unfinished().stream().map(PairedGame::gameId).toList();
    }

    void load() throws InterruptedException {
        commands.sendAndWait(new CreateTournament(TOURNAMENT_ID, NAME, DIRECTOR, now()));
        commands.sendAndWait(new ConfigureTournament(TOURNAMENT_ID, null, "korean-2016", 19, ROUNDS, "mcmahon",
                "incheon-2013", null, HandicapSettings.NONE, null, null, DIRECTOR, now()));
        commands.sendAndWait(new DescribeEvent(TOURNAMENT_ID, null, LocalDate.now(clock.withZone(VENUE_ZONE)),
                LocalDate.now(clock.withZone(VENUE_ZONE)).plusDays(1), "Seoul Baduk Center", "Seoul", "KR",
                "Seoul Baduk Club", VENUE_ZONE.getId(), DIRECTOR, now()));
        appoint(DemoBoards.REFEREE_ID, "referee", DemoBoards.REFEREE, "KR");
        appoint(DemoAppeal.CHIEF_REFEREE_ID, OfficialRoles.CHIEF_REFEREE, DemoAppeal.CHIEF_REFEREE, "KR");
        for (String[] member : DemoAppeal.COMMITTEE) {
            appoint(member[0], member[2], member[1], member[3]);
        }
        for (int i = 0; i < PLAYERS; i++) {
            DemoPlayers.Player player = FIELD.get(i);
            commands.sendAndWait(new RegisterPlayer(TOURNAMENT_ID, null, playerId(i), player.name(), player.rank(),
                    player.club(), player.country(), DIRECTOR, now()));
        }
        LOG.infof("Demo event %s: tournament created, %d players registered", TOURNAMENT_ID, PLAYERS);
        DemoBoards boards = new DemoBoards(commands, axon, clock, DemoRecords.load());
        DemoAppeal dispute = new DemoAppeal(commands, clock);
        Random seed = new Random(SEED);
        for (int round = 1; round < ROUNDS; round++) {
            List<PairedGame> games = pairAndPublish(round);
            for (PairedGame game : games) {
                if (round == 1 && game.board() == 1) {
                    disputed(boards, dispute, game);
                } else {
                    playToTheEnd(boards, round, game, seed.nextInt(10));
                }
            }
            awaitResults(round, games.size());
            roundsFinished = round;
            LOG.infof("Demo event %s: round %d of %d played, %d games recorded", TOURNAMENT_ID, round, ROUNDS,
                    games.size());
        }
        List<PairedGame> last = pairAndPublish(ROUNDS);
        Map<PairedGame, Integer> inPlay = new LinkedHashMap<>();
        for (PairedGame game : last) {
            if (game.board() <= last.size() / 2) {
                playToTheEnd(boards, ROUNDS, game, seed.nextInt(10));
            } else {
                // Boards of the second half are in play, each at its own point of the game.
                int played = Math.min(boards.length(ROUNDS, game) - 1, 40 + (game.board() * 37) % 90);
                boards.playRecord(ROUNDS, game, 0, played);
                inPlay.put(game, played);
            }
        }
        live = new DemoLiveRound(boards, ROUNDS, inPlay, moveInterval).start();
    }

    /** A board of a finished round: mostly a real record; one in ten a ko retake, one in ten a forfeit by warnings. */
    private void playToTheEnd(DemoBoards boards, int round, PairedGame game, int kind) {
        if (kind <= 1 && game.handicap() == 0) {
            boards.koFight(game, kind == 0);
            boards.confirm(game.gameId());
        } else {
            boards.playRecord(round, game, 0, Integer.MAX_VALUE);
            boards.finishRecord(round, game);
        }
    }

    /** Round 1, board 1: the ko retake, the protest during the game, the resignation, then appeal and ruling. */
    private void disputed(DemoBoards boards, DemoAppeal dispute, PairedGame game) {
        Instant decided = dispute.protest(game, DemoEvent::nameOf);
        boards.koFight(game, false);
        boards.confirm(game.gameId());
        dispute.appealAndRuling(game, decided, DemoEvent::nameOf);
        LOG.infof("Demo event %s: protest, appeal and ruling on %s", TOURNAMENT_ID, game.gameId());
    }

    /** A restarted platform: the games of the round in progress go on from the moves stored. */
    private void resume() {
        DemoBoards boards = new DemoBoards(commands, axon, clock, DemoRecords.load());
        Map<PairedGame, Integer> inPlay = new LinkedHashMap<>();
        for (PairedGame game : pairing(ROUNDS)) {
            if (axon.eventStore().lastSequenceNumberFor(game.gameId()).isEmpty()) {
                continue;
            }
            GameRecord record = boards.record(game.gameId());
            if (record.proposed().isEmpty() && record.confirmed().isEmpty()) {
                inPlay.put(game, record.entries().size());
            }
        }
        roundsFinished = ROUNDS - 1;
        if (!inPlay.isEmpty()) {
            live = new DemoLiveRound(boards, ROUNDS, inPlay, moveInterval).start();
        }
    }

    private void appoint(String personId, String role, String name, String nationality) {
        commands.sendAndWait(new AppointOfficial(TOURNAMENT_ID, null, personId, role, name, nationality, DIRECTOR,
                now()));
    }

    private List<PairedGame> pairAndPublish(int round) throws InterruptedException {
        commands.sendAndWait(new PairRound(TOURNAMENT_ID, null, round, DIRECTOR, now()));
        commands.sendAndWait(new PublishRound(TOURNAMENT_ID, null, round, DIRECTOR, now()));
        List<PairedGame> games = pairing(round);
        for (PairedGame game : games) {
            awaitStream(game.gameId());
        }
        return games;
    }

    static String playerId(int i) {
        return String.format("demo-p%02d", i + 1);
    }

    /** The name of a demo player, from its id. */
    static String nameOf(String playerId) {
        return FIELD.get(Integer.parseInt(playerId.substring("demo-p".length())) - 1).name();
    }

    private List<PairedGame> pairing(int round) {
        return tournamentEvents().stream()
                .filter(e -> e instanceof RoundPaired paired && paired.round() == round)
                .map(e -> ((RoundPaired) e).games())
                .reduce((first, last) -> last)
                .orElseThrow(() -> new IllegalStateException("Round " + round + " was not paired"));
    }

    private List<Object> tournamentEvents() {
        return axon.eventStore().readEvents(TOURNAMENT_ID).asStream().map(DomainEventMessage::getPayload)
                .map(Object.class::cast).toList();
    }

    /** The round flow starts the game once the round is published. */
    private void awaitStream(String gameId) throws InterruptedException {
        Instant until = clock.instant().plus(PATIENCE);
        while (axon.eventStore().lastSequenceNumberFor(gameId).isEmpty()) {
            if (clock.instant().isAfter(until)) {
                throw new IllegalStateException("Demo game " + gameId + " was not started in " + PATIENCE);
            }
            Thread.sleep(50);
        }
    }

    /** The round flow records each confirmed result in the tournament. */
    private void awaitResults(int round, int games) throws InterruptedException {
        Instant until = clock.instant().plus(PATIENCE);
        while (tournamentEvents().stream().filter(e -> e instanceof ResultRecorded r && r.round() == round)
                .map(e -> ((ResultRecorded) e).board()).distinct().count() < games) {
            if (clock.instant().isAfter(until)) {
                throw new IllegalStateException("Round " + round + " results were not all recorded in " + PATIENCE);
            }
            Thread.sleep(100);
        }
    }

    private Instant now() {
        return clock.instant();
    }
}
