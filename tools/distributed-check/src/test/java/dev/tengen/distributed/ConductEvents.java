package dev.tengen.distributed;

import dev.tengen.distributed.kafka.ServiceTopic;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.rules.Color;
import dev.tengen.tournament.service.api.BanLifted;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PlayerBanned;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * One person's conduct over three tournaments and the sanctions registry, as the tournament service's and the game
 * service's publishers write it, each event at its own second after {@link #START}:
 *
 * <ul>
 *   <li>the Spring Open (second 100 on): Baek Hyunwoo, EGF 14100001 ({@code baek}), against Song Jiho on board 1 of
 *       round 1, is warned, then penalised a point; demo-referee-han is appointed its Technical Delegate;
 *   <li>the Autumn Open (second 200 on): "BAEK&nbsp; hyunwoo", no federation id ({@code baek-again}), White against
 *       Moon Daeho, is warned, then withdrawn;
 *   <li>the Namesakes Cup (second 300 on): another Baek Hyunwoo, EGF 14100002 ({@code namesake}), is warned;
 *   <li>the registry (second 400 on): a ban of Baek Hyunwoo that stands until 22 November 2027, and a second one,
 *       lifted.
 * </ul>
 *
 * Each tournament's events come in two batches, its own stream first, then its game's (the Autumn Open's withdrawal in
 * a third), so that the order of its audit ledger, and so each decision's number, is known.
 */
final class ConductEvents {

    static final Instant START = Instant.parse("2026-11-23T09:00:00Z");
    static final String NAME = "Baek Hyunwoo";

    final String spring = "conduct-spring-" + UUID.randomUUID();
    final String autumn = "conduct-autumn-" + UUID.randomUUID();
    final String namesakes = "conduct-namesakes-" + UUID.randomUUID();
    final String standingBan = "ban-" + UUID.randomUUID();
    final String liftedBan = "ban-" + UUID.randomUUID();
    /** The lifted ban's first event, the one a redelivery gives again. */
    final TournamentEvents.Stored banned;

    ConductEvents() {
        banned = stored(ServiceTopic.TOURNAMENT, "Ban", liftedBan, 0, new PlayerBanned(liftedBan, NAME, "KR",
                "left the playing hall during a protest", "Incheon 2013 code art. 5.2", "federation:KBA-2026-14", null,
                "demo-technical-delegate", at(401)), 401);
    }

    /** Created, configured, {@code players} registered (id, name, EGF id or null), from {@code second} on. */
    private static List<TournamentEvents.Stored> opened(String id, String name, int second, String[]... players) {
        List<TournamentEvents.Stored> events = new ArrayList<>();
        events.add(tournament(id, 0, new TournamentCreated(id, name, "organizer", at(second)), second));
        events.add(tournament(id, 1, new TournamentConfigured(id, "korean-2016", 19, 1, "swiss", "organizer",
                at(second + 1)), second + 1));
        for (String[] p : players) {
            int s = second + events.size();
            events.add(tournament(id, events.size(), new PlayerRegistered(id, p[0], p[1], "2d", "Seoul Baduk", "KR",
                    "organizer", at(s), null, p[2] == null ? Map.of() : Map.of("egf", p[2])), s));
        }
        return events;
    }

    /** Round 1 published with one board, {@code black} against {@code white}; the tournament's event {@code sequence}. */
    private static TournamentEvents.Stored round(String id, long sequence, String black, String white, int second) {
        return tournament(id, sequence, new RoundPublished(id, 1, "korean-2016", "incheon-2013", 19, List.of(
                new PairedGame(1, PairedGame.gameId(id, 1, 1), black, white, 0, 6.5)), List.of(), "organizer",
                at(second)), second);
    }

    /** The Spring Open's own stream: created, configured, two players, the Technical Delegate, round 1 (ledger 1 to 6). */
    List<TournamentEvents.Stored> springOpened() {
        List<TournamentEvents.Stored> events = new ArrayList<>(opened(spring, "Conduct Spring Open", 100,
                new String[] {"baek", NAME, "14100001"}, new String[] {"song", "Song Jiho", null}));
        events.add(tournament(spring, 4, new OfficialAppointed(spring, "demo-referee-han", "technical-delegate",
                "Han Referee", "KR", "organizer", at(104)), 104));
        events.add(round(spring, 5, "baek", "song", 105));
        return events;
    }

