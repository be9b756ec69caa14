package dev.tengen.platform.security;

import dev.tengen.service.web.security.Roles;

import dev.tengen.service.web.problem.MalformedRequest;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * The first-run page: a form for the setup code and the organizer's name and password. It works without
 * JavaScript, and closes itself once an organizer exists. Messages never echo what was typed.
 */
@Path("/setup")
public class SetupPage {

    private final FirstRun firstRun;
    private final SignInThrottle throttle;

    SetupPage(FirstRun firstRun, SignInThrottle throttle) {
        this.firstRun = firstRun;
        this.throttle = throttle;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    @Operation(summary = "First run: the form that creates the organizer account", description = "Public.")
    public Response form() {
        if (!firstRun.open()) {
            return page(200, "<p>The organizer account exists. Organizers create the other accounts with "
                    + "<code>POST /api/v1/accounts</code>.</p>");
        }
        return page(200, FORM);
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.TEXT_HTML)
    @Operation(summary = "First run: create the organizer account with the setup code from the log",
            description = "Public while no organizer exists; 403 for a wrong code, 409 once an organizer exists, 429 "
                    + "after too many wrong codes from one address.")
    public Response create(@FormParam("code") String code, @FormParam("user") String user,
            @FormParam("password") String password, @Context HttpServerRequest request) {
        if (!firstRun.open()) {
            return page(409, "<p>An organizer account exists already; ask that organizer for an account.</p>");
        }
        String address = request.remoteAddress() == null ? null : request.remoteAddress().hostAddress();
        try {
            throttle.check(address);
        } catch (SignInThrottled throttled) {
            return Response.fromResponse(page(429, "<p>" + throttled.getMessage() + "</p>"))
                    .header(HttpHeaders.RETRY_AFTER, throttled.retryAfterSeconds()).build();
        }
        if (!firstRun.accepts(code)) {
            throttle.failed(address);
            return page(403, "<p>That setup code is not the one in the platform's log. Look for the line "
                    + "\"No organizer account yet\" where the platform was started.</p>" + FORM);
        }
        try {
            if (!firstRun.createOrganizer(new NewAccount(user, password, List.of(Roles.ORGANIZER), List.of()))) {
                return page(409, "<p>An organizer account exists already; ask that organizer for an account.</p>");
            }
        } catch (MalformedRequest invalid) {
            return page(400, "<p>" + invalid.getMessage() + "</p>" + FORM);
        }
        return page(201, "<p>The organizer account is ready. Sign in with it (HTTP Basic) on the API: "
                + "<a href=\"/q/swagger-ui\">API documentation</a>.</p>");
    }

    private static final String FORM = """
            <form method="post" action="/setup">
            <p><label>Setup code (printed in the log)<br><input name="code" required autocomplete="off"></label></p>
            <p><label>Organizer's user name (Latin letters a-z, digits, . - _ @)<br><input name="user" required
            pattern="%s" title="1 to 64 of the Latin letters a-z and A-Z, digits, dots, dashes, underscores or @"
            autocapitalize="none" spellcheck="false"></label></p>
            <p><label>Password (8 characters or more)<br><input name="password" type="password" required minlength="8"></label></p>
            <p><button>Create the organizer account</button></p>
            </form>
            """.formatted(NewAccount.USER_CHARACTERS);

    private static Response page(int status, String body) {
        String html = """
                <!doctype html><html lang="en"><head><meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1"><title>Tengen: first run</title>
                <style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}</style>
                </head><body><h1>Tengen: first run</h1>
                """ + body + "</body></html>";
        return Response.status(status).type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8")).entity(html).build();
    }
}
