package dev.tengen.platform.audit;

import dev.tengen.tournament.service.web.BanRegistry;
import dev.tengen.tournament.service.web.BanView;
import dev.tengen.tournament.service.web.PlayerView;
import dev.tengen.tournament.service.web.TournamentList;
import dev.tengen.tournament.service.web.TournamentSummary;
import dev.tengen.tournament.service.web.TournamentView;
import dev.tengen.tournament.PersonName;
import dev.tengen.readmodel.audit.AuditViews;
import dev.tengen.readmodel.audit.Decision;
import dev.tengen.readmodel.audit.DecisionLog;
import dev.tengen.readmodel.audit.PlayerConduct;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A person's conduct over every tournament: the registrations that are the person, each tournament's decisions
 * concerning them ({@link DecisionLog}, the tournament book's counts) and the registry's bans under their name. No
 * state of its own: it reads the projections the per-tournament audit reads.
 *
 * <p>A registration is the person when a federation id asked for is the registration's id with that body; where
 * the registration has no id with a body asked for, when its name reads as the name asked for ({@link PersonName#key},
 * as the sanctions registry compares names). A registration with another id of the same body is a namesake.
 */
@Singleton
public class ConductAcrossTournaments {

    /** Decisions that are about a player but not about conduct. */
    private static final Set<String> NOT_CONDUCT = Set.of("bye");

    private final TournamentList tournaments;
    private final DecisionLog log;
    private final AuditViews views;
    private final BanRegistry bans;

    ConductAcrossTournaments(TournamentList tournaments, DecisionLog log, AuditViews views, BanRegistry bans) {
        this.tournaments = tournaments;
        this.log = log;
        this.views = views;
        this.bans = bans;
    }

    /** The record of the person with this name and these federation ids (either may be empty, not both). */
    public ConductRecord of(String name, Map<String, String> memberships) {
        String key = PersonName.key(name);
        List<ConductRecord.Registration> registrations = new ArrayList<>();
        List<ConductRecord.Entry> entries = new ArrayList<>();
        for (TournamentSummary summary : tournaments.summaries()) {
            TournamentView tournament = tournaments.find(summary.id()).orElse(null);
            if (tournament == null) {
                continue;
            }
            List<PlayerView> theirs = tournament.players().stream().filter(p -> isThePerson(p, key, memberships)).toList();
            if (theirs.isEmpty()) {
                continue;
            }
            Map<String, PlayerConduct> counts = views.conduct(tournament.id()).orElse(List.of()).stream()
                    .collect(Collectors.toMap(PlayerConduct::playerId, c -> c, (a, b) -> a));
            List<Decision> decisions = log.decisions(tournament.id()).orElse(List.of());
            for (PlayerView p : theirs) {
                PlayerConduct conduct = counts.get(p.id());
                ConductRecord.Registration registration = new ConductRecord.Registration(tournament.id(),
                        tournament.name(), p.id(), p.name(), p.rank(), p.club(), p.country(), p.memberships(),
                        p.withdrawn(), conduct == null ? 0 : conduct.warnings(), conduct == null ? 0 : conduct.penalties());
                registrations.add(registration);
                decisions.stream().filter(d -> Objects.equals(d.player(), p.id()) && !NOT_CONDUCT.contains(d.decision()))
                        .map(d -> ConductRecord.Entry.of(registration, d)).forEach(entries::add);
            }
        }
        entries.sort(Comparator.comparing(ConductRecord.Entry::at).thenComparing(ConductRecord.Entry::tournamentId)
                .thenComparingLong(ConductRecord.Entry::sequence));
        return new ConductRecord(name == null ? "" : name, memberships, registrations, entries,
                bansOf(key, registrations));
    }

    private static boolean isThePerson(PlayerView player, String key, Map<String, String> memberships) {
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
        return bans.all().stream().filter(ban -> names.contains(PersonName.key(ban.name()))).toList();
    }
}
