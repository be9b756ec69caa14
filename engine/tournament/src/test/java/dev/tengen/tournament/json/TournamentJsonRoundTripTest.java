package dev.tengen.tournament.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.TournamentCheck;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Writing a tournament to Tengen's file then reading it gives the same tournament. */
class TournamentJsonRoundTripTest {

    @Provide
    Arbitrary<Tournament> tournaments() {
        Arbitrary<List<String>> words = Arbitraries.strings().all().ofMaxLength(8).list().ofMinSize(1).ofMaxSize(20);
        return Combinators.combine(Arbitraries.longs(), words).as(RandomTournament::of);
    }

    @Property(tries = 300)
    void generatedTournamentsAreConsistent(@ForAll("tournaments") Tournament tournament) {
        assertEquals(List.of(), TournamentCheck.problems(tournament));
    }

    @Property(tries = 300)
    void writeThenReadIsTheIdentity(@ForAll("tournaments") Tournament tournament) {
        assertEquals(Checked.valid(tournament), TournamentJson.read(TournamentJson.write(tournament)));
    }
}
