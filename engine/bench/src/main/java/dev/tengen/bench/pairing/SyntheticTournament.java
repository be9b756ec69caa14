package dev.tengen.bench.pairing;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.pairing.mcmahon.McMahonPairer;
import dev.tengen.pairing.mcmahon.PairingOutcome;
import dev.tengen.pairing.mcmahon.PairingParameters;
import dev.tengen.pairing.mcmahon.Player;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A large open tournament made up for the benchmarks: ranks roughly normal around 5k (sd 5 ranks,
 * clamped to 20k..7d), 300 clubs in 30 countries, and a number of rounds already played, each
 * paired by the pairer itself and decided by a lot weighted by rank (the stronger wins more often).
 */
record SyntheticTournament(List<Player> players, List<GameRecord> games, List<Bye> byes) {

    static SyntheticTournament of(int size, int playedRounds, PairingParameters parameters, long seed) {
        Random random = new Random(seed);
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            int rank = (int) Math.round(Math.clamp(-5 + 5 * random.nextGaussian(), -20, 6));
            int club = random.nextInt(300);
            players.add(new Player("p" + i, rank, "club" + club, "c" + club % 30, 0));
        }
        List<GameRecord> games = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        McMahonPairer pairer = new McMahonPairer(parameters);
        for (int round = 1; round <= playedRounds; round++) {
            RoundPairing pairing = ((PairingOutcome.Paired) pairer.pair(round, players, games, byes)).pairing();
            for (Pairing game : pairing.games()) {
                int difference = rank(players, game.black()) + game.handicap() - rank(players, game.white());
                double blackWins = Math.clamp(0.5 + 0.1 * difference, 0.1, 0.9);
                Outcome outcome = random.nextDouble() < blackWins ? Outcome.BLACK_WINS : Outcome.WHITE_WINS;
                games.add(new GameRecord(round, game.board(), game.black(), game.white(), game.handicap(), outcome, false));
            }
            for (String bye : pairing.byes()) {
                byes.add(new Bye(round, bye, Bye.Kind.PAIRING_BYE));
            }
        }
        return new SyntheticTournament(players, games, byes);
    }

    private static int rank(List<Player> players, String id) {
        return players.get(Integer.parseInt(id.substring(1))).rank();
    }
}
