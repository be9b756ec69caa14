package dev.tengen.service.web.console;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.quarkus.arc.properties.IfBuildProperty;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * {@code /admin/config.json}: how the console signs its users in, read by the app before its first screen. The same
 * build of the app runs on the embedded platform (local sessions) and against Keycloak (authorization code with
 * PKCE); only this answer differs.
 */
@IfBuildProperty(name = ConsoleSettings.SERVED, stringValue = "true")
@Path("/admin/config.json")
@Tag(name = "Console")
public class ConsoleConfig {

    /**
     * The console's settings.
     *
     * @param auth "local" or "oidc"
     * @param api where the API is, relative to the console's origin
     * @param oidc the provider, for "oidc" only
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Settings(String auth, String api, Oidc oidc) {
    }

    /** The OpenID provider: its issuer (discovery at {@code issuer/.well-known/openid-configuration}) and client. */
    public record Oidc(String issuer, String clientId, String scope) {
    }

    private final ConsoleSettings console;

    ConsoleConfig(ConsoleSettings console) {
        this.console = console;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "The console's sign-in settings: local sessions or an OpenID provider", description = "Public.")
    public Settings settings() {
        if ("oidc".equals(console.auth())) {
            return new Settings("oidc", "/api/v1", new Oidc(console.oidcIssuer().orElse(""), console.oidcClientId(),
                    "openid profile"));
        }
        return new Settings("local", "/api/v1", null);
    }
}
