package dev.tengen.standing;

import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The order in which entrants equal on every placement criterion are listed: by name, then first name, as OpenGotha
 * 3.52 lists its ex aequo (ScoredPlayerComparator: "exaequo are then compared according alphabetical order of name
 * and first name", with Java's String.compareTo, so capitals come before small letters: "NICOLAU" before "juh").
 * They still share their place; only the order of their lines is decided. OpenGotha 3.52.03's own standings
 * (opengotha/expected/) list them so at every checkpoint. A Pair Go pair is listed by its name; entrants of the same
 * name keep their registration order.
 */
final class ExAequoOrder {

    private record Name(String family, String given) {}

    private static final Comparator<Name> BY_NAME = Comparator.comparing(Name::family).thenComparing(Name::given);

    private ExAequoOrder() {}

    /** The entrants in the order their ex aequo are listed. */
    static List<String> of(Tournament tournament, List<String> entrants) {
        Map<String, Name> names = new HashMap<>();
        tournament.players().forEach(p -> names.putIfAbsent(p.id(), new Name(p.name(), p.firstName())));
        tournament.entries().forEach(e -> names.putIfAbsent(e.id(), new Name(e.name(), "")));
        List<String> ordered = new ArrayList<>(entrants);
        // List.sort is stable: entrants of the same name stay in registration order
        ordered.sort(Comparator.comparing(id -> names.getOrDefault(id, new Name("", "")), BY_NAME));
        return ordered;
    }
}
