package dev.tengen.service.web.problem;

/** A request named a tournament that does not exist. */
public final class UnknownTournament extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String tournamentId;

    public UnknownTournament(String tournamentId) {
        super("No tournament " + tournamentId + " exists.", null, false, false);
        this.tournamentId = tournamentId;
    }

    public String tournamentId() {
        return tournamentId;
    }
}
