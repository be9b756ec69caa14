package dev.tengen.service.web.security;

import java.util.Objects;

/** Who makes a request, as events record it in their {@code by} field. */
public record Actor(String name) {

    /** An anonymous caller: only reads are open to it, so no event carries this name. */
    public static final Actor UNAUTHENTICATED = new Actor("unauthenticated");

    public Actor {
        Objects.requireNonNull(name, "name");
    }
}
