package dev.tengen.tournament.service;

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
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.tournament.service.api.RoundBye;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The aggregate's state as the engine's tournament model ({@code dev.tengen.tournament.Tournament}), which the
 * engine pairs: players in registration order (their drawn numbers), published rounds with their results.
 */
final class EngineModel {

    private EngineModel() {
    }

    static Tournament of(String name, Instant createdAt, Settings settings, Map<String, Entrant> entrants,
            List<PlayRound> published) {
        LocalDate day = LocalDate.ofInstant(createdAt, ZoneOffset.UTC);
        Regulations regulations = new Regulations(Optional.of(settings.ruleSet()), Optional.of(settings.competitionCode()),
                settings.boardSize(), settings.komi(), settings.enginePolicy(), settings.rounds());
        List<Player> players = new ArrayList<>();
        entrants.forEach((id, entrant) -> players.add(new Player(id, entrant.name(), "", rank(entrant.rank()),
                OptionalInt.empty(), entrant.club(), entrant.country(), Optional.empty(), Registration.FINAL,
                List.copyOf(entrant.absentRounds()),
                entrant.withdrawn() ? OptionalInt.of(entrant.withdrawnFrom()) : OptionalInt.empty(),
                entrant.mcMahonCorrection(), 0, Map.of())));
        List<Round> rounds = published.stream().map(EngineModel::round).toList();
        return new Tournament(new Event(name, name, day, day, "", ""), regulations, settings.engineSystem(),
                settings.enginePlacement(), players, List.of(), rounds);
    }

    private static Round round(PlayRound round) {
        List<GameRecord> games = new ArrayList<>();
        for (PairedGame game : round.games) {
            ResultRecorded result = round.results.get(game.board());
            games.add(new GameRecord(round.number, game.board(), game.black(), game.white(), game.handicap(),
                    result == null ? Outcome.PENDING : result.outcome(), result != null && result.byForfeit()));
        }
        List<Bye> byes = new ArrayList<>();
        for (RoundBye bye : round.byes) {
            switch (bye.kind()) {
                case RoundBye.PAIRING_BYE -> byes.add(new Bye(round.number, bye.playerId(), Bye.Kind.PAIRING_BYE));
                case RoundBye.ABSENT -> byes.add(new Bye(round.number, bye.playerId(), Bye.Kind.ABSENT));
                case RoundBye.WITHDRAWN -> byes.add(new Bye(round.number, bye.playerId(), Bye.Kind.WITHDRAWN));
                default -> { } // not paired by the system's own rule (knocked out, in or out in Ing): the engine knows why
            }
        }
        return new Round(round.number, games, byes);
    }

    private static Rank rank(String notation) {
        return switch (Rank.parse(notation)) {
            case Result.Ok<Rank> ok -> ok.value();
            case Result.Refused<Rank> refused -> throw new IllegalStateException("a stored rank reads back: " + notation);
        };
    }
}
