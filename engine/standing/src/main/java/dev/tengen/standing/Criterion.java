package dev.tengen.standing;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToDoubleBiFunction;

/** One placement criterion: a value per entrant, higher is better. */
public interface Criterion {

    String name();

    /**
     * Values for the entrants of {@code group}, who are equal on every earlier criterion. Most criteria
     * ignore the group; direct comparison looks only at games inside it.
     */
    Map<String, Double> values(Crosstable table, Collection<String> group);

    /** A criterion that depends only on the entrant's own line of the table. */
    static Criterion of(String name, ToDoubleBiFunction<Crosstable, String> value) {
        return new Criterion() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Map<String, Double> values(Crosstable table, Collection<String> group) {
                Map<String, Double> out = new LinkedHashMap<>();
                group.forEach(id -> out.put(id, value.applyAsDouble(table, id)));
                return out;
            }

            @Override
            public String toString() {
                return name;
            }
        };
    }
}
