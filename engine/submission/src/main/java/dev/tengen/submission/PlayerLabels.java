package dev.tengen.submission;

import dev.tengen.tournament.PersonName;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import java.util.HashMap;
import java.util.Map;

/**
 * How a check names a player in its issues: as the director looks for one, by name as the player list shows it
 * ("player 'EVAIN Andéol'"), with the player's id only when another player of the tournament has the same name. An
 * id alone (the platform's is a UUID) says nothing to the person who has to fix the entry.
 */
final class PlayerLabels {

    private final Tournament tournament;
    private final Map<String, Integer> namesakes = new HashMap<>();

    private PlayerLabels(Tournament tournament) {
        this.tournament = tournament;
        for (Player player : tournament.players()) {
            namesakes.merge(PersonName.key(written(player)), 1, Integer::sum);
        }
    }

    static PlayerLabels of(Tournament tournament) {
        return new PlayerLabels(tournament);
    }

    String label(Player player) {
        String name = written(player);
        return namesakes.getOrDefault(PersonName.key(name), 0) > 1 ? "player '" + name + "' (" + player.id() + ")"
                : "player '" + name + "'";
    }

    /** The player of this id, by name when the tournament has the player, else by the id. */
    String label(String id) {
        return tournament.player(id).map(this::label).orElse("player '" + id + "'");
    }

    private static String written(Player player) {
        String family = player.name().strip();
        return player.firstName().isBlank() ? family : family + " " + player.firstName().strip();
    }
}
