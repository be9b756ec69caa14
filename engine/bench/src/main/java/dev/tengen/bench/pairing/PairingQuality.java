package dev.tengen.bench.pairing;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.pairing.mcmahon.MatchingStrategy;
import dev.tengen.pairing.criteria.CriterionScale;
import dev.tengen.pairing.mcmahon.McMahonPairer;
import dev.tengen.pairing.mcmahon.PairingOutcome;
import dev.tengen.pairing.mcmahon.PairingWeight;
import dev.tengen.pairing.mcmahon.Player;
import dev.tengen.pairing.mcmahon.SyntheticField;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the benchmarks' rounds look like paired each way, and what each way costs in thread CPU time
 * (less disturbed than wall time on a shared machine): what the criteria make of the pairing (its
 * rematches and the sum of the other criteria), that sum's ratio to the whole-field optimum's and the
 * difference in score steps, the furthest pair in score groups, the pairs of compatriots and of
 * club-mates. Usage: {@code java -cp benchmarks.jar dev.tengen.bench.pairing.PairingQuality [repetitions]}.
 */
public final class PairingQuality {

    private PairingQuality() {
    }

    public static void main(String[] args) {
        int repetitions = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.println("players system strategy rematches criteria ratio deficit-in-score-steps furthest compatriots"
                + " club-mates cpu-ms(min/median/max)");
        for (String system : List.of("MCMAHON", "SWISS")) {
            for (int players : List.of(1000, 5000)) {
                SyntheticField field = Fields.of(players, system);
                Map<String, Player> byId = new HashMap<>();
                field.players().forEach(p -> byId.put(p.id(), p));
                Map<String, Integer> score = scores(field);
                PairingWeight optimum = null;
                for (MatchingStrategy strategy : List.of(MatchingStrategy.WHOLE_FIELD, MatchingStrategy.CHUNKED)) {
                    McMahonPairer pairer = new McMahonPairer(field.parameters(), strategy);
                    long[] cpu = new long[repetitions];
                    RoundPairing pairing = null;
                    for (int r = 0; r < repetitions; r++) {
                        long start = threads.getCurrentThreadCpuTime();
                        pairing = ((PairingOutcome.Paired) pairer.pair(5, field.players(), field.games(), field.byes())).pairing();
                        cpu[r] = threads.getCurrentThreadCpuTime() - start;
                    }
                    java.util.Arrays.sort(cpu);
                    PairingWeight weight = pairer.weightOf(5, field.players(), field.games(), field.byes(), pairing).orElseThrow();
                    if (strategy == MatchingStrategy.WHOLE_FIELD) {
                        optimum = weight;
                    }
                    int furthest = 0;
                    int compatriots = 0;
                    int clubMates = 0;
                    for (Pairing game : pairing.games()) {
                        Player black = byId.get(game.black());
                        Player white = byId.get(game.white());
                        furthest = Math.max(furthest, Math.abs(Math.floorDiv(score.get(black.id()), 2) - Math.floorDiv(score.get(white.id()), 2)));
                        compatriots += black.country().equals(white.country()) ? 1 : 0;
                        clubMates += black.club().equals(white.club()) ? 1 : 0;
                    }
                    System.out.printf("%d %s %s %d %d %.12f %.3f %d %d %d %.0f/%.0f/%.0f%n", players, system, strategy,
                            weight.rematches(), weight.criteria(), (double) weight.criteria() / optimum.criteria(),
                            (optimum.criteria() - weight.criteria()) / (double) CriterionScale.SCORE_STEP, furthest, compatriots,
                            clubMates, cpu[0] / 1e6,
                            cpu[repetitions / 2] / 1e6, cpu[repetitions - 1] / 1e6);
                }
            }
        }
    }

    /** Each player's score in half points before round 5, counted here from the records (wins, byes, start). */
    private static Map<String, Integer> scores(SyntheticField field) {
        Map<String, Integer> half = new HashMap<>();
        for (Player p : field.players()) {
            half.put(p.id(), 2 * field.parameters().system().startScore(p));
        }
        for (GameRecord game : field.games()) {
            switch (game.outcome()) {
                case BLACK_WINS -> half.merge(game.black(), 2, Integer::sum);
                case WHITE_WINS -> half.merge(game.white(), 2, Integer::sum);
                default -> { }
            }
        }
        for (Bye bye : field.byes()) {
            int points = bye.kind() == Bye.Kind.PAIRING_BYE ? field.parameters().byeHalfPoints()
                    : bye.kind() == Bye.Kind.ABSENT ? field.parameters().absentHalfPoints() : 0;
            half.merge(bye.player(), points, Integer::sum);
        }
        return half;
    }
}
