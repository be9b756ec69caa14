package dev.tengen.tournament.service.api;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The officials of one tournament in office now, folded from its appointments and dismissals: a person holds one
 * office at a time (the tournament refuses a second appointment until the first is dismissed; Incheon 2013 duties art.
 * 1.2: the Technical Delegate appoints and dismisses), from its {@link OfficialAppointed} until its
 * {@link OfficialDismissed}, listed in the order first appointed. The one computation of who is in office that the
 * tournament service's play projection and the read models' pages both keep.
 */
public final class OfficialsInOffice {

    private final Map<String, OfficialAppointed> byPerson = new LinkedHashMap<>();

    /** The person holds the office appointed from now on. */
    public void apply(OfficialAppointed appointed) {
        byPerson.put(appointed.personId(), appointed);
    }

    /** The person holds no office from now on. */
    public void apply(OfficialDismissed dismissed) {
        byPerson.remove(dismissed.personId());
    }

    /** The appointments in force, the earliest appointed first. */
    public List<OfficialAppointed> appointments() {
        return List.copyOf(byPerson.values());
    }
}
