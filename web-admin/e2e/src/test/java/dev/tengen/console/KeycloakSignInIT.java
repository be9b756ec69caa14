package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.tengen.console.ConsoleBrowser.Device;
import java.net.http.HttpResponse;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The console of the distributed deployment: served at /admin by the read-models application, it signs in through
 * Keycloak's own login page (authorization code with PKCE, client tengen-web-admin, realm tengen) and comes back
 * signed in, the account and its role's desk shown. Screenshots in target/screenshots/desktop/keycloak-*.png.
 */
class KeycloakSignInIT {

    private static final String REFEREE = "demo-referee-han"; // realm role referee (keycloak/tengen-realm.json)
    private static ReadModelsWithKeycloak deployment;
    private static ConsoleBrowser browser;

    @BeforeAll
    static void start() throws Exception {
        deployment = ReadModelsWithKeycloak.start();
        browser = new ConsoleBrowser();
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        if (deployment != null) {
            deployment.close();
        }
    }

    @Test
    void theConsoleSettingsNameKeycloakAndTheConsolesClient() throws Exception {
        HttpResponse<String> answer = deployment.get("/admin/config.json");
        JsonObject settings = JsonParser.parseString(answer.body()).getAsJsonObject();
        assertEquals("oidc", settings.get("auth").getAsString(), answer.body());
        assertEquals(deployment.keycloakUrl + "/realms/tengen",
                settings.getAsJsonObject("oidc").get("issuer").getAsString());
        assertEquals("tengen-web-admin", settings.getAsJsonObject("oidc").get("clientId").getAsString());
    }

    @Test
    void aRefereeSignsInOnKeycloaksPageAndComesBackSignedInAtTheRefereeDesk() {
        BrowserContext context = browser.context(Device.DESKTOP, "en-GB");
        Page page = context.newPage();
        page.navigate(deployment.url + "/admin/");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign in with your federation account"))
                .click();

        // Keycloak's login page, on Keycloak's origin, asked for the code with a PKCE challenge
        page.waitForURL(Pattern.compile(Pattern.quote(deployment.keycloakUrl) + "/realms/tengen/.*"));
        assertTrue(page.url().contains("code_challenge_method=S256"), page.url());
        ConsoleBrowser.shoot(page, Device.DESKTOP, "keycloak-1-login-page");
        page.locator("#username").fill(REFEREE);
        page.locator("#password").fill(ReadModelsWithKeycloak.PASSWORD);
        page.locator("#kc-login").click();

        page.waitForURL(Pattern.compile(Pattern.quote(deployment.url) + "/admin/.*"));
        assertThat(page.getByText("Signed in as " + REFEREE)).isVisible();
        assertThat(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Referee's desk"))).isVisible();
        browser.step(page, Device.DESKTOP, "keycloak-2-signed-in");
        context.close();
    }
}
