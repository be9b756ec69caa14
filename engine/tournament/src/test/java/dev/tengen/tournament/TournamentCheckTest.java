package dev.tengen.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.rank.Rank;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Consistency across the parts of a tournament, each rule with the problem it reports. */
class TournamentCheckTest {

    private static final Player KIM = Player.of("kim", "Kim", "Jiseok", Rank.dan(5));
    private static final Player LEE = Player.of("lee", "Lee", "Sedol", Rank.dan(6));
    private static final Player PARK = Player.of("park", "Park", "Junghwan", Rank.dan(7));

    private static Tournament with(List<Player> players, List<Entry> entries, Round... rounds) {
        return new Tournament(new Event("Cup", "cup", LocalDate.of(2024, 5, 1), LocalDate.of(2024, 5, 2), "", ""),
                new Regulations(Optional.of("korean-2016"), Optional.empty(), 19, 6.5, HandicapPolicy.NONE, 3),
                new PairingSystem.Swiss(DrawRules.OPENGOTHA_DEFAULT),
                new Placement(List.of(PlacementCriterion.NBW), UnplayedRounds.OPENGOTHA_DEFAULT), players, entries, List.of(rounds));
    }

    private static GameRecord game(int round, int board, String black, String white, boolean forfeit) {
        return new GameRecord(round, board, black, white, 0, Outcome.BLACK_WINS, forfeit);
    }

    private static List<String> problems(Tournament t) {
        return TournamentCheck.problems(t).stream().map(Problem::toString).toList();
    }

    @Test
    void withdrawnPlayerMayNotPlayButMayLoseByForfeit() {
        // Chinese 2002 art. 28.2: after a withdrawal the remaining games are forfeits
        List<Player> players = List.of(KIM.withWithdrawal(2), LEE, PARK);
        assertEquals(List.of("round 2, board 1: player 'kim' is withdrawn in this round, yet plays a game (only a forfeit may be recorded)"),
                problems(with(players, List.of(), new Round(2, List.of(game(2, 1, "kim", "lee", false)), List.of()))));
        assertEquals(List.of(), problems(with(players, List.of(), new Round(2, List.of(game(2, 1, "lee", "kim", true)), List.of()))));
    }

    @Test
    void absenceByeNeedsTheAbsence() {
        Round round = new Round(1, List.of(game(1, 1, "kim", "lee", false)), List.of(new Bye(1, "park", Bye.Kind.ABSENT)));
        assertEquals(List.of("round 1, bye: player 'park' is recorded absent but did not ask to miss round 1"),
                problems(with(List.of(KIM, LEE, PARK), List.of(), round)));
        assertEquals(List.of(), problems(with(List.of(KIM, LEE, PARK.withAbsentRounds(List.of(1))), List.of(), round)));
    }

    @Test
    void twoGamesOnOneBoardAreRefused() {
        Round round = new Round(1, List.of(game(1, 1, "kim", "lee", false), game(1, 1, "park", "choi", false)), List.of());
        Player choi = Player.of("choi", "Choi", "Jeong", Rank.dan(7));
        assertEquals(List.of("round 1, board 1: two games are on this board"), problems(with(List.of(KIM, LEE, PARK, choi), List.of(), round)));
    }

    @Test
    void pairedPlayerCannotAlsoHaveABye() {
        Round round = new Round(1, List.of(game(1, 1, "kim", "lee", false)), List.of(new Bye(1, "kim", Bye.Kind.PAIRING_BYE)));
        assertEquals(List.of("round 1, bye: player 'kim' has a bye and another game or bye in this round"),
                problems(with(List.of(KIM, LEE), List.of(), round)));
    }

    @Test
    void teamMembersMustBeRegisteredAndGamesMayNameTeams() {
        Entry korea = new Entry.Team("KOR", "Korea", List.of("kim", "lee"));
        Entry ghost = new Entry.Team("CHN", "China", List.of("gu"));
        Round round = new Round(1, List.of(game(1, 1, "KOR", "CHN", false)), List.of());
        assertEquals(List.of("entry 'CHN': player 'gu' is not registered"), problems(with(List.of(KIM, LEE), List.of(korea, ghost), round)));
    }

    @Test
    void entryCannotReuseAPlayerId() {
        Entry pair = new Entry.PairGoPair("kim", "Kim and Lee", List.of("kim", "lee"));
        assertEquals(List.of("entry 'kim': has the id of another player or entry"), problems(with(List.of(KIM, LEE), List.of(pair))));
    }
}
