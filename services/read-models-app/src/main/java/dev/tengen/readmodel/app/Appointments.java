package dev.tengen.readmodel.app;

import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.OfficialDismissed;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The offices each person holds by appointment, tournament by tournament, from the appointments and dismissals the
 * read models keep: an office is a person's role in one tournament (Incheon 2013 duties art. 1.2: an appointment gives
 * its office in that tournament only), held from its {@code OfficialAppointed} until its
 * {@code OfficialDismissed} (the same person and role). As the embedded platform's session lists them from its
 * tournament projection.
 */
final class Appointments {

    /** The events an office is made of. */
    static final List<Class<?>> EVENTS = List.of(OfficialAppointed.class, OfficialDismissed.class);

    /** An office held: the tournament and the role. */
    record Office(String tournamentId, String role) {
    }

    /** Office by tournament, person and role, in the order they were given. */
    private final Map<String, Office> held = new LinkedHashMap<>();

    /** Applies an appointment or a dismissal (any other event is passed over). */
    void apply(Object event) {
        switch (event) {
            case OfficialAppointed a -> held.put(key(a.tournamentId(), a.personId(), a.role()),
                    new Office(a.tournamentId(), a.role()));
            case OfficialDismissed d -> held.remove(key(d.tournamentId(), d.personId(), d.role()));
            default -> {
            }
        }
    }

    /** The offices {@code personId} holds now, in the order they were given. */
    List<Office> of(String personId) {
        List<Office> offices = new ArrayList<>();
        held.forEach((key, office) -> {
            if (key.startsWith(office.tournamentId() + "\n" + personId + "\n")) {
                offices.add(office);
            }
        });
        return offices;
    }

    private static String key(String tournamentId, String personId, String role) {
        return tournamentId + "\n" + personId + "\n" + role;
    }
}
