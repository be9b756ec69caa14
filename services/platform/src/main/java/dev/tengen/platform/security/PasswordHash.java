package dev.tengen.platform.security;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * Salted, slow password hashes: PBKDF2 with HMAC-SHA-256, written {@code pbkdf2-sha256$iterations$salt$hash}
 * (salt and hash in base64). 600,000 iterations is OWASP's Password Storage Cheat Sheet figure for
 * PBKDF2-HMAC-SHA256 (2023); the count is part of each hash, so it can be raised later without breaking old ones.
 */
public final class PasswordHash {

    public static final int ITERATIONS = 600_000;

    private static final String SCHEME = "pbkdf2-sha256";
    private static final int SALT_BYTES = 16;
    private static final int HASH_BITS = 256;
    private static final SecureRandom RANDOM = new SecureRandom();

    private PasswordHash() {
    }

    public static String of(char[] password, int iterations) {
        byte[] salt = new byte[SALT_BYTES];
        RANDOM.nextBytes(salt);
        Base64.Encoder base64 = Base64.getEncoder();
        return SCHEME + "$" + iterations + "$" + base64.encodeToString(salt) + "$"
                + base64.encodeToString(derive(password, salt, iterations));
    }

    /**
     * A hash of the configured cost that no password is known to match: salt and hash are random bytes of a real
     * hash's lengths, so checking a password against it derives a full hash as a real check does, at no cost to
     * make. A password matching it would be a preimage of PBKDF2-HMAC-SHA256.
     */
    public static String unmatchable(int iterations) {
        byte[] salt = new byte[SALT_BYTES];
        byte[] hash = new byte[HASH_BITS / Byte.SIZE];
        RANDOM.nextBytes(salt);
        RANDOM.nextBytes(hash);
        Base64.Encoder base64 = Base64.getEncoder();
        return SCHEME + "$" + iterations + "$" + base64.encodeToString(salt) + "$" + base64.encodeToString(hash);
    }

    /**
     * What is wrong with {@code stored} as a hash {@link #of} writes ("is not ..."), for the account file's reading:
     * empty when nothing is. A password written in clear text, a count of iterations that is not a positive int, a
     * salt or a hash that is not base64 or is empty: each a hash no password would ever match.
     */
    public static Optional<String> fault(String stored) {
        String[] parts = stored.split("\\$", -1);
        if (parts.length != 4 || !parts[0].equals(SCHEME)) {
            return Optional.of("is not a hash in the form " + SCHEME + "$iterations$salt$hash.");
        }
        String count = parts[1];
        if (count.isEmpty() || count.length() > 10 || !count.chars().allMatch(c -> c >= '0' && c <= '9')
                || Long.parseLong(count) < 1 || Long.parseLong(count) > Integer.MAX_VALUE) {
            return Optional.of("gives '" + count + "' iterations; a hash gives a whole number from 1.");
        }
        try {
            if (Base64.getDecoder().decode(parts[2]).length == 0 || Base64.getDecoder().decode(parts[3]).length == 0) {
                return Optional.of("has an empty salt or hash.");
            }
        } catch (IllegalArgumentException notBase64) {
            return Optional.of("has a salt or a hash that is not base64.");
        }
        return Optional.empty();
    }

    /** True when {@code password} is the one {@code stored} was made from; false for any malformed hash. */
    public static boolean matches(char[] password, String stored) {
        String[] parts = stored.split("\\$");
        if (parts.length != 4 || !parts[0].equals(SCHEME)) {
            return false;
        }
        try {
            int iterations = Integer.parseInt(parts[1]);
            byte[] salt = Base64.getDecoder().decode(parts[2]);
            byte[] expected = Base64.getDecoder().decode(parts[3]);
            return iterations > 0 && MessageDigest.isEqual(expected, derive(password, salt, iterations));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static byte[] derive(char[] password, byte[] salt, int iterations) {
        try {
            PBEKeySpec spec = new PBEKeySpec(password, salt, iterations, HASH_BITS);
            try {
                return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
            } finally {
                spec.clearPassword();
            }
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is part of every JDK", e);
        }
    }
}
