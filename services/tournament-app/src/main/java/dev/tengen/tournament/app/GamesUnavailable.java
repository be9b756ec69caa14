package dev.tengen.tournament.app;

/**
 * The game service did not answer an order of the tournament's, or answered 5xx: 503 games-unavailable; the tournament
 * wrote nothing for it and the same request may be sent again.
 */
final class GamesUnavailable extends RuntimeException {

    GamesUnavailable(String what, Throwable cause) {
        super(what, cause);
    }
}
