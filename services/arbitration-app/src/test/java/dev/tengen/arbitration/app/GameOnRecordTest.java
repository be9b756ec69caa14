package dev.tengen.arbitration.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.tengen.arbitration.service.web.GameFacts.PlayedGame;
import dev.tengen.game.service.api.GameResultCorrected;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.ResultConfirmed;
import dev.tengen.tournament.Outcome;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GameOnRecordTest {

    private static final Instant STARTED = Instant.parse("2026-11-26T09:00:00Z");
    private static final Instant CONFIRMED = Instant.parse("2026-11-26T11:30:00Z");
    private static final Instant CORRECTED = Instant.parse("2026-11-26T12:10:00Z");

    @Test
    void aGameWhoseStartWasNotReadIsUnknown() {
        assertEquals(Optional.empty(), GameOnRecord.NONE.played());
    }

    @Test
    void aStartedGameNamesItsTournamentRoundBoardAndPlayersAndGoesOn() {
        assertEquals(Optional.of(new PlayedGame("t-1", 2, 5, "p-black", "p-white", null)),
                GameOnRecord.NONE.with(started()).played());
    }

    /** A game's facts folded before its round and board were kept: known, in a place not known, so not checked. */
    @Test
    void aGameFoldedBeforeItsRoundAndBoardWereKeptHasNeither() throws Exception {
        GameOnRecord folded = new ObjectMapper().registerModule(new JavaTimeModule()).readValue("""
                {"tournamentId": "t-1", "black": "p-black", "white": "p-white", "resultConfirmedAt": null}""",
                GameOnRecord.class);

        assertEquals(Optional.of(new PlayedGame("t-1", null, null, "p-black", "p-white", null)), folded.played());
    }

    @Test
    void theResultKeepsTheRoundAndBoardOfTheStart() {
        GameOnRecord game = GameOnRecord.NONE.with(started()).with(new ResultConfirmed("g-1", "t-1", 2, 5, "p-black",
                "p-white", Outcome.BLACK_WINS, false, "B+R", "resignation", List.of("p-black", "p-white"), CONFIRMED));

        assertEquals(new PlayedGame("t-1", 2, 5, "p-black", "p-white", CONFIRMED), game.played().orElseThrow());
    }

    @Test
    void aConfirmedResultGivesTheTimeOfItsConfirmation() {
        GameOnRecord game = GameOnRecord.NONE.with(started()).with(new ResultConfirmed("g-1", "t-1", 1, 1, "p-black",
                "p-white", Outcome.BLACK_WINS, false, "B+R", "resignation", List.of("p-black", "p-white"), CONFIRMED));

        assertEquals(CONFIRMED, game.played().orElseThrow().resultConfirmedAt());
    }

    @Test
    void aCorrectedResultGivesTheTimeOfTheCorrection() {
        GameOnRecord game = GameOnRecord.NONE.with(started()).with(new ResultConfirmed("g-1", "t-1", 1, 1, "p-black",
                "p-white", Outcome.BLACK_WINS, false, "B+R", "resignation", List.of("p-black"), CONFIRMED))
                .with(new GameResultCorrected("g-1", "t-1", 1, 1, "B+R", Outcome.WHITE_WINS, false, "W+R",
                        "appeal upheld", "arbitration", "td", CORRECTED));

        assertEquals(CORRECTED, game.played().orElseThrow().resultConfirmedAt());
    }

    private static GameStarted started() {
        return new GameStarted("g-1", "t-1", 2, 5, "p-black", "p-white", "korean-2016", "incheon-2013", 19, 0, 6.5,
                null, "td", STARTED);
    }
}
