package dev.tengen.platform.security;

import io.quarkus.security.identity.request.BaseAuthenticationRequest;

/** A request signed in by the console's session cookie: the token it carries. */
public final class SessionRequest extends BaseAuthenticationRequest {

    private final String token;

    public SessionRequest(String token) {
        this.token = token;
    }

    public String token() {
        return token;
    }
}
