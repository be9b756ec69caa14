package dev.tengen.platform.security;

import java.util.Objects;

/** Who makes a request, as events record it in their {@code by} field. */
public record Actor(String name) {

    /** The only actor until authentication arrives; events written meanwhile say so. */
    public static final Actor UNAUTHENTICATED = new Actor("unauthenticated");

    public Actor {
        Objects.requireNonNull(name, "name");
    }
}
