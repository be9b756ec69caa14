package dev.tengen.service.web.console;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.util.Optional;

/**
 * How the console signs its users in, under {@code tengen.console.}; served to it as {@code /admin/config.json}. The
 * application that serves the console (the embedded platform, the read-models application of the distributed
 * deployment) says so with the build property {@code tengen.console.served=true}.
 */
@ConfigMapping(prefix = "tengen.console")
public interface ConsoleSettings {

    /** The build property that puts the console ({@link ConsoleRoutes}, {@link ConsoleConfig}) in an application. */
    String SERVED = "tengen.console.served";

    /** "local": the platform's sign-in page and session; "oidc": Keycloak (authorization code with PKCE). */
    @WithDefault("local")
    String auth();

    /** The OpenID provider's issuer, such as https://sso.example.org/realms/tengen ("oidc" only). */
    Optional<String> oidcIssuer();

    /** The console's public client id at the provider ("oidc" only). */
    @WithDefault("tengen-console")
    String oidcClientId();

    /** Read at build time ({@link #SERVED}); declared here so that the mapping knows it. */
    @WithDefault("false")
    boolean served();
}
