package dev.tengen.conformance;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.tengen.pairing.TournamentPairer;
import dev.tengen.standing.TournamentStandings;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.json.TournamentJson;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * What the random tournament generator found: a 22-player McMahon round the engine's pairer once never finished (the
 * blossom search of engine/pairing's MaximumWeightMatching.perfectFrom gave duals that left a pair uncovered, and the
 * pricing loop of WholeFieldMatcher offered it again and again). It is paired within ten seconds.
 */
class PairerHangTest {

    @Test
    void roundThreeOfGeneratedSeed1863IsPairedWithinTenSeconds() {
        Tournament tournament = TournamentJson.read(Path.of("src/test/resources/generated/mcmahon-22-seed-1863-before-round-3.json"))
                .orElseThrow();
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertInstanceOf(TournamentPairer.Paired.class,
                TournamentPairer.pair(tournament, 3, TournamentStandings::order)));
    }
}
