package dev.tengen.platform.query;

import dev.tengen.platform.audit.ConductAcrossTournaments;
import dev.tengen.platform.audit.ConductRecord;
import dev.tengen.service.web.problem.MalformedRequest;
import dev.tengen.service.web.security.Roles;
import dev.tengen.tournament.PersonName;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * A person's conduct across every tournament, for the federations' auditors: warnings, penalties, referees'
 * decisions, sanctions and bans, whichever tournament they were decided in. An audit read: it holds what the
 * per-tournament audit holds, so the same roles read it; no tournament is in its path, so only an account's own
 * roles count (an appointment holds in its tournament only).
 */
@Path("/api/v1/conduct")
@Tag(name = "Audit")
public class ConductQuery {

    /** Longer than any name a registration takes to print; a longer parameter is no name. */
    static final int LONGEST_NAME = 200;
    /** The federation bodies whose ids registrations carry (PLATFORM.md, "Players, registration and imports"). */
    static final String[] BODIES = {"egf", "ffg", "aga"};
    private static final Pattern MEMBER_ID = Pattern.compile("[\\p{Alnum}._-]{1,32}");

    private final ConductAcrossTournaments conduct;

    ConductQuery(ConductAcrossTournaments conduct) {
        this.conduct = conduct;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "A person's conduct across every tournament: decisions concerning them and their bans",
            description = "name (compared as the sanctions registry compares names) and/or egf, ffg, aga (federation "
                    + "ids: a registration with another id of that body is a namesake). {name, memberships, "
                    + "registrations[{tournamentId, tournament, playerId, name, rank, club, country, memberships, "
                    + "withdrawn, warnings, penalties}], entries[{tournamentId, tournament, playerId, sequence, at, "
                    + "decision, event, by, article, round, board, gameId, reason, consequence}], bans[...]}; an unknown "
                    + "person has empty lists. 400 field-missing (neither a name nor an id), field-invalid. Auditor, "
                    + "organizer and technical delegate (their own roles).")
    public ConductRecord conduct(@QueryParam("name") String name, @QueryParam("egf") String egf,
            @QueryParam("ffg") String ffg, @QueryParam("aga") String aga) {
        Map<String, String> memberships = new LinkedHashMap<>();
        String[] ids = {egf, ffg, aga};
        for (int i = 0; i < BODIES.length; i++) {
            if (ids[i] != null && !ids[i].isBlank()) {
                memberships.put(BODIES[i], memberId(BODIES[i], ids[i].strip()));
            }
        }
        String asked = name == null || name.isBlank() ? "" : name(name);
        if (asked.isEmpty() && memberships.isEmpty()) {
            throw new MalformedRequest("field-missing", "name", "Name the person: the parameter 'name', or a federation"
                    + " id in 'egf', 'ffg' or 'aga'.");
        }
        return conduct.of(asked, memberships);
    }

    private static String name(String value) {
        if (value.length() > LONGEST_NAME || !PersonName.readable(value)) {
            throw new MalformedRequest("field-invalid", "name", "The parameter 'name' takes a person's name of at most "
                    + LONGEST_NAME + " characters, without control characters"
                    + (value.length() > LONGEST_NAME ? " (this one has " + value.length() + ")." : "."));
        }
        return value.strip();
    }

    private static String memberId(String body, String value) {
        if (!MEMBER_ID.matcher(value).matches()) {
            throw new MalformedRequest("field-invalid", body, "The parameter '" + body + "' takes a federation id of 1"
                    + " to 32 letters, digits, dots, dashes or underscores.");
        }
        return value;
    }
}
