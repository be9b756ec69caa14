package dev.tengen.tournament.service.api;

import dev.tengen.rank.Rank;
import dev.tengen.rank.Result;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.Event;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Registration;
import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A tournament as the engine's model ({@code dev.tengen.tournament.Tournament}), which the engine pairs and places:
 * players in registration order (their drawn numbers), published rounds with their results. The aggregate builds it
 * from its state, the read models from the events, with {@link #of(String, Instant, TournamentConfigured, List, List)};
 * here, beside the events, so that the read models need not depend on the tournament service.
 */
public final class EngineModel {

    private EngineModel() {
    }

    /**
     * The tournament configured by {@code configured} (defaults filled in as the aggregate fills them), with these
     * players and rounds.
     */
    public static Tournament of(String name, Instant createdAt, TournamentConfigured configured, List<Player> players,
            List<Round> rounds) {
        return of(name, createdAt, Settings.of(configured), players, rounds);
    }

    /** The tournament with these settings, players and rounds. */
    public static Tournament of(String name, Instant createdAt, Settings settings, List<Player> players,
            List<Round> rounds) {
        LocalDate day = LocalDate.ofInstant(createdAt, ZoneOffset.UTC);
        Regulations regulations = new Regulations(Optional.of(settings.ruleSet()), Optional.of(settings.competitionCode()),
                settings.boardSize(), settings.komi(), settings.enginePolicy(), settings.rounds());
        return new Tournament(new Event(name, name, day, day, "", ""), regulations, settings.engineSystem(),
                settings.enginePlacement(), players, List.of(), rounds);
    }

    /**
     * A registered player as the engine sees it.
     *
     * @param rank in canonical notation, as {@code PlayerRegistered} records it
     * @param withdrawnFrom the first round no longer played, 0 while playing
     */
    public static Player player(String id, String name, String rank, String club, String country,
            java.util.Collection<Integer> absentRounds, int withdrawnFrom, int mcMahonCorrection, int warnings) {
        return new Player(id, name, "", rank(rank), OptionalInt.empty(), club, country, Optional.empty(),
                Registration.FINAL, List.copyOf(absentRounds),
                withdrawnFrom > 0 ? OptionalInt.of(withdrawnFrom) : OptionalInt.empty(), mcMahonCorrection, warnings,
                Map.of());
    }

    /**
     * The engine's bye for a round's {@code RoundBye}; none for a player "not paired" (the system's own rule, which the
     * engine knows, or the director's: the player scores nothing).
     */
    public static Optional<Bye> bye(int round, RoundBye bye) {
        return switch (bye.kind()) {
            case RoundBye.PAIRING_BYE -> Optional.of(new Bye(round, bye.playerId(), Bye.Kind.PAIRING_BYE));
            case RoundBye.ABSENT -> Optional.of(new Bye(round, bye.playerId(), Bye.Kind.ABSENT));
            case RoundBye.WITHDRAWN -> Optional.of(new Bye(round, bye.playerId(), Bye.Kind.WITHDRAWN));
            default -> Optional.empty();
        };
    }

    /** A round of the engine's model: its boards with the results known (pending otherwise), and its byes. */
    public static Round round(int number, List<PairedGame> boards, List<RoundBye> roundByes,
            java.util.function.IntFunction<Optional<ResultRecorded>> result) {
        List<GameRecord> games = new ArrayList<>();
        for (PairedGame game : boards) {
            Optional<ResultRecorded> recorded = result.apply(game.board());
            games.add(new GameRecord(number, game.board(), game.black(), game.white(), game.handicap(),
                    recorded.map(ResultRecorded::outcome).orElse(Outcome.PENDING),
                    recorded.map(ResultRecorded::byForfeit).orElse(false)));
        }
        List<Bye> byes = roundByes.stream().flatMap(bye -> bye(number, bye).stream()).toList();
        return new Round(number, games, byes);
    }

    private static Rank rank(String notation) {
        return switch (Rank.parse(notation)) {
            case Result.Ok<Rank> ok -> ok.value();
            case Result.Refused<Rank> refused -> throw new IllegalStateException("a stored rank reads back: " + notation);
        };
    }
}
