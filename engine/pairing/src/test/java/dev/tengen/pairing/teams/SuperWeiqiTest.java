package dev.tengen.pairing.teams;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Chinese 2002 art. 26.6. China C1 C2 C3 against Korea K1 K2 K3, order of appearance fixed.
 */
class SuperWeiqiTest {

    static final TeamLineup CHINA = new TeamLineup("China", List.of("C1", "C2", "C3"));
    static final TeamLineup KOREA = new TeamLineup("Korea", List.of("K1", "K2", "K3"));

    static SuperWeiqi play(SuperWeiqi match, String... winners) {
        SuperWeiqi current = match;
        for (String winner : winners) {
            current = current.afterWin(winner);
        }
        return current;
    }

    @Test
    void theFirstPlayersOfBothTeamsOpen() {
        assertEquals(Optional.of(List.of("C1", "K1")), SuperWeiqi.start(CHINA, KOREA).nextGame());
    }

    @Test
    void theWinnerStaysAndTheLosersTeamSendsItsNextPlayer() {
        SuperWeiqi match = play(SuperWeiqi.start(CHINA, KOREA), "C1");
        // K2 challenges C1 and, as the challenger, takes Black
        assertEquals(Optional.of(List.of("K2", "C1")), match.nextGame());
    }

    @Test
    void aWinningStreakCanEndTheMatch() {
        // C1 beats K1, K2, K3: Korea has no player left
        SuperWeiqi match = play(SuperWeiqi.start(CHINA, KOREA), "C1", "C1", "C1");
        assertEquals(Optional.of("China"), match.winningTeam());
        assertEquals(Optional.empty(), match.nextGame());
        assertEquals(3, match.bouts().size());
    }

    @Test
    void theSeatChangesHandsUntilOneTeamIsExhausted() {
        // C1>K1, K2>C1, K2>C2, C3>K2, K3>C3 -> China out of players after five games
        SuperWeiqi match = play(SuperWeiqi.start(CHINA, KOREA), "C1", "K2", "K2", "C3", "K3");
        assertEquals(List.of("C1", "K2", "K2", "C3", "K3"), match.bouts().stream().map(SuperWeiqi.Bout::winner).toList());
        // the challenger takes Black: C1 (first game), K2, C2, C3, K3
        assertEquals(List.of("C1", "K2", "C2", "C3", "K3"), match.bouts().stream().map(SuperWeiqi.Bout::black).toList());
        assertEquals(Optional.of("Korea"), match.winningTeam());
    }

    @Test
    void aWithdrawnPlayersGamesAreForfeited() {
        // Chinese 2002 art. 28.4: K2 withdraws; when Korea must send K2, K2 loses without play.
        SuperWeiqi match = play(SuperWeiqi.start(CHINA, KOREA).withdraw("K2"), "C1");
        assertEquals(Optional.of(List.of("K3", "C1")), match.nextGame());
        assertEquals(true, match.bouts().getLast().byForfeit());
        assertEquals("C1", match.bouts().getLast().winner());
    }
}
