package dev.tengen.readmodel.audit;

import dev.tengen.tournament.PersonName;
import dev.tengen.tournament.service.api.BanView;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A person's conduct over every tournament: the registrations that are the person, each tournament's decisions
 * concerning them ({@link PlayerConduct}: the tournament book's counts and the {@link DecisionLog}'s decisions) and
 * the registry's bans under their name. No state of its own: it reads what {@link ConductSources} gives, the same in
 * the embedded platform and the read models application.
 *
 * <p>A registration is the person when a federation id asked for is the registration's id with that body; where
 * the registration has no id with a body asked for, when its name reads as the name asked for ({@link PersonName#key},
 * as the sanctions registry compares names). A registration with another id of the same body is a namesake.
 */
public class ConductAcrossTournaments {

    /** Decisions that are about a player but not about conduct. */
    private static final Set<String> NOT_CONDUCT = Set.of("bye");

    private final ConductSources sources;

    public ConductAcrossTournaments(ConductSources sources) {
        this.sources = sources;
    }

    /** The record of the person the question names. */
    public ConductRecord of(ConductQuestion question) {
        return of(question.name(), question.memberships());
    }

    /** The record of the person with this name and these federation ids (either may be empty, not both). */
    public ConductRecord of(String name, Map<String, String> memberships) {
        String key = PersonName.key(name);
        List<ConductRecord.Registration> registrations = new ArrayList<>();
        List<ConductRecord.Entry> entries = new ArrayList<>();
        for (ConductSources.Tournament tournament : sources.tournaments()) {
            List<ConductSources.Player> theirs = tournament.players().stream()
                    .filter(p -> isThePerson(p, key, memberships)).toList();
            if (theirs.isEmpty()) {
                continue;
            }
            Map<String, PlayerConduct> counts = sources.conduct(tournament.id()).orElse(List.of()).stream()
                    .collect(Collectors.toMap(PlayerConduct::playerId, c -> c, (a, b) -> a));
            for (ConductSources.Player p : theirs) {
                PlayerConduct conduct = counts.get(p.id());
                ConductRecord.Registration registration = new ConductRecord.Registration(tournament.id(),
                        tournament.name(), p.id(), p.name(), p.rank(), p.club(), p.country(), p.memberships(),
                        p.withdrawn(), conduct == null ? 0 : conduct.warnings(), conduct == null ? 0 : conduct.penalties());
                registrations.add(registration);
                if (conduct != null) {
                    // the conduct's decisions are those concerning the player alone
                    conduct.decisions().stream().filter(d -> !NOT_CONDUCT.contains(d.decision()))
                            .map(d -> ConductRecord.Entry.of(registration, d)).forEach(entries::add);
                }
            }
        }
        entries.sort(Comparator.comparing(ConductRecord.Entry::at).thenComparing(ConductRecord.Entry::tournamentId)
                .thenComparingLong(ConductRecord.Entry::sequence));
        return new ConductRecord(name == null ? "" : name, memberships, registrations, entries,
                bansOf(key, registrations));
    }

    private static boolean isThePerson(ConductSources.Player player, String key, Map<String, String> memberships) {
        boolean idAsked = false;
        for (Map.Entry<String, String> id : memberships.entrySet()) {
            String theirs = player.memberships().get(id.getKey());
            if (theirs != null) {
                if (!theirs.strip().equalsIgnoreCase(id.getValue())) {
                    return false;
                }
                idAsked = true;
            }
        }
        return idAsked || !key.isEmpty() && PersonName.key(player.name()).equals(key);
    }

    /** The bans under the name asked for or any name the person registered under. */
    private List<BanView> bansOf(String key, List<ConductRecord.Registration> registrations) {
        Set<String> names = registrations.stream().map(r -> PersonName.key(r.name()))
                .collect(Collectors.toCollection(HashSet::new));
        if (!key.isEmpty()) {
            names.add(key);
        }
        return sources.bans().stream().filter(ban -> names.contains(PersonName.key(ban.name()))).toList();
    }
}
