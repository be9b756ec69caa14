package dev.tengen.arbitration.service.web;

import java.util.Locale;

/**
 * What a protest contests: the referee's judgment in one game of one tournament (Incheon 2013 arbitration art. 1.1). A protest
 * names the judgment in its own words, so two protests are on the same matter when they name the same game and the
 * same judgment, read without regard to case, spacing or a closing full stop: the opponent's protest or a refiling
 * of "Counted as White wins by 0.5" is the matter the committee has ruled on.
 */
record Matter(String tournamentId, String gameId, String judgment) {

    static Matter of(String tournamentId, String gameId, String judgment) {
        String said = judgment == null ? "" : judgment.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
        while (said.endsWith(".")) {
            said = said.substring(0, said.length() - 1).stripTrailing();
        }
        return new Matter(tournamentId, gameId == null ? "" : gameId.strip(), said);
    }
}
