package dev.tengen.pairing.mcmahon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.pairing.criteria.GeographyRule;
import dev.tengen.pairing.criteria.Seeding;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class McMahonPairerTest {

    /** Bar 1d, floor 20k: 1d..3d start at 30, 1k at 29, 5k at 25. */
    private static final PairingParameters MCMAHON = PairingParameters.mcMahon(0, -20);

    private static RoundPairing paired(PairingOutcome outcome) {
        return assertInstanceOf(PairingOutcome.Paired.class, outcome).pairing();
    }

    private static Set<Set<String>> pairs(RoundPairing round) {
        return round.games().stream().map(g -> Set.of(g.black(), g.white())).collect(Collectors.toSet());
    }

    private static GameRecord won(int round, String black, String white, boolean blackWins) {
        return new GameRecord(round, 1, black, white, 0, blackWins ? Outcome.BLACK_WINS : Outcome.WHITE_WINS, false);
    }

    @Test
    void firstRoundPairsInsideEachScoreGroup() {
        // two at 30 (3d, 2d), two at 25 (5k): no one need leave his group
        List<Player> players = List.of(Player.of("a3d", 2), Player.of("b5k", -5), Player.of("c2d", 1), Player.of("d5k", -5));
        RoundPairing round = paired(new McMahonPairer(MCMAHON).pair(1, players, List.of(), List.of()));
        assertEquals(Set.of(Set.of("a3d", "c2d"), Set.of("b5k", "d5k")), pairs(round));
    }

    @Test
    void strongestPairSitsAtBoardOne() {
        List<Player> players = List.of(Player.of("b5k", -5), Player.of("d5k", -5), Player.of("a3d", 2), Player.of("c2d", 1));
        RoundPairing round = paired(new McMahonPairer(MCMAHON).pair(1, players, List.of(), List.of()));
        assertEquals(Set.of("a3d", "c2d"), Set.of(round.games().getFirst().black(), round.games().getFirst().white()));
        assertEquals(1, round.games().getFirst().board());
        assertEquals(2, round.games().get(1).board());
    }

    @Test
    void evenGameGivesBlackToTheWeakerByRank() {
        List<Player> players = List.of(Player.of("a3d", 2), Player.of("c2d", 1));
        Pairing game = paired(new McMahonPairer(MCMAHON).pair(1, players, List.of(), List.of())).games().getFirst();
        assertEquals("c2d", game.black());
        assertEquals(0, game.handicap());
        assertEquals(OptionalDouble.empty(), game.compensation());
    }

    @Test
    void handicapFollowsTheMcMahonScoreDifferenceLessOne() {
        // 1d starts at 30, 3k at 27: 30 - 27 - 1 = 2 stones, 3k takes Black, komi 0.5
        List<Player> players = List.of(Player.of("1d", 0), Player.of("3k", -3));
        Pairing game = paired(new McMahonPairer(MCMAHON).pair(1, players, List.of(), List.of())).games().getFirst();
        assertEquals(new Pairing(1, "3k", "1d", 2, OptionalDouble.of(0.5)), game);
    }

    @Test
    void playerWhoHadWhiteMoreOftenTakesBlack() {
        // round 1: x beat y with White, w beat z with Black; the winners meet in round 2
        List<Player> players = List.of(Player.of("x", -5), Player.of("y", -5), Player.of("z", -5), Player.of("w", -5));
        List<GameRecord> games = List.of(won(1, "y", "x", false), won(1, "w", "z", true));
        RoundPairing round = paired(new McMahonPairer(PairingParameters.swiss()).pair(2, players, games, List.of()));
        // x (won with White, balance +1) meets w (won with Black, balance -1): x takes Black
        Pairing winners = round.games().getFirst();
        assertEquals(Set.of("x", "w"), Set.of(winners.black(), winners.white()));
        assertEquals("x", winners.black());
    }

    @Test
    void swissPairsWinnersWithWinners() {
        List<Player> players = List.of(Player.of("a", 2), Player.of("b", 1), Player.of("c", 0), Player.of("d", -1));
        List<GameRecord> games = List.of(won(1, "a", "c", true), won(1, "b", "d", false));
        RoundPairing round = paired(new McMahonPairer(PairingParameters.swiss()).pair(2, players, games, List.of()));
        assertEquals(Set.of(Set.of("a", "d"), Set.of("b", "c")), pairs(round));
    }

    @Test
    void oddFieldGivesTheByeToTheLowestScore() {
        List<Player> players = List.of(Player.of("a", 2), Player.of("b", 1), Player.of("c", -10), Player.of("d", -3), Player.of("e", -12));
        RoundPairing round = paired(new McMahonPairer(MCMAHON).pair(1, players, List.of(), List.of()));
        assertEquals(List.of("e"), round.byes());
        assertEquals(2, round.games().size());
    }

    @Test
    void byeGoesToSomeoneWhoHasNotHadOne() {
        List<Player> players = List.of(Player.of("a", 2), Player.of("b", 1), Player.of("c", -10), Player.of("d", -3), Player.of("e", -12));
        List<GameRecord> games = List.of(won(1, "a", "b", true), won(1, "c", "d", true));
        List<Bye> byes = List.of(new Bye(1, "e", Bye.Kind.PAIRING_BYE));
        RoundPairing round = paired(new McMahonPairer(MCMAHON).pair(2, players, games, byes));
        // after round 1: a 31, b 30, d 27, c 20 + 1 = 21, e 18 + 1 (bye) = 19; e had the bye, so c
        assertEquals(List.of("c"), round.byes());
    }

    @Test
    void absentPlayerIsNotPaired() {
        List<Player> players = List.of(Player.of("a", 2), Player.of("b", 1), Player.of("c", 0));
        RoundPairing round = paired(new McMahonPairer(MCMAHON).pair(1, players, List.of(), List.of(new Bye(1, "b", Bye.Kind.ABSENT))));
        assertEquals(Set.of(Set.of("a", "c")), pairs(round));
        assertEquals(List.of(), round.byes());
    }

    @Test
    void rematchIsAvoidedEvenAcrossScoreGroups() {
        // after two rounds a has 2 wins, b and c 1, d 0; a has met b and c, b has met a and d:
        // the only rematch-free round is a-d, b-c, both across score groups
        List<Player> players = List.of(Player.of("a", 2), Player.of("b", 2), Player.of("c", 2), Player.of("d", 2));
        List<GameRecord> games = List.of(won(1, "a", "b", true), won(1, "c", "d", true), won(2, "a", "c", true), won(2, "b", "d", true));
        RoundPairing round = paired(new McMahonPairer(PairingParameters.swiss()).pair(3, players, games, List.of()));
        assertEquals(Set.of(Set.of("a", "d"), Set.of("b", "c")), pairs(round));
    }

    @Test
    void sameClubIsAvoidedInsideAGroup() {
        // four 5k players at 25: the only way to avoid a club-mate is to pair across clubs
        List<Player> players = List.of(new Player("p", -5, "Paris", "FR", 0), new Player("q", -5, "Paris", "FR", 0),
                new Player("r", -5, "Lyon", "FR", 0), new Player("s", -5, "Lyon", "FR", 0));
        PairingParameters slip = MCMAHON.withSeeding(Seeding.SPLIT_AND_SLIP, Seeding.SPLIT_AND_SLIP, 9);
        // slip would pair p-r and q-s anyway; fold pairs p-s, q-r; neither pairs a club: force it with order
        List<Player> clubFirst = List.of(players.get(0), players.get(2), players.get(1), players.get(3));
        RoundPairing round = paired(new McMahonPairer(slip).pair(1, clubFirst, List.of(), List.of()));
        // slip on p r q s would pair p-q and r-s (both club-mates): geography overrides the seeding
        assertTrue(pairs(round).stream().noneMatch(p -> p.equals(Set.of("p", "q")) || p.equals(Set.of("r", "s"))));
        PairingParameters noGeography = slip.withGeography(GeographyRule.OFF);
        RoundPairing plain = paired(new McMahonPairer(noGeography).pair(1, clubFirst, List.of(), List.of()));
        assertEquals(Set.of(Set.of("p", "q"), Set.of("r", "s")), pairs(plain));
    }

    @Test
    void weighsItsOwnPairingAboveAnyOther() {
        // four 5k players at 25: p-q and r-s share a club, so the pairer's p-r, q-s (or p-s, q-r) weighs more
        List<Player> players = List.of(new Player("p", -5, "Paris", "FR", 0), new Player("q", -5, "Paris", "FR", 0),
                new Player("r", -5, "Lyon", "FR", 0), new Player("s", -5, "Lyon", "FR", 0));
        McMahonPairer pairer = new McMahonPairer(MCMAHON);
        RoundPairing own = paired(pairer.pair(1, players, List.of(), List.of()));
        RoundPairing clubMates = new RoundPairing(1, List.of(new Pairing(1, "p", "q", 0, OptionalDouble.empty()),
                new Pairing(2, "r", "s", 0, OptionalDouble.empty())), List.of());
        PairingWeight ownWeight = pairer.weightOf(1, players, List.of(), List.of(), own).orElseThrow();
        assertTrue(ownWeight.compareTo(pairer.weightOf(1, players, List.of(), List.of(), clubMates).orElseThrow()) > 0);
    }

    @Test
    void weighsNoPairingThatLeavesAPresentPlayerOut() {
        List<Player> players = List.of(Player.of("a", 0), Player.of("b", 0), Player.of("c", 0), Player.of("d", 0));
        RoundPairing partial = new RoundPairing(1, List.of(new Pairing(1, "a", "b", 0, OptionalDouble.empty())), List.of());
        assertTrue(new McMahonPairer(MCMAHON).weightOf(1, players, List.of(), List.of(), partial).isEmpty());
    }

    @Test
    void duplicateRegistrationIsRefused() {
        PairingOutcome outcome = new McMahonPairer(MCMAHON).pair(1, List.of(Player.of("a", 0), Player.of("a", 1)), List.of(), List.of());
        assertEquals("player a is registered twice", assertInstanceOf(PairingOutcome.Refused.class, outcome).reason());
    }

    @Test
    void gameOfTheRoundBeingPairedIsRefused() {
        List<Player> players = List.of(Player.of("a", 0), Player.of("b", 0));
        PairingOutcome outcome = new McMahonPairer(MCMAHON).pair(1, players, List.of(won(1, "a", "b", true)), List.of());
        assertInstanceOf(PairingOutcome.Refused.class, outcome);
    }
}
