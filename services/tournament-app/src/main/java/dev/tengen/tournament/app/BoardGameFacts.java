package dev.tengen.tournament.app;

import dev.tengen.game.service.api.ArrivalRecorded;
import dev.tengen.game.service.api.ClockFace;
import dev.tengen.game.service.api.ClockRecord;
import dev.tengen.game.service.api.ExpiryJudgedAsPass;
import dev.tengen.game.service.api.GameResultCorrected;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.GameVoided;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PassCounted;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.game.service.api.RecountRequested;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.game.service.api.ResultProposed;
import dev.tengen.game.service.api.TurnLost;
import dev.tengen.tournament.service.web.BoardGames.Arrival;
import dev.tengen.tournament.service.web.BoardGames.BoardGame;
import dev.tengen.tournament.service.web.BoardGames.Clock;
import dev.tengen.tournament.service.web.BoardGames.Confirmed;
import dev.tengen.tournament.service.web.BoardGames.Progress;
import java.time.Instant;
import java.util.Optional;

/**
 * What the tournament reads of one game, folded from the game's own events as the embedded platform reads them: the
 * game as a pairing correction judges it (as the game service's record folds it: voided, its final result, the moves
 * and passes recorded, a result awaiting confirmation) and its progress on the round's status board (as the game
 * archive folds it: the moves so far, an illegal move counted as a pass taking back the player's previous stone, the
 * time of the last, and the clock as {@link ClockRecord} tells it). A pure fold: the caller hands each event once, in
 * the game's order.
 */
final class BoardGameFacts {

    private boolean started;
    private boolean voided;
    private Confirmed confirmed;
    /** The record's entries: every move, pass, lost turn and pass counted or judged. */
    private int recorded;
    private boolean resultProposed;
    /** The archive's moves: as {@link #recorded}, less the stones a counted pass takes back. */
    private int moves;
    private Instant lastMoveAt;
    private final ClockRecord clock = new ClockRecord();

    void apply(Object event) {
        clock.apply(event);
        switch (event) {
            case GameStarted e -> started = true;
            case MovePlayed e -> moved(e.at(), 0);
            case PassPlayed e -> moved(e.at(), 0);
            case TurnLost e -> moved(e.at(), 0);
            // AGA rule 7: the illegal move counts as a pass; with movesTakenBack 2 the player's previous stone goes too
            case PassCounted e -> moved(e.at(), Math.max(0, e.movesTakenBack() - 1));
            case ExpiryJudgedAsPass e -> {
                resultProposed = false; // Chinese 2002 art. 22.5: the loss on time is set aside, play goes on
                moved(e.at(), 0);
            }
            case ResultProposed e -> resultProposed = true;
            case RecountRequested e -> resultProposed = false;
            case ResultConfirmed e -> confirmed = new Confirmed(e.result(), e.reason());
            case GameResultCorrected e -> confirmed = new Confirmed(e.result(), e.reason());
            case GameVoided e -> voided = true;
            default -> { }
        }
    }

    private void moved(Instant at, int takenBack) {
        recorded++;
        moves = Math.max(0, moves - takenBack) + 1;
        lastMoveAt = at;
    }

    BoardGame game() {
        return new BoardGame(voided, Optional.ofNullable(confirmed), recorded, resultProposed);
    }

    /** Empty until the game's start is known, as the archive knows no game before it. */
    Optional<Progress> progress() {
        return started ? Optional.of(new Progress(moves, lastMoveAt, clock.face().map(BoardGameFacts::clock).orElse(null)))
                : Optional.empty();
    }

    private static Clock clock(ClockFace face) {
        return new Clock(face.startedAt(), face.running(), arrival(face.blackArrival()), arrival(face.whiteArrival()));
    }

    private static Arrival arrival(ArrivalRecorded arrival) {
        return arrival == null ? null : new Arrival(arrival.lateness(), arrival.forfeits());
    }
}
