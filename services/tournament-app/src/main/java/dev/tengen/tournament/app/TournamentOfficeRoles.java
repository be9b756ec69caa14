package dev.tengen.tournament.app;

import dev.tengen.distributed.identity.OfficeIdentities;
import dev.tengen.tournament.service.api.OfficialRoles;
import dev.tengen.tournament.service.web.OfficialView;
import dev.tengen.tournament.service.web.TournamentPlay;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A Keycloak token as the actor the tournament's API knows ({@link OfficeIdentities}): on a tournament's path, the
 * account also holds the offices it was appointed to in that tournament, as the tournament's own play projection shows
 * them (Incheon 2013 duties art. 1.2: an appointment gives its office in that tournament only; a committee member sits
 * as arbitrator).
 */
@ApplicationScoped
public class TournamentOfficeRoles extends OfficeIdentities {

    private static final Pattern TOURNAMENT = Pattern.compile("^/api/v1/tournaments/([^/]+)(/.*)?$");

    private final TournamentPlay play;

    TournamentOfficeRoles(TournamentPlay play) {
        this.play = play;
    }

    /** The play projection is in memory: every path is answered on the calling thread. */
    @Override
    protected boolean answersFromMemory(String path) {
        return true;
    }

    @Override
    protected Optional<String> tournamentOf(String path) {
        Matcher tournament = TOURNAMENT.matcher(path);
        return tournament.matches() ? Optional.of(tournament.group(1)) : Optional.empty();
    }

    @Override
    protected Set<String> offices(String tournamentId, String account) {
        return play.officials(tournamentId).stream()
                .filter(official -> official.personId().equals(account))
                .map(OfficialView::role)
                .map(OfficialRoles::roleOf)
                .collect(Collectors.toUnmodifiableSet());
    }
}
