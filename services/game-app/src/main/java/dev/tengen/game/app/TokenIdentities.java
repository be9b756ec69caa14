package dev.tengen.game.app;

import dev.tengen.distributed.identity.OfficeIdentities;
import dev.tengen.game.service.web.GameDesk;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Keycloak token as the actor the game's API knows ({@link OfficeIdentities}): on a game's path, the account also
 * holds the office it was appointed to in that game's tournament ({@link TournamentOffices}).
 */
@ApplicationScoped
public class TokenIdentities extends OfficeIdentities {

    private static final Pattern GAME = Pattern.compile("^/api/v1/games/([^/]+)(/.*)?$");

    private final GameDesk games;
    private final TournamentOffices offices;
    /** A game never changes tournament: remembered once read. */
    private final Map<String, String> tournamentOfGame = new ConcurrentHashMap<>();

    TokenIdentities(GameDesk games, TournamentOffices offices) {
        this.games = games;
        this.offices = offices;
    }

    /** A path of no game, or of a game whose tournament is remembered; a game seen for the first time is read. */
    @Override
    protected boolean answersFromMemory(String path) {
        Matcher game = GAME.matcher(path);
        return !game.matches() || tournamentOfGame.containsKey(game.group(1));
    }

    @Override
    protected Optional<String> tournamentOf(String path) {
        Matcher game = GAME.matcher(path);
        if (!game.matches()) {
            return Optional.empty();
        }
        String known = tournamentOfGame.get(game.group(1));
        if (known != null) {
            return Optional.of(known);
        }
        String tournamentId = games.read(game.group(1)).start().tournamentId(); // no such game: the resource answers 404
        tournamentOfGame.put(game.group(1), tournamentId);
        return Optional.of(tournamentId);
    }

    @Override
    protected Set<String> offices(String tournamentId, String account) {
        return offices.roles(tournamentId, account);
    }
}
