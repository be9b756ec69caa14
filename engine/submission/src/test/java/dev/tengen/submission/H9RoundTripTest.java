package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** h9 → Tengen → h9 → Tengen keeps every player, game and result, on the shared h9 files. */
class H9RoundTripTest {

    @ParameterizedTest
    @ValueSource(strings = {"exchange/juvisy.h9", "exchange/chinois.h9"})
    void keepsEveryPlayer(String file) {
        Tournament first = Resources.h9(file);
        Tournament second = again(first);
        assertEquals(players(first), players(second));
    }

    @ParameterizedTest
    @ValueSource(strings = {"exchange/juvisy.h9", "exchange/chinois.h9"})
    void keepsEveryGameAndResult(String file) {
        Tournament first = Resources.h9(file);
        assertEquals(games(first), games(again(first)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"exchange/juvisy.h9", "exchange/chinois.h9"})
    void keepsEveryRoundWithoutAGame(String file) {
        Tournament first = Resources.h9(file);
        Tournament second = again(first);
        assertEquals(first.byesImpliedThrough(first.regulations().rounds()).stream().collect(Collectors.toSet()),
                second.byesImpliedThrough(second.regulations().rounds()).stream().collect(Collectors.toSet()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"exchange/juvisy.h9", "exchange/chinois.h9"})
    void writesTheSameFileTwice(String file) {
        Tournament first = Resources.h9(file);
        String once = EgfH9.write(first, Resources.JUVISY);
        assertEquals(once, EgfH9.write(again(first), Resources.JUVISY));
    }

    private static Tournament again(Tournament tournament) {
        byte[] written = EgfH9.write(tournament, Resources.JUVISY).getBytes(EgfH9.ENCODING);
        return EgfH9Reader.read(written, "again").orElseThrow();
    }

    private static List<String> players(Tournament t) {
        return t.players().stream().map(p -> p.name() + "|" + p.firstName() + "|" + p.rank() + "|" + p.country() + "|"
                + p.club() + "|" + p.memberships() + "|" + p.absentRounds()).sorted().toList();
    }

    /** Games by the players' names, so that ids given again do not matter. */
    private static Set<String> games(Tournament t) {
        return t.games().stream().map(g -> g.round() + " " + name(t, g.black()) + " (B) " + name(t, g.white()) + " (W) h"
                + g.handicap() + " " + g.outcome() + (g.byForfeit() ? " by default" : "")).collect(Collectors.toSet());
    }

    private static String name(Tournament t, String id) {
        Player p = t.player(id).orElseThrow();
        return p.name() + " " + p.firstName() + " " + p.rank();
    }

}
