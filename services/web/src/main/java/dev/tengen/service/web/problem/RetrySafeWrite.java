package dev.tengen.service.web.problem;

import dev.tengen.service.web.idempotency.IdempotencyKeys;

/**
 * A write that records something anew each time it is applied, and whose repetition costs a player: a referee's
 * decision (under the Incheon 2013 code a player's second warning in a game is its loss, art. 5.7, and a phone's
 * second ring too, art. 6.6), a protest (a second one puts the same judgment twice before the referees and, rejected,
 * opens a second appeal: Incheon 2013 arbitration art. 1.1-1.2), a ban (a second one still bars the player once the
 * first is lifted). A device that lost the answer and sends the request again cannot be told from a second decision,
 * protest or ban unless the request says which it is: an {@code Idempotency-Key} (a second request is answered as the
 * first) or, for a write to something already there, the ETag of the caller's last read in {@code If-Match} (a second
 * request finds it changed: 409). Without either the write is refused with 428 (RFC 6585) and records nothing.
 */
public final class RetrySafeWrite {

    private RetrySafeWrite() {
    }

    /**
     * The version the write expects (its If-Match, as {@link IfMatch#expectedVersion} reads it), or null when it
     * carries an Idempotency-Key instead; refused (428) when it carries neither.
     */
    public static Long expectedVersion(String ifMatch, String idempotencyKey, String what) {
        Long version = IfMatch.expectedVersion(ifMatch); // "*" expects nothing: a retry would apply
        if (version == null && !keyed(idempotencyKey)) {
            throw new Refused(what + " is recorded anew each time it is sent: send the ETag of your last read of the"
                    + " game in If-Match (a repeated request then finds the game changed) or an Idempotency-Key (a"
                    + " repeated request is answered as the first), so that a request sent again is not recorded twice.",
                    "If-Match");
        }
        return version;
    }

    /**
     * A write that makes something new (a protest, a ban), which no ETag can stand for: refused (428) without an
     * Idempotency-Key.
     */
    public static void requireKey(String idempotencyKey, String what) {
        if (!keyed(idempotencyKey)) {
            throw new Refused(what + " is recorded anew each time it is sent: send an Idempotency-Key (a UUID made once"
                    + " for it; a repeated request is then answered as the first), so that a request sent again is not"
                    + " recorded twice.", IdempotencyKeys.HEADER);
        }
    }

    private static boolean keyed(String idempotencyKey) {
        return idempotencyKey != null && !idempotencyKey.isBlank();
    }

    /** The write carried neither: answered with 428 {@code precondition-required}, naming the header to send. */
    public static final class Refused extends RuntimeException {

        private static final long serialVersionUID = 1L;

        private final String header;

        Refused(String sentence, String header) {
            super(sentence, null, false, false);
            this.header = header;
        }

        /** The header the write should have carried: the problem's {@code field}. */
        public String header() {
            return header;
        }
    }
}
