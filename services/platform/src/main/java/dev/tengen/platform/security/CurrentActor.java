package dev.tengen.platform.security;

import jakarta.enterprise.context.RequestScoped;

/**
 * The security seam: the one place that says who the current request acts for. Today that is nobody in
 * particular; with authentication it becomes the token's or account file's user, and the roles are checked
 * before a command is sent.
 */
@RequestScoped
public class CurrentActor {

    public Actor actor() {
        return Actor.UNAUTHENTICATED;
    }
}
