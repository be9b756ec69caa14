package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A large open McMahon tournament made up for tests and benchmarks, the same for the same seed.
 * Ranks roughly as at a European open (normal around 7k, spread 6 ranks, 25k..7d); players from
 * 25 countries by Zipf's law (the host about a quarter of the field) and from clubs of their country
 * (about one club per dozen players, a few big ones); a number of rounds already played: each paired
 * by the chunked pairer (fast, and the way the field would have come about), about one player in
 * fifty absent in each, and games decided by a lot weighted by the ranks and the handicap.
 *
 * @param players every registered player
 * @param games the games of the rounds played
 * @param byes their pairing byes and absences
 * @param parameters the tournament's settings
 */
public record SyntheticField(List<Player> players, List<GameRecord> games, List<Bye> byes, PairingParameters parameters) {

    private static final int COUNTRIES = 25;

    /** A McMahon field (bar 2d, floor 20k) of {@code size} players after {@code playedRounds} rounds. */
    public static SyntheticField of(int size, int playedRounds, long seed) {
        return of(size, playedRounds, seed, PairingParameters.mcMahon(1, -20));
    }

    /** A field of {@code size} players after {@code playedRounds} rounds paired with {@code parameters}. */
    public static SyntheticField of(int size, int playedRounds, long seed, PairingParameters parameters) {
        Random random = new Random(seed);
        List<Player> players = new ArrayList<>();
        int clubsPerCountry = Math.max(1, size / 12 / COUNTRIES);
        for (int i = 0; i < size; i++) {
            int rank = (int) Math.round(Math.clamp(-7 + 6 * random.nextGaussian(), -25, 6));
            int country = zipf(random, COUNTRIES, 1.0);
            int club = zipf(random, country == 0 ? 6 * clubsPerCountry : clubsPerCountry, 0.7);
            players.add(new Player("p" + i, rank, "c" + country + "-" + club, "c" + country, 0));
        }
        List<GameRecord> games = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        McMahonPairer pairer = new McMahonPairer(parameters, MatchingStrategy.CHUNKED);
        for (int round = 1; round <= playedRounds; round++) {
            for (Player p : players) {
                if (random.nextInt(50) == 0) {
                    byes.add(new Bye(round, p.id(), Bye.Kind.ABSENT));
                }
            }
            RoundPairing pairing = ((PairingOutcome.Paired) pairer.pair(round, players, games, byes)).pairing();
            for (Pairing game : pairing.games()) {
                int strength = rank(players, game.black()) + game.handicap() - rank(players, game.white());
                double blackWins = 1 / (1 + Math.exp(-0.5 * strength));
                Outcome outcome = random.nextDouble() < blackWins ? Outcome.BLACK_WINS : Outcome.WHITE_WINS;
                games.add(new GameRecord(round, game.board(), game.black(), game.white(), game.handicap(), outcome, false));
            }
            for (String bye : pairing.byes()) {
                byes.add(new Bye(round, bye, Bye.Kind.PAIRING_BYE));
            }
        }
        return new SyntheticField(List.copyOf(players), List.copyOf(games), List.copyOf(byes), parameters);
    }

    /** A number in {@code 0..count-1} drawn with Zipf's law: {@code k} weighs {@code 1/(k+1)^exponent}. */
    private static int zipf(Random random, int count, double exponent) {
        double total = 0;
        for (int k = 0; k < count; k++) {
            total += Math.pow(k + 1, -exponent);
        }
        double draw = random.nextDouble() * total;
        for (int k = 0; k < count - 1; k++) {
            draw -= Math.pow(k + 1, -exponent);
            if (draw < 0) {
                return k;
            }
        }
        return count - 1;
    }

    private static int rank(List<Player> players, String id) {
        return players.get(Integer.parseInt(id.substring(1))).rank();
    }
}
