package dev.tengen.service.web.http;

import dev.tengen.service.web.problem.MalformedRequest;
import java.util.Locale;

/**
 * A yes-or-no query parameter ({@code ?dryRun=true}), read strictly: {@code true} or {@code false} in any case, absent
 * is false. JAX-RS reads a {@code boolean} parameter as {@link Boolean#parseBoolean}, so {@code ?dryRun=yes},
 * {@code ?dryRun=1} or a bare {@code ?dryRun} were a real import where the director asked for a preview; any such
 * value is refused as a 400 naming the parameter, and nothing is done.
 */
public final class QueryFlag {

    private QueryFlag() {
    }

    public static boolean of(String name, String value) {
        if (value == null) {
            return false;
        }
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new MalformedRequest("field-invalid", name, "The parameter '" + name
                    + "' takes true or false" + (value.isEmpty() ? "; it was given no value" : "") + ".");
        };
    }
}
