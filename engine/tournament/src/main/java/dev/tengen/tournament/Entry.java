package dev.tengen.tournament;

import java.util.List;

/**
 * An entrant made of several registered players (Chinese 2002 art. 25.2): a team with its players in board
 * order, or a Pair Go pair. An individual tournament has no entries: its players are the entrants.
 */
public sealed interface Entry {

    /** The id games and byes use; unique among players and entries. */
    String id();

    String name();

    /** Ids of the registered players, in board order for a team, in playing order for a pair. */
    List<String> players();

    /** A team, its players in board order (first board first). */
    record Team(String id, String name, List<String> players) implements Entry {
        public Team {
            requireIdAndName(id, name);
            players = List.copyOf(players);
            if (players.isEmpty()) {
                throw new IllegalArgumentException("team '" + id + "' has players");
            }
        }
    }

    /** A Pair Go pair: two players who play alternately on one side. */
    record PairGoPair(String id, String name, List<String> players) implements Entry {
        public PairGoPair {
            requireIdAndName(id, name);
            players = List.copyOf(players);
            if (players.size() != 2) {
                throw new IllegalArgumentException("Pair Go pair '" + id + "' has two players, not " + players.size());
            }
        }
    }

    private static void requireIdAndName(String id, String name) {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("an entry has an id");
        }
        if (name == null) {
            throw new IllegalArgumentException("entry '" + id + "' has a name");
        }
    }
}
