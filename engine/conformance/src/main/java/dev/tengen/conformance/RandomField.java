package dev.tengen.conformance;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Registration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;

/**
 * The players of a generated tournament. Ranks spread as at a real event: normal around 7 kyu with a deviation of
 * 7.3 ranks, the spread of the 478 players of the OpenGotha tournaments in ../shared/data/opengotha, kept within
 * 30 kyu and 8 dan; a player's strength is his rank's nominal GoR give or take half a rank. Clubs and countries
 * repeat, so geography matters; where the system pairs around them, some players miss a round, a few withdraw and
 * a few never confirm their registration.
 */
final class RandomField {

    private static final String[] COUNTRIES = {"FR", "DE", "NL", "CZ", "PL", "RO", "UA", "HU"};

    private RandomField() {}

    /** The players in registration order; each one's strength (GoR) goes into {@code strength}. */
    static List<Player> players(int count, int rounds, boolean absences, RandomGenerator random, Map<String, Integer> strength) {
        List<Player> players = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            String id = String.format("P%04d", i);
            int value = (int) Math.round(Math.clamp(-7 + 7.3 * random.nextGaussian(), -30, 7));
            Rank rank = value >= 0 ? Rank.dan(value + 1) : Rank.kyu(-value);
            strength.put(id, WinningProbability.nominalRating(value) + random.nextInt(100) - 50);
            int country = random.nextInt(COUNTRIES.length);
            String club = COUNTRIES[country] + "-" + random.nextInt(3);
            List<Integer> absent = new ArrayList<>();
            OptionalInt withdrawn = OptionalInt.empty();
            Registration registration = Registration.FINAL;
            if (absences) {
                for (int round = 1; round <= rounds; round++) {
                    if (random.nextInt(100) < 6) {
                        absent.add(round);
                    }
                }
                if (rounds > 1 && random.nextInt(100) < 3) {
                    withdrawn = OptionalInt.of(2 + random.nextInt(rounds - 1));
                }
                if (random.nextInt(100) < 2) {
                    registration = Registration.PRELIMINARY;
                }
            }
            players.add(new Player(id, "Player", String.valueOf(i), rank, OptionalInt.empty(), club, COUNTRIES[country],
                    Optional.empty(), registration, absent, withdrawn, 0, 0, Map.of()));
        }
        return players;
    }
}
