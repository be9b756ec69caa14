package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.criteria.DrawHistory;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The players of one round, sorted by score group (highest first), then rank (strongest first),
 * then the caller's order (his standings order breaks ties), with everything the criteria read kept
 * in primitive arrays so that weighing a pair costs no lookups.
 */
final class Field {

    final int size;
    final Player[] players;
    final int[] halfPoints;
    final int[] group;
    final int[] position;
    final int[] groupSize;
    final int[] groupStart;
    final int[] balance;
    final int[] club;
    final int[] country;
    final boolean[] atTheBar;
    final DrawHistory[] draws;
    final long[] lot;
    final int[][] opponents;

    Field(List<Player> toPair, History history, PairingParameters parameters, int round) {
        size = toPair.size();
        Integer[] order = new Integer[size];
        for (int i = 0; i < size; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator
                .comparingInt((Integer i) -> -History.group(history.halfPoints(toPair.get(i).id())))
                .thenComparingInt(i -> -toPair.get(i).rank())
                .thenComparingInt(i -> i));
        players = new Player[size];
        halfPoints = new int[size];
        group = new int[size];
        balance = new int[size];
        club = new int[size];
        country = new int[size];
        atTheBar = new boolean[size];
        draws = new DrawHistory[size];
        lot = new long[size];
        Map<String, Integer> clubs = new HashMap<>();
        Map<String, Integer> countries = new HashMap<>();
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < size; i++) {
            Player p = toPair.get(order[i]);
            players[i] = p;
            index.put(p.id(), i);
            halfPoints[i] = history.halfPoints(p.id());
            group[i] = History.group(halfPoints[i]);
            balance[i] = history.colourBalance(p.id());
            club[i] = p.club().isEmpty() ? -1 - i : clubs.computeIfAbsent(p.club(), k -> clubs.size());
            country[i] = p.country().isEmpty() ? -1 - i : countries.computeIfAbsent(p.country(), k -> countries.size());
            atTheBar[i] = parameters.system().atTheBar(p);
            draws[i] = history.draws(p.id());
            lot[i] = Lots.mix(parameters.lotSeed() ^ Lots.mix(p.id().hashCode() + 31L * round));
        }
        position = new int[size];
        groupSize = new int[size];
        groupStart = new int[size];
        int start = 0;
        for (int i = 1; i <= size; i++) {
            if (i == size || group[i] != group[start]) {
                for (int j = start; j < i; j++) {
                    position[j] = j - start;
                    groupSize[j] = i - start;
                    groupStart[j] = start;
                }
                start = i;
            }
        }
        opponents = new int[size][];
        for (int i = 0; i < size; i++) {
            opponents[i] = history.opponents(players[i].id()).stream()
                    .filter(index::containsKey).mapToInt(index::get).sorted().toArray();
        }
    }

    /** The field index of the player {@code id}, -1 if he is not in the field. */
    int indexOf(String id) {
        for (int i = 0; i < size; i++) {
            if (players[i].id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    boolean met(int i, int j) {
        return Arrays.binarySearch(opponents[i], j) >= 0;
    }
}
