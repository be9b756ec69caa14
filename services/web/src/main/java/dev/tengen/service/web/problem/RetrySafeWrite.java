package dev.tengen.service.web.problem;

/**
 * A write that records something anew each time it is applied, and whose repetition costs a player: a referee's
 * decision (under the Incheon 2013 code a player's second warning in a game is its loss, art. 5.7, and a phone's
 * second ring too, art. 6.6). A device that lost the answer and sends the request again
 * cannot be told from a referee ruling a second time unless the request says which it is: the ETag of the caller's
 * last read in {@code If-Match} (a second request finds the game changed: 409) or an {@code Idempotency-Key} (a second
 * request is answered as the first). Without either the write is refused with 428 (RFC 6585) and records nothing.
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
        if (version == null && (idempotencyKey == null || idempotencyKey.isBlank())) {
            throw new Refused(what + " is recorded anew each time it is sent: send the ETag of your last read of the"
                    + " game in If-Match (a repeated request then finds the game changed) or an Idempotency-Key (a"
                    + " repeated request is answered as the first), so that a request sent again is not recorded twice.");
        }
        return version;
    }

    /** The write carried neither: answered with 428 {@code precondition-required}, naming If-Match. */
    public static final class Refused extends RuntimeException {

        private static final long serialVersionUID = 1L;

        Refused(String sentence) {
            super(sentence, null, false, false);
        }
    }
}
