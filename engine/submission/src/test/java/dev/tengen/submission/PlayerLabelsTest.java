package dev.tengen.submission;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.rank.Rank;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An issue names a player by name, as the director finds the player in the list; the id only for namesakes. */
class PlayerLabelsTest {

    @Test
    void aPlayerIsNamedByNameAndANamesakeAlsoById() {
        // the platform's ids are UUIDs: "player '19c10b46-0399-...'" told a director nothing
        var tournament = AgaResultsTest.princeton()
                .withPlayer(Tournaments.player("19c10b46-0399-4a05", "EVAIN", "Andéol", Rank.dan(2), "FR", "", Map.of()))
                .withPlayer(Tournaments.player("5f1e", "Kim", "Jiwon", Rank.kyu(1), "KR", "", Map.of()))
                .withPlayer(Tournaments.player("77aa", "KIM", "Jiwon", Rank.kyu(3), "KR", "", Map.of()));
        PlayerLabels labels = PlayerLabels.of(tournament);
        assertEquals("player 'EVAIN Andéol'", labels.label("19c10b46-0399-4a05"));
        assertEquals("player 'Kim Jiwon' (5f1e)", labels.label("5f1e"));
        assertEquals("player 'KIM Jiwon' (77aa)", labels.label("77aa"));
        assertEquals("player 'nobody'", labels.label("nobody"));
    }
}
