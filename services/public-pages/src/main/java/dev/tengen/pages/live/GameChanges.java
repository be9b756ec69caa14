package dev.tengen.pages.live;

import dev.tengen.game.service.api.ArrivalRecorded;
import dev.tengen.game.service.api.ByoyomiPeriodUsed;
import dev.tengen.game.service.api.ClockPaused;
import dev.tengen.game.service.api.ClockResumed;
import dev.tengen.game.service.api.ClockStarted;
import dev.tengen.game.service.api.DeadStonesAgreed;
import dev.tengen.game.service.api.DeadStonesMarked;
import dev.tengen.game.service.api.DrawReplayScheduled;
import dev.tengen.game.service.api.ExpiryJudgedAsPass;
import dev.tengen.game.service.api.GameForfeited;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.GameVoided;
import dev.tengen.game.service.api.IllegalMoveRejected;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PassCounted;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.game.service.api.PenaltyImposed;
import dev.tengen.game.service.api.PenaltyPointsCharged;
import dev.tengen.game.service.api.PenaltyReviewed;
import dev.tengen.game.service.api.PlayerResigned;
import dev.tengen.game.service.api.RecountRequested;
import dev.tengen.game.service.api.RefereeDecided;
import dev.tengen.game.service.api.ResultConfirmationGiven;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.TimeExpired;
import dev.tengen.game.service.api.TurnLost;
import dev.tengen.game.service.api.WarningIssued;
import dev.tengen.rules.Color;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.ResultRecorded;
import java.util.Locale;
import java.util.Optional;

/**
 * What a live board shows of an event, named as its stream sends it: {@code move} (a stone stands), {@code pass}
 * (a pass, or a lost turn or an illegal move the record counts as one), {@code result} (confirmed, recorded or
 * corrected), {@code clock} (started, paused, resumed, a byoyomi period used, time expired, an arrival, Ing
 * penalty points), {@code game} (any other line of the game's history: a warning, a referee's decision and its
 * review, a proposal, a confirmation, a replay scheduled).
 */
public final class GameChanges {

    public static final String MOVE = "move";
    public static final String PASS = "pass";
    public static final String RESULT = "result";
    public static final String CLOCK = "clock";
    public static final String GAME = "game";

    private GameChanges() {
    }

    public static Optional<LiveEvent> of(Object payload, long position) {
        String type = payload.getClass().getSimpleName();
        LiveEvent event = switch (payload) {
            case MovePlayed e -> new LiveEvent(e.gameId(), MOVE, new GameChange(e.gameId(), e.tournamentId(), e.number(),
                    colour(e.color()), e.point(), e.captured(), null, type, position));
            case PassPlayed e -> pass(e.gameId(), e.tournamentId(), e.number(), e.color(), type, position);
            case TurnLost e -> pass(e.gameId(), e.tournamentId(), e.number(), e.color(), type, position);
            case PassCounted e -> pass(e.gameId(), e.tournamentId(), e.number(), e.color(), type, position);
            case ExpiryJudgedAsPass e -> pass(e.gameId(), e.tournamentId(), e.number(), e.color(), type, position);
            case ResultConfirmed e -> result(e.gameId(), e.tournamentId(), e.result(), type, position);
            case ResultRecorded e -> result(e.gameId(), e.tournamentId(), e.result(), type, position);
            case ResultCorrected e -> result(e.gameId(), e.tournamentId(), e.result(), type, position);
            case GameVoided e -> result(e.gameId(), e.tournamentId(), "Void", type, position);
            case ClockStarted e -> clock(e.gameId(), e.tournamentId(), type, position);
            case ClockPaused e -> clock(e.gameId(), e.tournamentId(), type, position);
            case ClockResumed e -> clock(e.gameId(), e.tournamentId(), type, position);
            case ByoyomiPeriodUsed e -> clock(e.gameId(), e.tournamentId(), type, position);
            case TimeExpired e -> clock(e.gameId(), e.tournamentId(), type, position);
            case ArrivalRecorded e -> clock(e.gameId(), e.tournamentId(), type, position);
            case PenaltyPointsCharged e -> clock(e.gameId(), e.tournamentId(), type, position);
            case RefereeDecided e -> other(e.gameId(), e.tournamentId(), type, position);
            case PenaltyReviewed e -> other(e.gameId(), e.tournamentId(), type, position);
            case DrawReplayScheduled e -> other(e.gameId(), e.tournamentId(), type, position);
            case GameStarted e -> other(e.gameId(), e.tournamentId(), type, position);
            case IllegalMoveRejected e -> other(e.gameId(), e.tournamentId(), type, position);
            case WarningIssued e -> other(e.gameId(), e.tournamentId(), type, position);
            case PenaltyImposed e -> other(e.gameId(), e.tournamentId(), type, position);
            case GameForfeited e -> other(e.gameId(), e.tournamentId(), type, position);
            case PlayerResigned e -> other(e.gameId(), e.tournamentId(), type, position);
            case DeadStonesMarked e -> other(e.gameId(), e.tournamentId(), type, position);
            case DeadStonesAgreed e -> other(e.gameId(), e.tournamentId(), type, position);
            case RecountRequested e -> other(e.gameId(), e.tournamentId(), type, position);
            case ResultProposed e -> other(e.gameId(), e.tournamentId(), type, position);
            case ResultConfirmationGiven e -> other(e.gameId(), e.tournamentId(), type, position);
            default -> null;
        };
        return Optional.ofNullable(event);
    }

    private static LiveEvent pass(String gameId, String tournamentId, int number, Color color, String type,
            long position) {
        return new LiveEvent(gameId, PASS, new GameChange(gameId, tournamentId, number, colour(color), null, null, null, type,
                position));
    }

    private static LiveEvent result(String gameId, String tournamentId, String result, String type, long position) {
        return new LiveEvent(gameId, RESULT, new GameChange(gameId, tournamentId, null, null, null, null, result, type,
                position));
    }

    private static LiveEvent clock(String gameId, String tournamentId, String type, long position) {
        return new LiveEvent(gameId, CLOCK, GameChange.of(gameId, tournamentId, type, position));
    }

    private static LiveEvent other(String gameId, String tournamentId, String type, long position) {
        return new LiveEvent(gameId, GAME, GameChange.of(gameId, tournamentId, type, position));
    }

    private static String colour(Color color) {
        return color == null ? null : color.name().toLowerCase(Locale.ROOT);
    }
}
