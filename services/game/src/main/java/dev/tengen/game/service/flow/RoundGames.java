package dev.tengen.game.service.flow;

import dev.tengen.clock.TimeControl;
import dev.tengen.game.service.api.CorrectGameResult;
import dev.tengen.game.service.api.StartGame;
import dev.tengen.game.service.api.VoidGame;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PairingCorrected;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.RoundPublished;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The games' side of the round flow, decided once for both deployments: which game commands a tournament's published
 * round, corrected pairing or corrected result calls for. The embedded platform's round flow and the game
 * application's follower of tengen.tournament each look at their own store ({@link StartedGames}) and send what this
 * answers; it sends nothing itself.
 *
 * <p>It looks before acting: a game whose stream exists is not started again, and a game never opened is neither
 * voided nor corrected, so an event handled twice (a replay, a redelivery) calls for nothing new. The game answers a
 * second void or the same correction's source again without a new event, as a second line.
 */
public final class RoundGames {

    /** Which of some games have been started: those whose stream exists in the game store. */
    @FunctionalInterface
    public interface StartedGames {

        /** Those of {@code gameIds} that have at least one event. */
        Set<String> among(Collection<String> gameIds);
    }

    private final StartedGames started;
    private final String by;

    /** Decides with {@code started}'s answers; the commands are sent by {@code by}. */
    public RoundGames(StartedGames started, String by) {
        this.started = started;
        this.by = by;
    }

    /** A published round: one {@link StartGame} per board whose game was not started before. */
    public List<StartGame> published(RoundPublished round, Instant at) {
        return starts(round.tournamentId(), round.round(), round.games(), round.ruleSet(), round.competitionCode(),
                round.boardSize(), round.timeControl(), at);
    }

    /**
     * A corrected pairing: the games of the boards changed are void (the tournament's desk voids those it finds
     * opened; a game opened since, or a correction cut short, is voided here) and the new boards' games start. The
     * voids come first.
     */
    public List<Object> corrected(PairingCorrected correction, Instant at) {
        List<Object> commands = new ArrayList<>();
        Set<String> opened = startedAmong(correction.voided());
        for (PairedGame game : correction.voided()) {
            if (opened.contains(game.gameId())) {
                commands.add(new VoidGame(game.gameId(), correction.reason(), by, at));
            }
        }
        commands.addAll(starts(correction.tournamentId(), correction.round(), correction.started(),
                correction.ruleSet(), correction.competitionCode(), correction.boardSize(), correction.timeControl(),
                at));
        return commands;
    }

    /**
     * A corrected result (a ruling, a misconduct decision, the Technical Delegate's correction) becomes its game's, so
     * that game and board show one result; none when the board had no game or it was never opened.
     */
    public Optional<CorrectGameResult> resultCorrected(ResultCorrected result, Instant at) {
        if (result.gameId() == null || started.among(List.of(result.gameId())).isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new CorrectGameResult(result.gameId(), result.outcome(), result.byForfeit(),
                result.result(), result.reason(), result.source(), by, at));
    }

    private List<StartGame> starts(String tournamentId, int round, List<PairedGame> games, String ruleSet,
            String competitionCode, int boardSize, TimeControl timeControl, Instant at) {
        Set<String> before = startedAmong(games); // one question per round
        List<StartGame> commands = new ArrayList<>();
        for (PairedGame game : games) {
            if (!before.contains(game.gameId())) {
                commands.add(new StartGame(game.gameId(), tournamentId, round, game.board(), game.black(), game.white(),
                        ruleSet, competitionCode, boardSize, game.handicap(), game.komi(), timeControl, by, at));
            }
        }
        return commands;
    }

    private Set<String> startedAmong(List<PairedGame> games) {
        return games.isEmpty() ? Set.of() : started.among(games.stream().map(PairedGame::gameId).toList());
    }
}
