package dev.tengen.readmodel.audit;

import dev.tengen.tournament.service.api.BanView;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One person's conduct across every tournament the application holds, as {@code GET /api/v1/conduct} answers it: the
 * registrations found for the person, every decision of the officials concerning them, and the bans in the sanctions
 * registry under their name. Empty lists for a person the application does not know.
 *
 * @param name the name asked for, as given (empty when only federation ids were asked)
 * @param memberships the federation ids asked for, by body ("egf", "ffg", "aga")
 * @param registrations every registration taken for the person, the oldest tournament first
 * @param entries the decisions concerning the person, the earliest first
 * @param bans the registry's bans under the person's name, standing or lifted, in the order decided
 */
public record ConductRecord(String name, Map<String, String> memberships, List<Registration> registrations,
        List<Entry> entries, List<BanView> bans) {

    public ConductRecord {
        memberships = Map.copyOf(memberships);
        registrations = List.copyOf(registrations);
        entries = List.copyOf(entries);
        bans = List.copyOf(bans);
    }

    /** A registration of the person in one tournament, with the tournament book's counts (Chinese 2002 art. 27.1). */
    public record Registration(String tournamentId, String tournament, String playerId, String name, String rank,
            String club, String country, Map<String, String> memberships, boolean withdrawn, int warnings,
            int penalties) {

        public Registration {
            memberships = Map.copyOf(memberships);
        }
    }

    /**
     * One decision of a tournament's officials concerning the person: the tournament's {@link Decision} with the
     * tournament named.
     */
    public record Entry(String tournamentId, String tournament, String playerId, long sequence, Instant at,
            String decision, String event, String by, String article, Integer round, Integer board, String gameId,
            String reason, String consequence, DecisionFacts facts) {

        static Entry of(Registration r, Decision d) {
            return new Entry(r.tournamentId(), r.tournament(), r.playerId(), d.sequence(), d.at(), d.decision(),
                    d.event(), d.by(), d.article(), d.round(), d.board(), d.gameId(), d.reason(), d.consequence(),
                    d.facts());
        }
    }
}
