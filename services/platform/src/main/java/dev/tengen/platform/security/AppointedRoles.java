package dev.tengen.platform.security;


import dev.tengen.arbitration.service.web.ArbitrationDesk;
import dev.tengen.game.service.web.GameDesk;
import dev.tengen.tournament.service.web.OfficialView;
import dev.tengen.tournament.service.web.TournamentPlay;
import dev.tengen.tournament.service.api.OfficialRoles;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * An appointment gives its office in that tournament only (Incheon 2013 duties art. 1.2: the Technical Delegate appoints and
 * dismisses arbitrators, the Chief Referee and referees). A request about a tournament, or about one of its games,
 * carries the roles of the offices its account holds there: the appointment's person id is the account name. An
 * account's own roles (accounts file, or the realm's roles in Keycloak) hold in every tournament: they are for the
 * federation's staff. Dismissal takes the office away with the next request.
 * <p>
 * The tournament comes from the path alone, since the roles are decided before the body is read: a write whose body
 * alone names it has no office by appointment. So a protest is filed at {@code /api/v1/tournaments/{id}/protests} and an
 * appeal at {@code /api/v1/protests/{id}/appeal} (the protest's tournament read from the store), where an appointed
 * referee or arbitrator is admitted; {@code POST /api/v1/protests} and {@code /api/v1/appeals} admit the account's own
 * roles only (Incheon 2013 arbitration art. 1.1-1.2).
 */
@ApplicationScoped
public class AppointedRoles implements SecurityIdentityAugmentor {

    private static final Pattern TOURNAMENT = Pattern.compile("^/api/v1/tournaments/([^/]+)(/.*)?$");
    /** A tournament's appeal deposit is set by its Technical Delegate (Incheon 2013 arbitration art. 1.3), appointed there. */
    private static final Pattern DEPOSIT = Pattern.compile("^/api/v1/appeal-deposits/([^/]+)/?$");
    private static final Pattern GAME = Pattern.compile("^/api/v1/games/([^/]+)(/.*)?$");
    /**
     * Protests and appeals belong to their game's tournament: its referees decide, its arbitrators sit and receive the
     * appeal of one of its protests ({@code /protests/{id}/appeal}) (Incheon 2013 arbitration).
     */
    private static final Pattern PROTEST = Pattern.compile("^/api/v1/protests/([^/]+)(/.*)?$");
    private static final Pattern APPEAL = Pattern.compile("^/api/v1/appeals/([^/]+)(/.*)?$");

    private final TournamentPlay play;
    private final GameDesk games;
    private final ArbitrationDesk arbitration;
    /** A game never changes tournament: remembered once read. */
    private final Map<String, String> tournamentOfGame = new ConcurrentHashMap<>();

    AppointedRoles(TournamentPlay play, GameDesk games, ArbitrationDesk arbitration) {
        this.play = play;
        this.games = games;
        this.arbitration = arbitration;
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
        String path = routing.normalizedPath();
        // A tournament's path, or a game whose tournament is remembered, needs memory only: answered on the calling
        // thread. A protest, an appeal or a game seen for the first time is read from the store, on a worker.
        Optional<Optional<String>> known = tournamentFromMemory(path);
        if (known.isPresent()) {
            return Uni.createFrom().item(withOffices(identity, known.get()));
        }
        return context.runBlocking(() -> withOffices(identity, tournamentFromStore(path)));
    }

    private SecurityIdentity withOffices(SecurityIdentity identity, Optional<String> tournament) {
        Set<String> offices = tournament.map(t -> offices(t, identity.getPrincipal().getName())).orElse(Set.of());
        if (offices.isEmpty() || identity.getRoles().containsAll(offices)) {
            return identity;
        }
        return QuarkusSecurityIdentity.builder(identity).addRoles(offices).build();
    }

    /**
     * The path's tournament (empty when the path names none) when memory tells it, or nothing when the store must be
     * read ({@link #tournamentFromStore}).
     */
    private Optional<Optional<String>> tournamentFromMemory(String path) {
        Matcher tournament = TOURNAMENT.matcher(path);
        if (tournament.matches()) {
            return Optional.of(Optional.of(tournament.group(1)));
        }
        Matcher deposit = DEPOSIT.matcher(path);
        if (deposit.matches()) {
            return Optional.of(Optional.of(deposit.group(1)));
        }
        if (PROTEST.matcher(path).matches() || APPEAL.matcher(path).matches()) {
            return Optional.empty();
        }
        Matcher game = GAME.matcher(path);
        if (!game.matches()) {
            return Optional.of(Optional.empty());
        }
        return Optional.ofNullable(tournamentOfGame.get(game.group(1))).map(Optional::of);
    }

    /** The roles of the offices an account holds in a tournament. */
    Set<String> offices(String tournamentId, String account) {
        return play.officials(tournamentId).stream()
                .filter(official -> official.personId().equals(account))
                .map(OfficialView::role)
                .map(OfficialRoles::roleOf)
                .collect(Collectors.toUnmodifiableSet());
    }

    /** The tournament of a protest, an appeal or a game seen for the first time, read from the store. */
    private Optional<String> tournamentFromStore(String path) {
        Matcher protest = PROTEST.matcher(path);
        Matcher appeal = APPEAL.matcher(path);
        Matcher game = GAME.matcher(path);
        try {
            if (protest.matches()) {
                return Optional.of(arbitration.protest(protest.group(1)).tournamentId());
            }
            if (appeal.matches()) {
                return Optional.of(arbitration.appeal(appeal.group(1)).tournamentId());
            }
            if (!game.matches()) {
                return Optional.empty();
            }
            String tournamentId = games.read(game.group(1)).start().tournamentId();
            tournamentOfGame.put(game.group(1), tournamentId);
            return Optional.of(tournamentId);
        } catch (RuntimeException unknown) {
            return Optional.empty(); // the resource answers 404 itself
        }
    }
}
