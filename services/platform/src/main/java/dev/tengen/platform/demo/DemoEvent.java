package dev.tengen.platform.demo;

import dev.tengen.arbitration.service.api.AppealForm;
import dev.tengen.arbitration.service.api.DecideProtest;
import dev.tengen.arbitration.service.api.Deposit;
import dev.tengen.arbitration.service.api.FileAppeal;
import dev.tengen.arbitration.service.api.FileProtest;
import dev.tengen.arbitration.service.api.Money;
import dev.tengen.arbitration.service.api.ProtestDecision;
import dev.tengen.game.service.GameRecord;
import dev.tengen.game.service.api.ConfirmResult;
import dev.tengen.game.service.api.PlayMove;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.Resign;
import dev.tengen.tournament.service.api.ConfigureTournament;
import dev.tengen.tournament.service.api.CreateTournament;
import dev.tengen.tournament.service.api.HandicapSettings;
import dev.tengen.tournament.service.api.PairRound;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PublishRound;
import dev.tengen.tournament.service.api.RegisterPlayer;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.tournament.service.api.RoundPaired;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.config.Configuration;
import org.axonframework.eventhandling.DomainEventMessage;
import org.jboss.logging.Logger;

/**
 * A realistic demo event, loaded when {@code tengen.demo=true} ({@code scripts/run-platform --demo}) and the store
 * does not hold it yet: "Tengen Demo Open", 40 players, 5 rounds of McMahon under Korean 2016 rules and the Incheon
 * 2013 code. Every step is a command through the gateway, as a director, players and referees would send it; the
 * round flow starts the games and records the confirmed results. Deterministic: fixed lists and a fixed seed.
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
    private static final String REFEREE = "Referee Han Sang-hoon";
    private static final Duration PATIENCE = Duration.ofMinutes(2);
    private static final Logger LOG = Logger.getLogger(DemoEvent.class);

    private static final String[] GIVEN = {"Min-jun", "Seo-yeon", "Hiroshi", "Yui", "Wei", "Mei", "Lukas", "Anna",
        "Pierre", "Camille", "Jan", "Eva", "Tomasz", "Olga", "Mateo", "Sofia", "Ivan", "Elena", "Noah", "Emma"};
    private static final String[] FAMILY = {"Kim", "Park", "Tanaka", "Sato", "Chen", "Wang", "Müller", "Novak",
        "Dubois", "Martin", "de Vries", "Svoboda", "Kowalski", "Petrova", "García", "Rossi", "Ivanov", "Popescu",
        "Smith", "Lindqvist"};
    private static final String[][] CLUBS = {{"Seoul Baduk Club", "KR"}, {"Nihon Ki-in Osaka", "JP"},
        {"Beijing Weiqi Academy", "CN"}, {"Berlin Go Club", "DE"}, {"Amsterdam Go Club", "NL"},
        {"Paris Go Club", "FR"}, {"Prague Go Club", "CZ"}, {"Warsaw Go Club", "PL"}, {"Madrid Go Club", "ES"},
        {"Milano Go Club", "IT"}};
    /** 10k..5d, fifteen grades. */
    private static final String[] RANKS = {"10k", "9k", "8k", "7k", "6k", "5k", "4k", "3k", "2k", "1k", "1d", "2d",
        "3d", "4d", "5d"};

    private final CommandGateway commands;
    private final Configuration axon;
    private final Clock clock;
    private final boolean enabled;
    private volatile boolean done;
    private volatile int roundsPlayed;

    DemoEvent(CommandGateway commands, Configuration axon, Clock clock,
            DemoConfig config) {
        this.commands = commands;
        this.axon = axon;
        this.clock = clock;
        this.enabled = config.demo();
    }

    /** After Axon has started (its observer has the default priority), in a thread of its own. */
    void onStart(@Observes @Priority(5000) StartupEvent started) {
        if (!enabled) {
            return;
        }
        if (axon.eventStore().lastSequenceNumberFor(TOURNAMENT_ID).isPresent()) {
            LOG.infof("Demo event %s is already in the event store; not loaded again.", TOURNAMENT_ID);
            done = true;
            return;
        }
        Thread loader = new Thread(() -> {
            try {
                load();
            } catch (RuntimeException | InterruptedException failed) {
                LOG.errorf(failed, "The demo event could not be loaded completely");
            } finally {
                done = true;
            }
        }, "tengen-demo");
        loader.setDaemon(true);
        loader.start();
    }

    /** True when the loader has finished (or had nothing to do). */
    public boolean done() {
        return done;
    }

    public int roundsPlayed() {
        return roundsPlayed;
    }

    void load() throws InterruptedException {
        commands.sendAndWait(new CreateTournament(TOURNAMENT_ID, NAME, DIRECTOR, now()));
        commands.sendAndWait(new ConfigureTournament(TOURNAMENT_ID, null, "korean-2016", 19, ROUNDS, "mcmahon",
                "incheon-2013", null, HandicapSettings.NONE, null, null, DIRECTOR, now()));
        for (int i = 0; i < PLAYERS; i++) {
            String[] club = CLUBS[i % CLUBS.length];
            commands.sendAndWait(new RegisterPlayer(TOURNAMENT_ID, null, playerId(i),
                    GIVEN[(i * 7 + i / FAMILY.length) % GIVEN.length] + " " + FAMILY[i % FAMILY.length], RANKS[i * RANKS.length / PLAYERS],
                    club[0], club[1], DIRECTOR, now()));
        }
        LOG.infof("Demo event %s: tournament created, %d players registered", TOURNAMENT_ID, PLAYERS);
        Random seed = new Random(SEED);
        for (int round = 1; round <= ROUNDS; round++) {
            commands.sendAndWait(new PairRound(TOURNAMENT_ID, null, round, DIRECTOR, now()));
            commands.sendAndWait(new PublishRound(TOURNAMENT_ID, null, round, DIRECTOR, now()));
            List<PairedGame> games = pairing(round);
            int kos = 0;
            int forfeits = 0;
            for (PairedGame game : games) {
                awaitStream(game.gameId());
                int kind = seed.nextInt(10);
                if (kind == 0 && game.handicap() == 0) {
                    koFight(game, true);
                    kos++;
                } else if (kind == 1 && game.handicap() == 0) {
                    koFight(game, false);
                    kos++;
                } else {
                    shortGame(game, seed.nextBoolean());
                }
                if (confirm(game.gameId()).equals("forfeit")) {
                    forfeits++;
                }
            }
            if (round == 1) {
                appeal(games.get(0));
            }
            awaitResults(round, games.size());
            roundsPlayed = round;
            LOG.infof("Demo event %s: round %d of %d played, %d games recorded, %d with ko warnings, %d forfeited",
                    TOURNAMENT_ID, round, ROUNDS, games.size(), kos, forfeits);
        }
    }

    static String playerId(int i) {
        return String.format("demo-p%02d", i + 1);
    }

    /** Four moves, then the loser resigns. */
    private void shortGame(PairedGame game, boolean blackWins) {
        String[] moves = {"Q16", "D4", "Q4", "D16"};
        String[] colours = game.handicap() == 0 ? new String[] {"black", "white"} : new String[] {"white", "black"};
        for (int i = 0; i < moves.length; i++) {
            play(game, colours[i % 2], moves[i]);
        }
        commands.sendAndWait(new Resign(game.gameId(), null, blackWins ? "white" : "black", player(game, !blackWins), now()));
    }

    /**
     * A ko at C4/D4. Black retakes at once (a warning, turn lost: Incheon 2013 art. 5.3); with {@code toForfeit}
     * the fight goes on until White retakes once and Black a second time, whose second warning loses the game
     * (art. 5.7); otherwise Black resigns after the warning.
     */
    private void koFight(PairedGame game, boolean toForfeit) {
        String[][] opening = {{"black", "B4"}, {"white", "D3"}, {"black", "C3"}, {"white", "D5"}, {"black", "C5"},
            {"white", "E4"}, {"black", "D4"}, {"white", "C4"}, {"black", "D4"}};
        for (String[] move : opening) {
            play(game, move[0], move[1]);
        }
        if (!toForfeit) {
            commands.sendAndWait(new Resign(game.gameId(), null, "black", game.black(), now()));
            return;
        }
        String[][] fight = {{"white", "Q16"}, {"black", "D4"}, {"white", "C4"}, {"black", "Q4"}, {"white", "C4"},
            {"black", "D4"}};
        for (String[] move : fight) {
            play(game, move[0], move[1]);
        }
        if (record(game.gameId()).proposed().isEmpty()) {
            commands.sendAndWait(new Resign(game.gameId(), null, "black", game.black(), now()));
        }
    }

    /** A move; a refused move (the code attaches nothing to it) is logged and the demo goes on. */
    private void play(PairedGame game, String colour, String point) {
        try {
            commands.sendAndWait(new PlayMove(game.gameId(), null, colour, point,
                    colour.equals("black") ? game.black() : game.white(), now()));
        } catch (RuntimeException refused) {
            LOG.debugf("Demo move %s %s in %s refused: %s", colour, point, game.gameId(), refused.getMessage());
        }
    }

    /** Both players and a referee confirm the result proposed; answers how the game ended. */
    private String confirm(String gameId) {
        GameRecord record = record(gameId);
        ResultProposed proposed = record.proposed().orElseThrow(
                () -> new IllegalStateException("Demo game " + gameId + " has no result proposed"));
        commands.sendAndWait(new ConfirmResult(gameId, null, "player", "black", proposed.result(),
                record.start().black(), now()));
        commands.sendAndWait(new ConfirmResult(gameId, null, "player", "white", proposed.result(),
                record.start().white(), now()));
        commands.sendAndWait(new ConfirmResult(gameId, null, "referee", REFEREE, proposed.result(), REFEREE, now()));
        return proposed.ending();
    }

    /** The loser of board 1 in round 1 protests the referee's judgment, the protest is rejected, and he appeals. */
    private void appeal(PairedGame game) {
        ResultProposed proposed = record(game.gameId()).proposed().orElseThrow();
        String loser = "W".equals(proposed.result().substring(0, 1)) ? game.black() : game.white();
        String winner = loser.equals(game.black()) ? game.white() : game.black();
        String judgment = "The referee ruled the game over by " + proposed.ending() + ": " + proposed.result();
        commands.sendAndWait(new FileProtest(PROTEST_ID, TOURNAMENT_ID, game.gameId(), 1, game.board(), loser,
                judgment, null, loser, now()));
        Instant decided = now();
        commands.sendAndWait(new DecideProtest(PROTEST_ID, null, ProtestDecision.REJECTED, REFEREE,
                "The clock and the game record confirm the judgment.", REFEREE, decided));
        AppealForm form = new AppealForm(now(), loser, loser, "KOR", "Team captain", winner, "KOR", judgment,
                List.of(), "Board " + game.board(), "Round 1", "", "The complainant says he never resigned.", "");
        commands.sendAndWait(new FileAppeal(APPEAL_ID, PROTEST_ID, TOURNAMENT_ID, game.gameId(), 1, game.board(),
                ProtestDecision.REJECTED, decided, form, new Deposit(new Money(new BigDecimal("500"), "USD"), true),
                Money.DEFAULT_APPEAL_DEPOSIT, loser, now()));
        LOG.infof("Demo event %s: protest and appeal filed on %s", TOURNAMENT_ID, game.gameId());
    }

    private static String player(PairedGame game, boolean black) {
        return black ? game.black() : game.white();
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

    private GameRecord record(String gameId) {
        return GameRecord.of(axon.eventStore().readEvents(gameId).asStream().map(DomainEventMessage::getPayload)
                .toList());
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
