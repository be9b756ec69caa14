package dev.tengen.service.web.security;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The registered players one account plays as (for the player role), as both deployments take them: at most
 * {@value #MOST}, each an id as the tournament makes them ({@value #ID_CHARACTERS}), each once. An id of any
 * tournament is allowed, since an account outlives one event. The embedded platform holds an account to it when the
 * account is made (its {@code NewAccount}), the distributed deployment holds every Keycloak token's players claim to it
 * (its {@code PlayersClaim}); each says the fault in its own way.
 */
public final class AccountPlayers {

    /** A federation's season of events, one player id each, fits many times over; a list of thousands is a mistake. */
    public static final int MOST = 100;
    /** A player id's characters: the tournament makes them (UUIDs, the demo's {@code demo-p1}). */
    public static final String ID_CHARACTERS = "[A-Za-z0-9._-]{1,64}";
    /** {@link #ID_CHARACTERS} as a message says it to a person. */
    public static final String ID_SAID = "1 to 64 Latin letters, digits, dots, dashes or underscores";
    private static final Pattern ID = Pattern.compile(ID_CHARACTERS);

    /** What is wrong with a list of players: the first fault found, in the list's order. */
    public sealed interface Fault {

        /** More than {@link #MOST} entries. */
        record TooMany(int listed) implements Fault {
        }

        /** The entry at {@code index} is no player id: none, blank, too long, or a character an id does not have. */
        record NotAnId(int index) implements Fault {
        }

        /** The entry at {@code index} names the player of the entry at {@code first} again. */
        record Again(int index, int first) implements Fault {
        }
    }

    private AccountPlayers() {
    }

    /** What is wrong with {@code players}; empty when the list is well-formed. */
    public static Optional<Fault> fault(List<String> players) {
        if (players.size() > MOST) {
            return Optional.of(new Fault.TooMany(players.size()));
        }
        for (int i = 0; i < players.size(); i++) {
            String player = players.get(i);
            if (player == null || !ID.matcher(player).matches()) {
                return Optional.of(new Fault.NotAnId(i));
            }
            int first = players.indexOf(player);
            if (first < i) {
                return Optional.of(new Fault.Again(i, first));
            }
        }
        return Optional.empty();
    }
}
