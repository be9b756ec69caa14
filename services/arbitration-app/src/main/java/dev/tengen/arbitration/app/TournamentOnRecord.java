package dev.tengen.arbitration.app;

import dev.tengen.tournament.service.api.CommitteeMakeUp;
import dev.tengen.tournament.service.api.CommitteeMakeUpSet;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.OfficialDismissed;
import dev.tengen.tournament.service.api.OfficialRoles;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What arbitration knows of one tournament, folded from the tournament service's events on tengen.tournament as the
 * embedded platform's tournament projections show it (TournamentList, TournamentPlay): whether it was created and
 * configured, the players it registered (withdrawn ones stay registered), its officials in office in order of
 * appointment (a later appointment of the same person replaces the office in place, a dismissal ends it), and the
 * make-up of its Arbitration Committee (Incheon 2013 arbitration art. 2.2; three members of any nationality when never
 * set). A value: each event gives a new one.
 *
 * @param committeeSize the make-up's size; 0 while the tournament never set it
 */
public record TournamentOnRecord(boolean created, boolean configured, List<String> players, List<Office> officials,
        int committeeSize, List<String> committeeNationalities) {

    /** A tournament none of whose events was read. */
    public static final TournamentOnRecord NONE = new TournamentOnRecord(false, false, List.of(), List.of(), 0, List.of());

    /** The events this fold reads, by their class names as published; any other changes nothing. */
    static final Set<String> EVENTS = Set.of(TournamentCreated.class.getName(), TournamentConfigured.class.getName(),
            PlayerRegistered.class.getName(), OfficialAppointed.class.getName(), OfficialDismissed.class.getName(),
            CommitteeMakeUpSet.class.getName());

    /** An official in office: the person id (their account's name) and the office. */
    public record Office(String personId, String role) {
    }

    public TournamentOnRecord {
        players = players == null ? List.of() : List.copyOf(players);
        officials = officials == null ? List.of() : List.copyOf(officials);
        committeeNationalities = committeeNationalities == null ? List.of() : List.copyOf(committeeNationalities);
    }

    /** The tournament after {@code event}, one of the tournament's events. */
    public TournamentOnRecord with(Object event) {
        return switch (event) {
            case TournamentCreated created -> new TournamentOnRecord(true, configured, players, officials,
                    committeeSize, committeeNationalities);
            case TournamentConfigured configuredNow -> new TournamentOnRecord(created, true, players, officials,
                    committeeSize, committeeNationalities);
            case PlayerRegistered registered -> players.contains(registered.playerId()) ? this
                    : new TournamentOnRecord(created, configured, plus(players, registered.playerId()), officials,
                            committeeSize, committeeNationalities);
            case OfficialAppointed appointed -> new TournamentOnRecord(created, configured, players,
                    appointed(appointed), committeeSize, committeeNationalities);
            case OfficialDismissed dismissed -> new TournamentOnRecord(created, configured, players,
                    officials.stream().filter(o -> !o.personId().equals(dismissed.personId())).toList(),
                    committeeSize, committeeNationalities);
            case CommitteeMakeUpSet set -> new TournamentOnRecord(created, configured, players, officials,
                    set.makeUp().size(), set.makeUp().nationalities());
            default -> this;
        };
    }

    /** The committee's make-up: as set, or the default where the tournament never set it. */
    public CommitteeMakeUp makeUp() {
        return committeeSize == 0 ? CommitteeMakeUp.DEFAULT : new CommitteeMakeUp(committeeSize, committeeNationalities);
    }

    /** The arbitrators and the liaison in office, in order of appointment (Incheon 2013 arbitration art. 2.2). */
    public List<Office> committee() {
        return officials.stream().filter(o -> OfficialRoles.COMMITTEE.contains(o.role())).toList();
    }

    /** What the committee still lacks, as a sentence; empty when complete. */
    public Optional<String> committeeLacking() {
        List<Office> members = committee();
        return makeUp().lacking(members.size(),
                members.stream().anyMatch(m -> m.role().equals(OfficialRoles.ARBITRATION_LIAISON)));
    }

    /** The person id of the appointed Technical Delegate; empty when none is in office. */
    public Optional<String> technicalDelegate() {
        return officials.stream().filter(o -> o.role().equals(OfficialRoles.TECHNICAL_DELEGATE)).map(Office::personId)
                .findFirst();
    }

    /** The roles the offices {@code account} holds here give (a committee member sits as arbitrator). */
    public Set<String> roles(String account) {
        return Set.copyOf(officials.stream().filter(o -> o.personId().equals(account))
                .map(o -> OfficialRoles.roleOf(o.role())).toList());
    }

    /** A person appointed again keeps their place in the order with the new office, as the platform's projection does. */
    private List<Office> appointed(OfficialAppointed appointed) {
        Office office = new Office(appointed.personId(), appointed.role());
        List<Office> changed = new ArrayList<>(officials);
        for (int i = 0; i < changed.size(); i++) {
            if (changed.get(i).personId().equals(appointed.personId())) {
                changed.set(i, office);
                return changed;
            }
        }
        changed.add(office);
        return changed;
    }

    private static List<String> plus(List<String> list, String one) {
        List<String> more = new ArrayList<>(list);
        more.add(one);
        return more;
    }
}
