package dev.tengen.standing;

import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * OpenGotha's simplified direct confrontation (SDC): among entrants equal on every earlier criterion,
 * the wins against each other when every two of them have met, else 0 for all (OpenGotha help,
 * placement criteria). Unlike {@link DirectComparison} it is not applied again to a smaller tie.
 */
final class SimplifiedDirectConfrontation implements Criterion {

    @Override
    public String name() {
        return "SDC";
    }

    @Override
    public Map<String, Double> values(Crosstable table, Collection<String> group) {
        Set<String> members = new HashSet<>(group);
        Map<String, Double> wins = new LinkedHashMap<>();
        boolean allMet = group.size() > 1;
        for (String id : group) {
            List<RoundResult> inside = table.gamesMet(id).stream().filter(r -> members.contains(r.opponent())).toList();
            Set<String> met = new HashSet<>(inside.stream().map(RoundResult::opponent).toList());
            allMet &= met.size() == members.size() - 1;
            wins.put(id, inside.stream().mapToDouble(RoundResult::share).sum());
        }
        if (!allMet) {
            wins.replaceAll((id, w) -> 0.0);
        }
        return wins;
    }
}
