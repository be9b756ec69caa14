package dev.tengen.pairing.series;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SeriesTest {

    static Series play(Series series, String... winners) {
        Series current = series;
        for (String winner : winners) {
            Optional<String> result = winner.equals("replay") ? Optional.empty() : Optional.of(winner);
            current = ((Series.Recorded) current.record(result)).series();
        }
        return current;
    }

    @Test
    void bestOfThreeIsWonWithTwoWins() {
        // Chinese 2002 art. 26.5: the winner wins 2 of the 3 games
        Series series = play(Series.start("Gu", "Lee", 3, "Gu"), "Gu", "Gu");
        assertEquals(Optional.of("Gu"), series.winner());
        assertEquals(Optional.empty(), series.nextGame());
    }

    @Test
    void bestOfSevenNeedsFourWins() {
        Series series = play(Series.start("Gu", "Lee", 7, "Gu"), "Gu", "Gu", "Gu", "Lee", "Lee", "Lee");
        assertEquals(false, series.isDecided());
        assertEquals(Optional.empty(), series.leader());
        assertEquals(Optional.of("Lee"), play(series, "Lee").winner());
    }

    @Test
    void theLeaderIsTheOneWithMoreWins() {
        Series series = play(Series.start("Gu", "Lee", 5, "Gu"), "Lee", "Gu", "Lee");
        assertEquals(Optional.of("Lee"), series.leader());
        assertEquals(false, series.isDecided());
    }

    @Test
    void coloursAlternateFromTheDrawnFirstGame() {
        Series series = Series.start("Gu", "Lee", 5, "Lee");
        assertEquals(List.of("Lee", "Gu"), series.nextGame().orElseThrow());
        assertEquals(List.of("Gu", "Lee"), play(series, "Lee").nextGame().orElseThrow());
        assertEquals(List.of("Lee", "Gu"), play(series, "Lee", "Lee").nextGame().orElseThrow());
    }

    @Test
    void aReplayedGameCountsForNeitherButTurnsTheColours() {
        Series series = play(Series.start("Gu", "Lee", 3, "Gu"), "replay");
        assertEquals(0, series.winsOf("Gu") + series.winsOf("Lee"));
        assertEquals(List.of("Lee", "Gu"), series.nextGame().orElseThrow());
    }

    @Test
    void noGameIsRecordedAfterTheSeriesIsDecided() {
        Series series = play(Series.start("Gu", "Lee", 3, "Gu"), "Lee", "Lee");
        assertInstanceOf(Series.Refused.class, series.record(Optional.of("Gu")));
    }

    @Test
    void anEvenLengthIsNotASeries() {
        assertThrows(IllegalArgumentException.class, () -> Series.start("Gu", "Lee", 4, "Gu"));
        assertThrows(IllegalArgumentException.class, () -> Series.start("Gu", "Lee", 9, "Gu"));
    }

    @Test
    void eliminationRoundsAreOneGameUntilTheQuarterfinals() {
        // AGA-style rules, "Other rules" 2: 2 of 3 for quarterfinals, semifinals and finals (5-round knock-out)
        assertEquals(1, EliminationSeries.bestOf(2, 5, true));
        assertEquals(3, EliminationSeries.bestOf(3, 5, true));
        assertEquals(3, EliminationSeries.bestOf(5, 5, true));
        assertEquals(1, EliminationSeries.bestOf(5, 5, false));
    }
}
