package dev.tengen.load;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Access tokens of the distributed deployment's realm for its demo users, from Keycloak's token endpoint with the
 * client {@code tengen-scripts} and the password grant, as {@code scripts/lib/demo-load} signs in (docs/OPERATIONS.md,
 * "The realm": demo and tests only, every password {@code tengen-demo}). The realm's access tokens live 5 minutes
 * and a run lasts longer on a loaded machine, so each user's token is fetched again a minute before it expires.
 */
final class RealmTokens {

    static final String PASSWORD = "tengen-demo";
    private static final String CLIENT = "tengen-scripts";
    private static final long RENEW_BEFORE_NANOS = 60_000_000_000L;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final URI tokenEndpoint;

    /** {@code realm}: the realm's address, as {@code QUARKUS_OIDC_AUTH_SERVER_URL} (…/realms/tengen). */
    RealmTokens(URI realm) {
        String path = realm.toString().replaceAll("/+$", "");
        this.tokenEndpoint = URI.create(path + "/protocol/openid-connect/token");
    }

    /** The {@code Authorization} header of {@code user}, fetched now and again before each token expires. */
    Supplier<String> bearer(String user) throws Exception {
        Renewed renewed = new Renewed(user);
        renewed.get();
        return renewed;
    }

    private final class Renewed implements Supplier<String> {
        private final String user;
        private String header;
        private long renewAt;

        Renewed(String user) {
            this.user = user;
        }

        @Override
        public synchronized String get() {
            if (header == null || System.nanoTime() >= renewAt) {
                long asked = System.nanoTime();
                Map<String, Object> token = fetch(user);
                header = "Bearer " + token.get("access_token");
                long lifetime = Duration.ofSeconds(((Number) token.get("expires_in")).longValue()).toNanos();
                renewAt = asked + Math.max(lifetime / 2, lifetime - RENEW_BEFORE_NANOS);
            }
            return header;
        }
    }

    private Map<String, Object> fetch(String user) {
        String form = "grant_type=password&client_id=" + CLIENT + "&username=" + encode(user) + "&password="
                + encode(PASSWORD);
        HttpRequest request = HttpRequest.newBuilder(tokenEndpoint).timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build();
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException("signing in as " + user + " at " + tokenEndpoint + " answered "
                        + response.statusCode() + ": " + response.body());
            }
            return PlainJson.object(response.body());
        } catch (java.io.IOException e) {
            throw new IllegalStateException("signing in as " + user + " at " + tokenEndpoint + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while signing in as " + user, e);
        }
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
