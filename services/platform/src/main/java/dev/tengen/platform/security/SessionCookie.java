package dev.tengen.platform.security;

import java.time.Duration;

/**
 * The console's session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it),
 * Path=/ (the API and the console), Secure when the console is reached over HTTPS.
 */
public final class SessionCookie {

    public static final String NAME = "tengen_session";

    private SessionCookie() {
    }

    /** The Set-Cookie value that hands the token to the browser for {@code lifetime}. */
    public static String set(String token, Duration lifetime, boolean secure) {
        return NAME + "=" + token + "; Path=/; Max-Age=" + lifetime.toSeconds() + "; HttpOnly; SameSite=Strict"
                + (secure ? "; Secure" : "");
    }

    /** The Set-Cookie value that makes the browser forget the cookie. */
    public static String cleared(boolean secure) {
        return NAME + "=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "");
    }
}
