package dev.tengen.service.web.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class AllowedMethodsTest {

    @Test
    void aParameterTakesOneSegment() {
        Pattern players = AllowedMethods.template("/api/v1/tournaments/{id}/players");
        assertTrue(players.matcher("/api/v1/tournaments/t-1/players").matches());
        assertTrue(players.matcher("/api/v1/tournaments/t-1/players/").matches());
        assertFalse(players.matcher("/api/v1/tournaments/t-1/x/players").matches());
        assertFalse(players.matcher("/api/v1/tournaments//players").matches());
    }

    /** The public pages' templates: {page: [\s\S]+} takes slashes, {pages: t|g} one of two words. */
    @Test
    void aParameterWithARegularExpressionTakesWhatItMatches() {
        Pattern page = AllowedMethods.template("/" + "t/{id}/{page: [\\s\\S]+}");
        assertTrue(page.matcher("/t/x/round/1").matches());
        Pattern pages = AllowedMethods.template("{pages: t|g}");
        assertTrue(pages.matcher("/t").matches());
        assertTrue(pages.matcher("/g/").matches());
        assertFalse(pages.matcher("/tg").matches());
    }

    @Test
    void literalCharactersAreTakenLiterally() {
        Pattern zip = AllowedMethods.template("/api/v1/tournaments/{id}/games.zip");
        assertTrue(zip.matcher("/api/v1/tournaments/t-1/games.zip").matches());
        assertFalse(zip.matcher("/api/v1/tournaments/t-1/gamesXzip").matches());
    }

    @Path("/api/v1/tournaments/{id}")
    static class Resource {
        @GET
        public String read() {
            return "";
        }

        @POST
        @Path("players")
        public String register() {
            return "";
        }

        @Path("games")
        public Object locator() {
            return null;
        }
    }

    @Test
    void eachMethodBearingAnHttpMethodIsAnEndpointAtItsPath() {
        List<AllowedMethods.Endpoint> endpoints = AllowedMethods.endpoints("/api/v1/tournaments/{id}", Resource.class);
        Set<String> found = new TreeSet<>();
        endpoints.forEach(endpoint -> found.add(endpoint.method() + " " + endpoint.path().pattern()));
        assertEquals(2, found.size(), found.toString());
        assertTrue(endpoints.stream().anyMatch(e -> e.method().equals("POST")
                && e.path().matcher("/api/v1/tournaments/t-1/players").matches()), found.toString());
        assertTrue(endpoints.stream().anyMatch(e -> e.method().equals("GET")
                && e.path().matcher("/api/v1/tournaments/t-1").matches()), found.toString());
    }
}
