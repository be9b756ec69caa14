package dev.tengen.standing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;

/**
 * An ordered list of criteria: entrants are ordered by the first, ties are broken by the next, and
 * entrants equal on all of them share a place, listed in the order the entrants were given (or are
 * ordered by lots when a seed is given).
 */
public record Placement(String name, List<Criterion> criteria) {

    public Placement {
        Objects.requireNonNull(name);
        criteria = List.copyOf(criteria);
        if (criteria.isEmpty()) {
            throw new IllegalArgumentException("a placement needs at least one criterion");
        }
    }

    public static Placement of(String name, Criterion... criteria) {
        return new Placement(name, List.of(criteria));
    }

    /** Places all entrants of the table; equal entrants share a place. */
    public Standings rank(Crosstable table) {
        return rank(table, null);
    }

    /** Places all entrants; entrants equal on every criterion are ordered by lots drawn with {@code lotSeed}. */
    public Standings rank(Crosstable table, long lotSeed) {
        return rank(table, Long.valueOf(lotSeed));
    }

    private Standings rank(Crosstable table, Long lotSeed) {
        Map<String, List<Double>> values = new HashMap<>();
        table.ids().forEach(id -> values.put(id, new ArrayList<>()));
        List<List<String>> groups = new ArrayList<>();
        groups.add(table.ids()); // equal entrants stay in the order they were given: registration or seeding
        for (Criterion criterion : criteria) {
            List<List<String>> refined = new ArrayList<>();
            for (List<String> group : groups) {
                Map<String, Double> v = criterion.values(table, group);
                group.forEach(id -> values.get(id).add(v.get(id)));
                refined.addAll(split(group, v));
            }
            groups = refined;
        }
        List<Place> places = new ArrayList<>();
        Random lots = lotSeed == null ? null : new Random(lotSeed);
        for (List<String> group : groups) {
            int place = places.size() + 1;
            boolean tied = group.size() > 1;
            if (tied && lots != null) {
                // Chinese 2002 art. 27.1 (1)(C): when places may not be shared, lots decide
                List<String> drawn = new ArrayList<>(group);
                Collections.shuffle(drawn, lots);
                for (String id : drawn) {
                    places.add(new Place(places.size() + 1, id, false, true, values.get(id)));
                }
            } else {
                for (String id : group) {
                    places.add(new Place(place, id, tied, false, values.get(id)));
                }
            }
        }
        return new Standings(criteria.stream().map(Criterion::name).toList(), places);
    }

    private static List<List<String>> split(List<String> group, Map<String, Double> v) {
        List<String> sorted = new ArrayList<>(group);
        sorted.sort(Comparator.comparing((String id) -> v.get(id)).reversed());
        List<List<String>> out = new ArrayList<>();
        List<String> current = new ArrayList<>();
        Double last = null;
        for (String id : sorted) {
            double value = v.get(id);
            if (last != null && Double.compare(value, last) != 0) {
                out.add(current);
                current = new ArrayList<>();
            }
            current.add(id);
            last = value;
        }
        if (!current.isEmpty()) {
            out.add(current);
        }
        return out;
    }
}
