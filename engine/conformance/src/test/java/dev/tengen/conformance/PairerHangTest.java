package dev.tengen.conformance;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.tengen.pairing.TournamentPairer;
import dev.tengen.standing.TournamentStandings;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.json.TournamentJson;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

/**
 * What the random tournament generator found: a 22-player McMahon round the engine's pairer never finishes
 * (engine/pairing WholeFieldMatcher, inside the blossom search of MaximumWeightMatching.perfectFrom). Disabled until
 * engine/pairing is fixed, so the build does not hang; enabling it shows the fault.
 */
class PairerHangTest {

    @Test
    @Disabled("engine/pairing never returns from this round; left for the pairing module's owner (see the report of helper/conform)")
    void roundThreeOfGeneratedSeed1863IsPairedWithinTenSeconds() {
        Tournament tournament = TournamentJson.read(Path.of("src/test/resources/generated/mcmahon-22-seed-1863-before-round-3.json"))
                .orElseThrow();
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertInstanceOf(TournamentPairer.Paired.class,
                TournamentPairer.pair(tournament, 3, TournamentStandings::order)));
    }
}
