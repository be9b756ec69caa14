package dev.tengen.distributed.identity;

import dev.tengen.service.web.security.AccountPlayers;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.jboss.logging.Logger;

/**
 * The registered players a Keycloak token's account plays as: its {@value #NAME} claim, a realm user attribute the
 * realm's mapper puts in the token as a list (one text is read as a list of one). The claim is held to the rule an
 * embedded account's players are held to when the account is made ({@link AccountPlayers}: at most
 * {@value AccountPlayers#MOST} ids, each well-formed, each once), since an attribute typed into Keycloak's console or
 * imported with a realm is checked by nobody else.
 *
 * <p>A claim that breaks the rule is dropped whole, not trimmed of its bad entries: the account then plays as no
 * player, which a referee would rather have than an account playing as a player it was not meant to be (a claim wrong
 * in one entry is not known to be right in the others). The request goes on as the account's, without players; each
 * reading of a bad claim logs one warning line naming the account and the fault, never the token nor the entry's text
 * (which may hold line breaks).
 */
public final class PlayersClaim {

    /** The claim naming the registered players an account plays as. */
    public static final String NAME = "tengen_players";

    private static final Logger LOG = Logger.getLogger(PlayersClaim.class);

    /** A claim as read: its players, or why it is dropped. */
    record Reading(List<String> players, Optional<String> fault) {

        static Reading of(List<String> players) {
            return new Reading(players, Optional.empty());
        }

        static Reading dropped(String fault) {
            return new Reading(List.of(), Optional.of(fault));
        }
    }

    private PlayersClaim() {
    }

    /** The players {@code identity}'s token names; none without a token or the claim, none when the claim is bad. */
    public static List<String> of(SecurityIdentity identity) {
        if (!(identity.getPrincipal() instanceof JsonWebToken token)) {
            return List.of();
        }
        Reading reading = read(token.getClaim(NAME));
        reading.fault().ifPresent(fault -> LOG.warnf("Account %s plays as no player: its token's %s claim %s.",
                identity.getPrincipal().getName(), NAME, fault));
        return reading.players();
    }

    /** The claim's value as the token gives it (quarkus-oidc: a JSON array, or a text). */
    static Reading read(Object claim) {
        return switch (claim) {
            case null -> Reading.of(List.of());
            case String one -> checked(List.of(one));
            case JsonString one -> checked(List.of(one.getString()));
            case Collection<?> many -> checked(many.stream().map(PlayersClaim::text).toList());
            case JsonValue other -> Reading.dropped("is a JSON " + kind(other) + ", not a list of player ids");
            default -> Reading.dropped("is not a list of player ids");
        };
    }

    private static Reading checked(List<String> players) {
        return AccountPlayers.fault(players).map(fault -> Reading.dropped(said(fault)))
                .orElseGet(() -> Reading.of(players));
    }

    /** A JSON value's kind as JSON names it: {@code true} and {@code false} are booleans. */
    private static String kind(JsonValue value) {
        return switch (value.getValueType()) {
            case TRUE, FALSE -> "boolean";
            default -> value.getValueType().name().toLowerCase(Locale.ROOT);
        };
    }

    /** An entry as text; null for a number, an object or anything else not a text, which no id is. */
    private static String text(Object entry) {
        return switch (entry) {
            case JsonString text -> text.getString();
            case String text -> text;
            case null, default -> null;
        };
    }

    /** The fault as the warning says it, entries counted from 0 as in the claim's JSON. */
    private static String said(AccountPlayers.Fault fault) {
        return switch (fault) {
            case AccountPlayers.Fault.TooMany(int listed) -> "lists " + listed + " players, more than "
                    + AccountPlayers.MOST;
            case AccountPlayers.Fault.NotAnId(int index) -> "has no player id at entry " + index + " (an id is "
                    + AccountPlayers.ID_SAID + ")";
            case AccountPlayers.Fault.Again(int index, int first) -> "names the player of entry " + first
                    + " again at entry " + index;
        };
    }
}