    /** The Spring Open's game: started, Black (Baek) warned (ledger 8), then penalised a point (ledger 9). */
    List<TournamentEvents.Stored> springPlayed() {
        String game = PairedGame.gameId(spring, 1, 1);
        return List.of(
                game(game, 0, new GameStarted(game, spring, 1, 1, "baek", "song", "korean-2016", "incheon-2013", 19, 0,
                        6.5, "organizer", at(106)), 106),
                game(game, 1, new WarningIssued(game, spring, Color.BLACK, 1, "talking during play", "art. 27",
                        "demo-referee-han", at(107)), 107),
                game(game, 2, new PenaltyImposed(game, spring, Color.BLACK, 1, "mobile phone rang", "art. 28",
                        "demo-chief-referee-kim", at(108)), 108));
    }

    /** The Autumn Open's own stream: created, configured, two players, round 1 (ledger 1 to 5). */
    List<TournamentEvents.Stored> autumnOpened() {
        List<TournamentEvents.Stored> events = new ArrayList<>(opened(autumn, "Conduct Autumn Open", 200,
                new String[] {"baek-again", "BAEK\u00a0 hyunwoo", null}, new String[] {"moon", "Moon Daeho", null}));
        events.add(round(autumn, 4, "moon", "baek-again", 204));
        return events;
    }

    /** The Autumn Open's game: started, White (Baek) warned (ledger 7). */
    List<TournamentEvents.Stored> autumnPlayed() {
        String game = PairedGame.gameId(autumn, 1, 1);
        return List.of(
                game(game, 0, new GameStarted(game, autumn, 1, 1, "moon", "baek-again", "korean-2016", "incheon-2013",
                        19, 0, 6.5, "organizer", at(205)), 205),
                game(game, 1, new WarningIssued(game, autumn, Color.WHITE, 1, "disturbing the opponent", "art. 27",
                        "demo-referee-han", at(206)), 206));
    }

    /** Baek withdrawn from the Autumn Open (ledger 8). */
    List<TournamentEvents.Stored> autumnWithdrawn() {
        return List.of(tournament(autumn, 5, new PlayerWithdrawn(autumn, "baek-again", "left for home", "organizer",
                at(207)), 207));
    }

    /** The Namesakes Cup's own stream (ledger 1 to 5). */
    List<TournamentEvents.Stored> namesakesOpened() {
        List<TournamentEvents.Stored> events = new ArrayList<>(opened(namesakes, "Conduct Namesakes Cup", 300,
                new String[] {"namesake", NAME, "14100002"}, new String[] {"ahn", "Ahn Sungjoon", null}));
        events.add(round(namesakes, 4, "namesake", "ahn", 304));
        return events;
    }

    /** The Namesakes Cup's game: started, Black (the namesake) warned (ledger 7). */
    List<TournamentEvents.Stored> namesakesPlayed() {
        String game = PairedGame.gameId(namesakes, 1, 1);
        return List.of(
                game(game, 0, new GameStarted(game, namesakes, 1, 1, "namesake", "ahn", "korean-2016", "incheon-2013",
                        19, 0, 6.5, "organizer", at(305)), 305),
                game(game, 1, new WarningIssued(game, namesakes, Color.BLACK, 1, "talking during play", "art. 27",
                        "demo-referee-han", at(306)), 306));
    }

    /** A ban that stands, then a second ban and its lifting. */
    List<TournamentEvents.Stored> bans() {
        return List.of(
                stored(ServiceTopic.TOURNAMENT, "Ban", standingBan, 0, new PlayerBanned(standingBan, NAME, "KR",
                        "disqualified for disregarding a ruling", "Incheon 2013 arbitration art. 2.6", "federation:KBA-2026-07",
                        LocalDate.parse("2027-11-22"),
                        "demo-technical-delegate", at(400)), 400),
                banned,
                stored(ServiceTopic.TOURNAMENT, "Ban", liftedBan, 1, new BanLifted(liftedBan, NAME,
                        "the committee found no fault", "demo-technical-delegate", at(402)), 402));
    }

    static Instant at(int second) {
        return START.plusSeconds(second);
    }

    private static TournamentEvents.Stored tournament(String id, long sequence, Object payload, int second) {
        return stored(ServiceTopic.TOURNAMENT, "Tournament", id, sequence, payload, second);
    }

    private static TournamentEvents.Stored game(String id, long sequence, Object payload, int second) {
        return stored(ServiceTopic.GAME, "Game", id, sequence, payload, second);
    }

    private static TournamentEvents.Stored stored(ServiceTopic topic, String type, String aggregateId, long sequence,
            Object payload, int second) {
        return new TournamentEvents.Stored(UUID.randomUUID().toString(), topic, type, aggregateId, sequence, at(second),
                payload);
    }
}
