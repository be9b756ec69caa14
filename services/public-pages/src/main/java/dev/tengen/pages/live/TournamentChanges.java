package dev.tengen.pages.live;

import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.AppealRejectedAsInvalid;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.ProtestDecided;
import dev.tengen.arbitration.service.api.ProtestFiled;
import dev.tengen.arbitration.service.api.RulingDeadlineMissed;
import dev.tengen.game.service.api.ArrivalRecorded;
import dev.tengen.game.service.api.ClockStarted;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.TimeExpired;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.tournament.service.api.ByeGranted;
import dev.tengen.tournament.service.api.EventDescribed;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.OfficialDismissed;
import dev.tengen.tournament.service.api.PairingAdjusted;
import dev.tengen.tournament.service.api.PairingCorrected;
import dev.tengen.game.service.api.GameVoided;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentClosed;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.util.Optional;

/**
 * Which public view of a tournament an event changes, named as its stream sends it: {@code standings} (a result, a
 * sanction that counts in placement), {@code round} (published, adjusted or corrected pairings, a bye), {@code game}
 * (a board started or voided), {@code players} (registered, withdrawn), {@code tournament} (configuration, the
 * event's dates and venue, officials, closing), {@code board} (a board of the round in play moved on: for the
 * director's view of the round) and {@code docket} (protests and appeals).
 * A draft pairing ({@code RoundPaired}) is not public and changes nothing the public sees.
 */
public final class TournamentChanges {

    public static final String STANDINGS = "standings";
    public static final String ROUND = "round";
    public static final String GAME = "game";
    public static final String PLAYERS = "players";
    public static final String TOURNAMENT = "tournament";
    /** A board of the round in play moved on: its clock started, its first move, an arrival, a flag, a proposal. */
    public static final String BOARD = "board";
    /** A protest or an appeal was filed, decided or ruled on, or a ruling's half hour ran out. */
    public static final String DOCKET = "docket";

    private TournamentChanges() {
    }

    public static Optional<LiveEvent> of(Object payload, long position) {
        String type = payload.getClass().getSimpleName();
        LiveEvent event = switch (payload) {
            case ResultRecorded e -> event(STANDINGS, e.tournamentId(), e.round(), e.board(), e.gameId(), type, position);
            case ResultCorrected e -> event(STANDINGS, e.tournamentId(), e.round(), e.board(), e.gameId(), type, position);
            case ResultConfirmed e -> event(STANDINGS, e.tournamentId(), e.round(), e.board(), e.gameId(), type, position);
            case WarningIssued e -> event(STANDINGS, e.tournamentId(), null, null, e.gameId(), type, position);
            case PenaltyImposed e -> event(STANDINGS, e.tournamentId(), null, null, e.gameId(), type, position);
            case GameForfeited e -> event(STANDINGS, e.tournamentId(), null, null, e.gameId(), type, position);
            case RoundPublished e -> event(ROUND, e.tournamentId(), e.round(), null, null, type, position);
            case PairingAdjusted e -> event(ROUND, e.tournamentId(), e.round(), null, null, type, position);
            case PairingCorrected e -> event(ROUND, e.tournamentId(), e.round(), null, null, type, position);
            case ByeGranted e -> event(ROUND, e.tournamentId(), e.round(), null, null, type, position);
            case GameStarted e -> event(GAME, e.tournamentId(), e.round(), e.board(), e.gameId(), type, position);
            case GameVoided e -> event(GAME, e.tournamentId(), e.round(), e.board(), e.gameId(), type, position);
            case ClockStarted e -> event(BOARD, e.tournamentId(), null, null, e.gameId(), type, position);
            case MovePlayed e when e.number() == 1 -> event(BOARD, e.tournamentId(), null, null, e.gameId(), type, position);
            case PassPlayed e when e.number() == 1 -> event(BOARD, e.tournamentId(), null, null, e.gameId(), type, position);
            case ArrivalRecorded e -> event(BOARD, e.tournamentId(), null, null, e.gameId(), type, position);
            case TimeExpired e -> event(BOARD, e.tournamentId(), null, null, e.gameId(), type, position);
            case ResultProposed e -> event(BOARD, e.tournamentId(), null, null, e.gameId(), type, position);
            case ProtestFiled e -> event(DOCKET, e.tournamentId(), e.round(), e.board(), e.gameId(), type, position);
            case ProtestDecided e -> event(DOCKET, e.tournamentId(), e.round(), e.board(), e.gameId(), type, position);
            case AppealFiled e -> event(DOCKET, e.tournamentId(), e.round(), e.board(), e.gameId(), type, position);
            case AppealRejectedAsInvalid e -> event(DOCKET, e.tournamentId(), null, null, e.gameId(), type, position);
            case AppealRuled e -> event(DOCKET, e.tournamentId(), e.round(), e.board(), e.gameId(), type, position);
            case RulingDeadlineMissed e -> event(DOCKET, e.tournamentId(), null, null, null, type, position);
            case PlayerRegistered e -> event(PLAYERS, e.tournamentId(), null, null, null, type, position);
            case PlayerWithdrawn e -> event(PLAYERS, e.tournamentId(), null, null, null, type, position);
            case TournamentCreated e -> event(TOURNAMENT, e.tournamentId(), null, null, null, type, position);
            case TournamentConfigured e -> event(TOURNAMENT, e.tournamentId(), null, null, null, type, position);
            case EventDescribed e -> event(TOURNAMENT, e.tournamentId(), null, null, null, type, position);
            case OfficialAppointed e -> event(TOURNAMENT, e.tournamentId(), null, null, null, type, position);
            case OfficialDismissed e -> event(TOURNAMENT, e.tournamentId(), null, null, null, type, position);
            case TournamentClosed e -> event(TOURNAMENT, e.tournamentId(), null, null, null, type, position);
            default -> null;
        };
        return Optional.ofNullable(event);
    }

    private static LiveEvent event(String name, String tournamentId, Integer round, Integer board, String gameId,
            String type, long position) {
        return new LiveEvent(tournamentId, name, new TournamentChange(tournamentId, round, board, gameId, type, position));
    }
}
