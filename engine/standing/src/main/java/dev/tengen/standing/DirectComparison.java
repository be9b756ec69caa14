package dev.tengen.standing;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * EGF TSR direct comparison: the number of wins of only the games the tied players played against each
 * other, applied again to those it still ties; 0 for all when they have not all played the same number
 * of games against each other. The value is a rank (higher is better) with no meaning of its own.
 */
final class DirectComparison implements Criterion {

    @Override
    public String name() {
        return "DC";
    }

    @Override
    public Map<String, Double> values(Crosstable table, Collection<String> group) {
        List<List<String>> ordered = order(table, List.copyOf(group));
        Map<String, Double> out = new HashMap<>();
        for (int i = 0; i < ordered.size(); i++) {
            for (String id : ordered.get(i)) {
                out.put(id, (double) (ordered.size() - i - 1));
            }
        }
        return out;
    }

    /** Classes of the group, best first; members of one class stay tied. */
    private static List<List<String>> order(Crosstable table, List<String> group) {
        if (group.size() < 2 || !evenlyMet(table, group)) {
            return List.of(group);
        }
        Map<String, Double> wins = winsInside(table, group);
        List<String> sorted = new ArrayList<>(group);
        sorted.sort(Comparator.comparing((String id) -> wins.get(id)).reversed());
        List<List<String>> classes = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String id : sorted) {
            if (!current.isEmpty() && Double.compare(wins.get(current.get(0)), wins.get(id)) != 0) {
                classes.add(current);
                current = new ArrayList<>();
            }
            current.add(id);
        }
        classes.add(current);
        if (classes.size() == 1) {
            return classes;
        }
        List<List<String>> refined = new ArrayList<>();
        for (List<String> c : classes) {
            // EGF TSR: applied iteratively to players an application still ties
            refined.addAll(order(table, c));
        }
        return refined;
    }

    private static boolean evenlyMet(Crosstable table, List<String> group) {
        Set<String> members = new HashSet<>(group);
        Map<String, Integer> games = new HashMap<>();
        for (String a : group) {
            for (RoundResult r : table.gamesMet(a)) {
                if (members.contains(r.opponent())) {
                    games.merge(a + "\u0000" + r.opponent(), 1, Integer::sum);
                }
            }
        }
        Integer common = null;
        for (String a : group) {
            for (String b : group) {
                if (a.equals(b)) {
                    continue;
                }
                int n = games.getOrDefault(a + "\u0000" + b, 0);
                if (common == null) {
                    common = n;
                } else if (common != n) {
                    return false;
                }
            }
        }
        return common != null && common > 0;
    }

    private static Map<String, Double> winsInside(Crosstable table, List<String> group) {
        Set<String> members = new HashSet<>(group);
        Map<String, Double> wins = new HashMap<>();
        for (String id : group) {
            double w = 0;
            for (RoundResult r : table.gamesMet(id)) {
                if (members.contains(r.opponent())) {
                    w += r.share();
                }
            }
            wins.put(id, w);
        }
        return wins;
    }
}
