package dev.tengen.load;

import java.util.List;
import java.util.Map;

/** Reads a player's number of wins (NBW) from {@code GET /api/v1/tournaments/{id}/standings}. */
final class Standings {

    private Standings() {
    }

    /** The player's NBW in the standings document, or -1 when the player or the criterion is not shown. */
    static double wins(String standingsJson, String playerId) {
        Map<String, Object> standings = PlainJson.object(standingsJson);
        List<?> criteria = (List<?>) standings.get("criteria");
        int nbw = criteria == null ? -1 : criteria.indexOf("NBW");
        if (nbw < 0) {
            return -1;
        }
        for (Object row : (List<?>) standings.get("rows")) {
            Map<?, ?> line = (Map<?, ?>) row;
            if (playerId.equals(line.get("playerId"))) {
                return ((Double) ((List<?>) line.get("values")).get(nbw));
            }
        }
        return -1;
    }
}
