package dev.tengen.distributed.identity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.tengen.service.web.security.CurrentActor;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import jakarta.json.Json;
import jakarta.json.JsonValue;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The players a Keycloak token's account plays as, as a service's identity carries them: the token's
 * {@code tengen_players} claim, held to the rule an embedded account's players are held to, or no player at all.
 */
class TokenPlayersTest {

    /** A verified access token's principal, as quarkus-oidc makes it: a name and, maybe, the players claim. */
    private record Jwt(String getName, Object players) implements JsonWebToken {
        @Override
        public Set<String> getClaimNames() {
            return players == null ? Set.of("preferred_username") : Set.of("preferred_username", "tengen_players");
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> T getClaim(String claimName) {
            return (T) (claimName.equals("tengen_players") ? players : null);
        }
    }

    /** A service whose paths are about no tournament: only the players are added. */
    private static final OfficeIdentities IDENTITIES = new OfficeIdentities() {
        @Override
        protected Optional<String> tournamentOf(String path) {
            return Optional.empty();
        }

        @Override
        protected Set<String> offices(String tournamentId, String account) {
            return Set.of();
        }
    };

    /** The claim as quarkus-oidc gives it: its JSON read into jakarta.json values. */
    private static JsonValue json(String claim) {
        return Json.createReader(new StringReader(claim)).readValue();
    }

    private static SecurityIdentity signedIn(String account, Object players) {
        return QuarkusSecurityIdentity.builder().setPrincipal(new Jwt(account, players)).addRole("player").build();
    }

    private static SecurityIdentity onAGame(Object players) {
        return IDENTITIES.augmented(signedIn("kim", players), "/api/v1/games/g-1/moves");
    }

    @Test
    void theIdsOfAWellFormedClaimAreThePlayersTheAccountPlaysAs() {
        SecurityIdentity kim = onAGame(json("[\"demo-p01\", \"0b7e3c52-5d0e-4b9a-9a57-3f0f2c1d8e41\"]"));
        assertEquals(List.of("demo-p01", "0b7e3c52-5d0e-4b9a-9a57-3f0f2c1d8e41"), kim.getAttribute(CurrentActor.PLAYERS));
    }

    @Test
    void aClaimOfOneTextIsOnePlayer() {
        assertEquals(List.of("demo-p01"), onAGame(json("\"demo-p01\"")).getAttribute(CurrentActor.PLAYERS));
        assertEquals(List.of("demo-p01"), onAGame("demo-p01").getAttribute(CurrentActor.PLAYERS));
    }

    @Test
    void withoutTheClaimTheIdentityIsTheTokensOwn() {
        SecurityIdentity kim = signedIn("kim", null);
        assertSame(kim, IDENTITIES.augmented(kim, "/api/v1/games/g-1/moves"));
    }

    /** Numbers, objects, lists, null or a boolean among the ids: it was a ClassCastException, a 500 to the user. */
    @ParameterizedTest
    @ValueSource(strings = {"[\"demo-p01\", 7]", "[\"demo-p01\", {\"id\": \"demo-p02\"}]", "[\"demo-p01\", [\"demo-p02\"]]",
            "[\"demo-p01\", null]", "[true]"})
    void aClaimWithAnEntryThatIsNoTextGivesNoPlayerAndTheRequestGoesOnAsTheAccounts(String claim) {
        SecurityIdentity kim = onAGame(json(claim));
        assertNull(kim.getAttribute(CurrentActor.PLAYERS));
        assertEquals("kim", kim.getPrincipal().getName());
        assertEquals(Set.of("player"), kim.getRoles());
    }

    /**
     * A blank id, a space, a line break, a tab, a slash, Hangul, 65 characters: the whole claim is dropped, its
     * well-formed demo-p01 too (an account rather plays as no one than as a player it was not meant to be).
     */
    @ParameterizedTest
    @ValueSource(strings = {"[\"demo-p01\", \"\"]", "[\"demo-p01\", \" \"]", "[\"demo-p01\", \"demo-p02\\n\"]",
            "[\"demo-p01\", \"p\\t1\"]", "[\"demo-p01\", \"p/1\"]", "[\"demo-p01\", \"선수-1\"]",
            "[\"demo-p01\", \"a1234567890123456789012345678901234567890123456789012345678901234\"]"})
    void aClaimWithAnEntryThatIsNoPlayerIdGivesNoPlayer(String claim) {
        assertNull(onAGame(json(claim)).getAttribute(CurrentActor.PLAYERS));
    }

    @Test
    void aClaimNamingOnePlayerTwiceGivesNoPlayer() {
        assertNull(onAGame(json("[\"demo-p01\", \"demo-p02\", \"demo-p01\"]")).getAttribute(CurrentActor.PLAYERS));
    }

    @Test
    void aHundredPlayersAreTakenAndAHundredAndOneGiveNone() {
        List<String> hundred = new ArrayList<>();
        for (int i = 1; i <= 100; i++) {
            hundred.add("demo-p" + i);
        }
        assertEquals(hundred, onAGame(json(asJson(hundred))).getAttribute(CurrentActor.PLAYERS));

        List<String> hundredAndOne = new ArrayList<>(hundred);
        hundredAndOne.add("demo-p101");
        assertNull(onAGame(json(asJson(hundredAndOne))).getAttribute(CurrentActor.PLAYERS));
    }

    /** A number, an object, a boolean: no list of ids, as before. */
    @ParameterizedTest
    @ValueSource(strings = {"7", "{\"players\": [\"demo-p01\"]}", "true"})
    void aClaimThatIsNoListGivesNoPlayer(String claim) {
        assertNull(onAGame(json(claim)).getAttribute(CurrentActor.PLAYERS));
    }

    private static String asJson(List<String> ids) {
        return "[\"" + String.join("\", \"", ids) + "\"]";
    }
}
