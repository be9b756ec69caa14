package dev.tengen.arbitration.app;

import dev.tengen.arbitration.service.web.GameFacts;
import dev.tengen.game.service.api.GameResultCorrected;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.ResultConfirmed;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;

/**
 * What arbitration knows of one game, folded from the game service's events on tengen.game as the embedded platform's
 * game record gives it: its tournament, round, board and players from its start, and when its final result was
 * confirmed (Incheon 2013 code art. 4.4): at the board, or when the tournament last corrected it. A value: each event
 * gives a new one.
 *
 * @param tournamentId null while its start was not read
 * @param round null while its start was not read, and in a row folded before the round was kept
 * @param board null as {@code round}
 * @param resultConfirmedAt null while the game goes on
 */
public record GameOnRecord(String tournamentId, Integer round, Integer board, String black, String white,
        Instant resultConfirmedAt) {

    /** A game none of whose events was read. */
    public static final GameOnRecord NONE = new GameOnRecord(null, null, null, null, null, null);

    /** The events this fold reads, by their class names as published; any other changes nothing. */
    static final Set<String> EVENTS = Set.of(GameStarted.class.getName(), ResultConfirmed.class.getName(),
            GameResultCorrected.class.getName());

    /** The game after {@code event}, one of the game's events. */
    public GameOnRecord with(Object event) {
        return switch (event) {
            case GameStarted started -> new GameOnRecord(started.tournamentId(), started.round(), started.board(),
                    started.black(), started.white(), resultConfirmedAt);
            case ResultConfirmed confirmed -> new GameOnRecord(tournamentId, round, board, black, white, confirmed.at());
            case GameResultCorrected corrected -> new GameOnRecord(tournamentId, round, board, black, white,
                    corrected.at());
            default -> this;
        };
    }

    /** The game as arbitration asks for it; empty while its start was not read. */
    public Optional<GameFacts.PlayedGame> played() {
        return tournamentId == null ? Optional.empty()
                : Optional.of(new GameFacts.PlayedGame(tournamentId, round, board, black, white, resultConfirmedAt));
    }
}
