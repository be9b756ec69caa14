package dev.tengen.game.service;

import static dev.tengen.game.service.Games.BY;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.game.service.api.GameStarted;
import dev.tengen.game.service.api.MovePlayed;
import dev.tengen.game.service.api.PassPlayed;
import dev.tengen.rules.Color;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The game record as shown keeps when each line was played: the committee finds there the moment of a protest. */
class GameRecordTimesTest {

    private static final GameStarted KOREAN = Games.started("korean-2016", "incheon-2013", 19, 6.5);

    @Test
    void eachLineOfTheRecordCarriesTheTimeItWasPlayed() {
        Instant first = Instant.parse("2026-05-03T10:00:00Z");
        Instant second = Instant.parse("2026-05-03T10:01:30Z");
        GameRecord record = GameRecord.of(List.of(KOREAN,
                new MovePlayed("g-1", "t-1", 1, Color.BLACK, "Q16", List.of(), BY, first),
                new PassPlayed("g-1", "t-1", 2, Color.WHITE, BY, second)));

        assertEquals(List.of(first, second), record.entries().stream().map(GameRecord.Entry::at).toList());
    }
}
