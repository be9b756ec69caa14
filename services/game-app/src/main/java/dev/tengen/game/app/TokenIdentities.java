package dev.tengen.game.app;

import dev.tengen.game.service.web.GameDesk;
import dev.tengen.service.web.security.CurrentActor;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonArray;
import jakarta.json.JsonString;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * A Keycloak token as the actor the game's API knows ({@link CurrentActor}): its name is the token's
 * {@code preferred_username} (quarkus-oidc's principal), its roles the realm's roles ({@code realm_access.roles}) and,
 * on a game's path, the office its account holds in that game's tournament ({@link TournamentOffices}), as the
 * embedded platform's appointed roles give them; the registered players it plays as come from the token's
 * {@value #PLAYERS_CLAIM} claim (a user attribute the realm maps into the token).
 */
@ApplicationScoped
public class TokenIdentities implements SecurityIdentityAugmentor {

    /** The claim naming the registered players an account plays as. */
    static final String PLAYERS_CLAIM = "tengen_players";
    private static final Pattern GAME = Pattern.compile("^/api/v1/games/([^/]+)(/.*)?$");

    private final GameDesk games;
    private final TournamentOffices offices;
    /** A game never changes tournament: remembered once read. */
    private final Map<String, String> tournamentOfGame = new ConcurrentHashMap<>();

    TokenIdentities(GameDesk games, TournamentOffices offices) {
        this.games = games;
        this.offices = offices;
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
        Matcher game = GAME.matcher(routing.normalizedPath());
        if (!game.matches() || tournamentOfGame.containsKey(game.group(1))) {
            return Uni.createFrom().item(augmented(identity, game.matches() ? game.group(1) : null));
        }
        // a game seen for the first time is read from the store, on a worker
        return context.runBlocking(() -> augmented(identity, game.group(1)));
    }

    private SecurityIdentity augmented(SecurityIdentity identity, String gameId) {
        Set<String> office = tournament(gameId).map(t -> offices.roles(t, identity.getPrincipal().getName()))
                .orElse(Set.of());
        List<String> players = players(identity);
        if ((office.isEmpty() || identity.getRoles().containsAll(office)) && players.isEmpty()) {
            return identity;
        }
        QuarkusSecurityIdentity.Builder builder = QuarkusSecurityIdentity.builder(identity).addRoles(office);
        if (!players.isEmpty()) {
            builder.addAttribute(CurrentActor.PLAYERS, players);
        }
        return builder.build();
    }

    private Optional<String> tournament(String gameId) {
        if (gameId == null) {
            return Optional.empty();
        }
        String known = tournamentOfGame.get(gameId);
        if (known != null) {
            return Optional.of(known);
        }
        try {
            String tournamentId = games.read(gameId).start().tournamentId();
            tournamentOfGame.put(gameId, tournamentId);
            return Optional.of(tournamentId);
        } catch (RuntimeException unknown) {
            return Optional.empty(); // no such game (the resource answers 404), or the store away (it answers 503)
        }
    }

    /** The claim's player ids: a list of texts, or one text. */
    private static List<String> players(SecurityIdentity identity) {
        if (!(identity.getPrincipal() instanceof JsonWebToken token)) {
            return List.of();
        }
        return switch ((Object) token.getClaim(PLAYERS_CLAIM)) {
            case JsonArray array -> array.getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
            case JsonString one -> List.of(one.getString());
            case String one -> List.of(one);
            case null, default -> List.of();
        };
    }
}
