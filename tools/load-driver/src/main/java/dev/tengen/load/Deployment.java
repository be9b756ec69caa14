package dev.tengen.load;

import java.net.URI;

/**
 * Where the distributed deployment's services answer (issue 15; {@code scripts/run-distributed} prints them): the
 * tournament service (tournaments, rounds, results), the game service (moves), the read models (the public
 * standings) and the Keycloak realm whose tokens they accept (as {@code QUARKUS_OIDC_AUTH_SERVER_URL}).
 */
record Deployment(URI tournament, URI game, URI readModels, URI realm) {

    /** Refuses a deployment with an address missing, naming the option that gives it. */
    Deployment {
        require(tournament, "--tournament-url");
        require(game, "--game-url");
        require(readModels, "--read-models-url");
        require(realm, "--realm-url");
    }

    private static void require(URI address, String option) {
        if (address == null) {
            throw new IllegalArgumentException("the distributed mode needs " + option
                    + " (scripts/load-distributed gives every address)");
        }
    }
}
