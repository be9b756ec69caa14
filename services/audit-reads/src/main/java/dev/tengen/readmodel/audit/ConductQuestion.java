package dev.tengen.readmodel.audit;

import dev.tengen.service.web.problem.MalformedRequest;
import dev.tengen.tournament.Memberships;
import dev.tengen.tournament.PersonName;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Whose conduct across tournaments is asked, as both applications read {@code GET /api/v1/conduct}'s parameters: a
 * name and/or federation ids in {@code egf}, {@code ffg}, {@code aga}. Neither is a 400 problem {@code field-missing}
 * naming {@code name}; a name over {@value #LONGEST_NAME} characters or with a control character, or an id that is not
 * 1 to 32 letters, digits, dots, dashes or underscores, a 400 problem {@code field-invalid} naming the parameter.
 *
 * @param name the name asked for, stripped; empty when only ids are asked
 * @param memberships the ids asked for, by body, in the order egf, ffg, aga
 */
public record ConductQuestion(String name, Map<String, String> memberships) {

    /** Longer than any name a registration takes to print; a longer parameter is no name. */
    public static final int LONGEST_NAME = 200;
    /** The federation bodies whose ids registrations carry (PLATFORM.md, "Players, registration and imports"). */
    public static final List<String> BODIES = Memberships.BODIES;

    public ConductQuestion {
        memberships = Collections.unmodifiableMap(new LinkedHashMap<>(memberships));
    }

    /** The question the query's parameters ask; a {@link MalformedRequest} for parameters that ask none. */
    public static ConductQuestion of(String name, String egf, String ffg, String aga) {
        Map<String, String> memberships = new LinkedHashMap<>();
        String[] ids = {egf, ffg, aga};
        for (int i = 0; i < BODIES.size(); i++) {
            if (ids[i] != null && !ids[i].isBlank()) {
                memberships.put(BODIES.get(i), memberId(BODIES.get(i), ids[i].strip()));
            }
        }
        String asked = name == null || name.isBlank() ? "" : name(name);
        if (asked.isEmpty() && memberships.isEmpty()) {
            throw new MalformedRequest("field-missing", "name", "Name the person: the parameter 'name', or a federation"
                    + " id in 'egf', 'ffg' or 'aga'.");
        }
        return new ConductQuestion(asked, memberships);
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
        if (!Memberships.isId(value)) {
            throw new MalformedRequest("field-invalid", body, "The parameter '" + body + "' takes a federation id of 1"
                    + " to 32 letters, digits, dots, dashes or underscores.");
        }
        return value;
    }
}
