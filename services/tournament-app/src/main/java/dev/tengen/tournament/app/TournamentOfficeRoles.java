package dev.tengen.tournament.app;

import dev.tengen.tournament.service.api.OfficialRoles;
import dev.tengen.tournament.service.web.OfficialView;
import dev.tengen.tournament.service.web.TournamentPlay;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A Keycloak token as the actor the tournament's API knows: its name is the token's {@code preferred_username}, its
 * roles the realm's and, on a tournament's path, the offices its account holds in that tournament as the tournament's
 * own play projection shows them (Incheon 2013 duties art. 1.2: an appointment gives its office in that tournament
 * only; a committee member sits as arbitrator), as the embedded platform's appointed roles give them.
 */
@ApplicationScoped
public class TournamentOfficeRoles implements SecurityIdentityAugmentor {

    private static final Pattern TOURNAMENT = Pattern.compile("^/api/v1/tournaments/([^/]+)(/.*)?$");

    private final TournamentPlay play;

    TournamentOfficeRoles(TournamentPlay play) {
        this.play = play;
    }

    @Override
    public Uni<SecurityIdentity> augment(SecurityIdentity identity, AuthenticationRequestContext context) {
        return Uni.createFrom().item(identity);
    }

    @Override
    public Uni<SecurityIdentity> augment(SecurityIdentity identity, AuthenticationRequestContext context,
            Map<String, Object> attributes) {
        RoutingContext routing = HttpSecurityUtils.getRoutingContextAttribute(attributes);
        if (identity.isAnonymous() || routing == null) {
            return Uni.createFrom().item(identity);
        }
        Matcher tournament = TOURNAMENT.matcher(routing.normalizedPath());
        if (!tournament.matches()) {
            return Uni.createFrom().item(identity);
        }
        Set<String> offices = play.officials(tournament.group(1)).stream()
                .filter(official -> official.personId().equals(identity.getPrincipal().getName()))
                .map(OfficialView::role)
                .map(OfficialRoles::roleOf)
                .collect(Collectors.toUnmodifiableSet());
        if (offices.isEmpty() || identity.getRoles().containsAll(offices)) {
            return Uni.createFrom().item(identity);
        }
        return Uni.createFrom().item(QuarkusSecurityIdentity.builder(identity).addRoles(offices).build());
    }
}
