package dev.tengen.pages;

import dev.tengen.readmodel.PlayerView;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Who is who in a tournament, so that a page names people rather than accounts and ids: a player by the name
 * registered, an official by office and name ("Referee Han Sang-hoon"; the appointment's person id is the account
 * name, docs/PLATFORM.md), an account that plays as one of the tournament's players by that player's name, and
 * anyone else by the name the event gives.
 */
final class People {

    private final Terms terms;
    private final GoTerms go;
    private final Map<String, String> players = new HashMap<>();
    private final Map<String, Official> officials = new HashMap<>();
    private final Function<String, List<String>> accountPlayers;

    /**
     * @param accountPlayers the player ids an account plays as (an account's {@code players}), empty for none
     */
    People(Reader reader, List<PlayerView> players, List<Official> officials,
            Function<String, List<String>> accountPlayers) {
        this.terms = new Terms(reader);
        this.go = reader.go;
        players.forEach(p -> this.players.put(p.id(), p.name()));
        officials.forEach(o -> this.officials.put(o.personId(), o));
        this.accountPlayers = accountPlayers;
    }

    /** A registered player's name, or the id when the player is not registered here. */
    String player(String playerId) {
        return players.getOrDefault(playerId, playerId == null ? "" : playerId);
    }

    /** The person behind an event's {@code by}: an official with the office, a player, or the name as given. */
    String actor(String by) {
        if (by == null || by.isBlank()) {
            return "";
        }
        Official official = officials.get(by);
        if (official != null) {
            return go.official(terms.role(official.role()), official.name());
        }
        if (players.containsKey(by)) {
            return players.get(by);
        }
        List<String> played = accountPlayers.apply(by).stream().filter(players::containsKey).toList();
        return played.size() == 1 ? players.get(played.get(0)) : by;
    }

    /** Whether {@code by} is one of the tournament's players, or an account that plays as one. */
    boolean isPlayer(String by) {
        return by != null && (players.containsKey(by) || accountPlayers.apply(by).stream().anyMatch(players::containsKey));
    }

    /** A player with the colour played in the game: "Lee Sedol (White)". */
    String withColour(String playerId, String colour) {
        return go.playerWithColour(player(playerId), terms.colour(colour));
    }
}
