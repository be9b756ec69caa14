package dev.tengen.service.web.problem;

/** A request named a player the tournament does not have. */
public final class UnknownPlayer extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public UnknownPlayer(String playerId) {
        super("No player " + playerId + " is registered in this tournament.", null, false, false);
    }
}
