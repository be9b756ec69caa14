package dev.tengen.readmodel.audit;

import dev.tengen.tournament.service.api.BanView;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a person's conduct across tournaments ({@link ConductAcrossTournaments}) is read from: the embedded platform
 * gives its projections in memory, the read models application what it keeps in MongoDB.
 */
public interface ConductSources {

    /** Every tournament with its registrations, the oldest tournament first. */
    List<Tournament> tournaments();

    /**
     * Each registered player's conduct in the tournament, as the tournament's audit shows it ({@link AuditViews#conduct}:
     * the tournament book's counts and the decisions concerning the player); empty for a tournament not known.
     */
    Optional<List<PlayerConduct>> conduct(String tournamentId);

    /** The sanctions registry: every ban, standing or lifted, in the order decided. */
    List<BanView> bans();

    /** A tournament and its registrations in the order taken. */
    record Tournament(String id, String name, List<Player> players) {

        public Tournament {
            players = List.copyOf(players);
        }
    }

    /**
     * A registration as taken, withdrawn or not.
     *
     * @param memberships ids with rating bodies and federations, by body ("egf", "ffg", "aga"); empty when none given
     */
    record Player(String id, String name, String rank, String club, String country, Map<String, String> memberships,
            boolean withdrawn) {

        public Player {
            memberships = memberships == null ? Map.of() : Map.copyOf(memberships);
        }
    }
}
