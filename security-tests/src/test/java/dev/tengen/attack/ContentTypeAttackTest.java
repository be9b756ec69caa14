package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A cross-site {@code fetch} sends a body without {@code Content-Type} (a Blob) or as {@code text/plain}, which a
 * browser sends without asking the server first, with the organizer's cached Basic credentials: it must not be
 * read as JSON. The HTML pages tell the browser not to sniff types nor to be framed by another site.
 */
class ContentTypeAttackTest {

    @ParameterizedTest
    @ValueSource(strings = {"", "text/plain", "application/x-www-form-urlencoded"})
    void aBodyThatIsNotDeclaredJsonCreatesNoAccount(String contentType) throws Exception {
        Fixture fixture = Fixture.shared();
        String user = Fixture.unique("csrf");

        Answer answer = fixture.organizer.send("POST", "/api/v1/accounts", "{\"user\": \"" + user
                + "\", \"password\": \"csrf-password-1\", \"roles\": [\"organizer\"], \"players\": []}",
                contentType.isEmpty() ? null : contentType);

        assertEquals(415, answer.status(), answer::abbreviated);
        assertEquals(401, Http.as(fixture.platform, user, "csrf-password-1").get("/api/v1/accounts/me").status());
    }

    /** The framework's own sentences named its annotations ("did not match the value in @Produces"). */
    @Test
    void anAnswerOrABodyOfAnotherTypeIsRefusedInWordsNamingTheType() throws Exception {
        Fixture fixture = Fixture.shared();
        Answer xml = Http.anonymous(fixture.platform).with("Accept", "application/xml").get("/api/v1/tournaments");
        assertEquals(406, xml.status(), xml::abbreviated);
        assertTrue(xml.body().contains("'application/xml'") && !xml.body().contains("@Produces"), xml::abbreviated);

        Answer json = fixture.organizer.send("POST", "/setup", "{}", "application/json");
        assertTrue(json.status() == 415 || json.status() == 409, json::abbreviated);
        assertTrue(!json.body().contains("@Consumes"), json::abbreviated);
    }

    @Test
    void theHomePageForbidsSniffingFramingAndForeignScripts() throws Exception {
        Answer page = Http.anonymous(Platform.shared()).get("/");

        page.expect(200);
        assertEquals("nosniff", page.header("X-Content-Type-Options").orElse(""));
        String policy = page.header("Content-Security-Policy").orElse("");
        assertTrue(policy.contains("frame-ancestors 'none'"), policy);
        assertTrue(policy.contains("default-src"), policy);
    }
}
