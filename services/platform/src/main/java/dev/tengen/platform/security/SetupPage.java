package dev.tengen.platform.security;

import dev.tengen.service.web.security.Roles;

import dev.tengen.pages.Language;
import dev.tengen.service.web.problem.MalformedRequest;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * The first-run page: a form for the setup code and the organizer's name and password. It works without
 * JavaScript, and closes itself once an organizer exists. Messages never echo what was typed. It speaks the
 * reader's language as the public pages do ({@code ?lang=}, else {@code Accept-Language}; {@link SetupText}).
 */
@Path("/setup")
public class SetupPage {

    /**
     * The page's template ({@code templates/SetupPage/page.html}): what it says ({@code said}, a wait of
     * {@code seconds}), the form or not, and the rules the form's fields check, as {@link NewAccount} checks them.
     */
    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(Language language, String said, long seconds, boolean form,
                String userPattern, int minimumPassword);
    }

    private final FirstRun firstRun;
    private final SignInThrottle throttle;

    SetupPage(FirstRun firstRun, SignInThrottle throttle) {
        this.firstRun = firstRun;
        this.throttle = throttle;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    @Operation(summary = "First run: the form that creates the organizer account", description = "Public.")
    public Response form(@QueryParam("lang") String lang, @Context HttpHeaders headers) {
        Language language = Language.choose(lang, null, headers.getHeaderString(HttpHeaders.ACCEPT_LANGUAGE));
        if (!firstRun.open()) {
            return page(200, language, "organizer-exists", false);
        }
        return page(200, language, null, true);
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.TEXT_HTML)
    @Operation(summary = "First run: create the organizer account with the setup code from the log",
            description = "Public while no organizer exists; 403 for a wrong code, 409 once an organizer exists, 429 "
                    + "after too many wrong codes from one address.")
    public Response create(@FormParam("code") String code, @FormParam("user") String user,
            @FormParam("password") String password, @QueryParam("lang") String lang, @Context HttpHeaders headers,
            @Context HttpServerRequest request) {
        Language language = Language.choose(lang, null, headers.getHeaderString(HttpHeaders.ACCEPT_LANGUAGE));
        if (!firstRun.open()) {
            return page(409, language, "organizer-exists-already", false);
        }
        String address = request.remoteAddress() == null ? null : request.remoteAddress().hostAddress();
        try {
            throttle.check(address);
        } catch (SignInThrottled throttled) {
            return Response.fromResponse(page(429, language, "throttled", throttled.retryAfterSeconds(), false))
                    .header(HttpHeaders.RETRY_AFTER, throttled.retryAfterSeconds()).build();
        }
        if (!firstRun.accepts(code)) {
            throttle.failed(address);
            return page(403, language, "wrong-code", true);
        }
        try {
            if (!firstRun.createOrganizer(new NewAccount(user, password, List.of(Roles.ORGANIZER), List.of()))) {
                return page(409, language, "organizer-exists-already", false);
            }
        } catch (MalformedRequest invalid) {
            // NewAccount refuses a name or a password; the page says its rule in the reader's language
            return page(400, language, invalid.field() + "-invalid", true);
        }
        return page(201, language, "ready", false);
    }

    private static Response page(int status, Language language, String said, boolean form) {
        return page(status, language, said, 0, form);
    }

    private static Response page(int status, Language language, String said, long seconds, boolean form) {
        TemplateInstance page = Templates.page(language, said, seconds, form, NewAccount.USER_CHARACTERS,
                NewAccount.MINIMUM_PASSWORD);
        return Response.status(status).type(MediaType.TEXT_HTML_TYPE.withCharset("UTF-8"))
                .entity(page.setLocale(language.locale()).render()).language(language.locale())
                .header(HttpHeaders.VARY, "Accept-Language").build();
    }
}
