package dev.tengen.tournament.app;

/**
 * A request that needs the games on the tournament's boards (a result slip, a result correction, a pairing correction
 * that would void a game) while this deployment does not connect the tournament to the game service yet: refused
 * before anything is written, answered 501 games-not-reachable.
 */
public final class GamesNotReachable extends RuntimeException {

    GamesNotReachable(String what) {
        super(what + " needs the game service, which the tournament application does not reach yet in the distributed"
                + " deployment; nothing was written. The embedded platform does this.");
    }
}
