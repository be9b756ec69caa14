package dev.tengen.platform.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The decoy an unknown user's password is checked against (AccountIdentityProvider) costs what a real check costs. */
class PasswordHashTest {

    @Test
    void anUnmatchableHashHasTheSchemeCostAndLengthsOfARealOneSoItsCheckDerivesAFullHash() {
        List<String> real = List.of(PasswordHash.of("referee-2026".toCharArray(), 1000).split("\\$"));
        List<String> decoy = List.of(PasswordHash.unmatchable(1000).split("\\$"));
        assertEquals(4, decoy.size());
        assertEquals(real.subList(0, 2), decoy.subList(0, 2), "scheme and iterations");
        assertEquals(decoded(real.get(2)).length, decoded(decoy.get(2)).length, "salt");
        assertEquals(decoded(real.get(3)).length, decoded(decoy.get(3)).length, "hash");
    }

    @Test
    void noPasswordTriedMatchesAnUnmatchableHashAndEachIsItsOwn() {
        String decoy = PasswordHash.unmatchable(1000);
        for (String password : List.of("", "referee-2026", "password")) {
            assertFalse(PasswordHash.matches(password.toCharArray(), decoy), password);
        }
        assertNotEquals(decoy, PasswordHash.unmatchable(1000));
    }

    private static byte[] decoded(String base64) {
        return Base64.getDecoder().decode(base64);
    }
}
