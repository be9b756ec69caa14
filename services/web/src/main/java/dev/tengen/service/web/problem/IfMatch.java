package dev.tengen.service.web.problem;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the version a writer expects from its {@code If-Match} header: the ETag of its last read, a quoted
 * version number. No header, or {@code *}, expects nothing and the write applies to whatever is current.
 */
public final class IfMatch {

    private static final Pattern STRONG_ETAG = Pattern.compile("\"([0-9]{1,18})\"");

    private IfMatch() {
    }

    /** The expected version, or null when the writer expects none. */
    public static Long expectedVersion(String header) {
        if (header == null || header.isBlank() || header.strip().equals("*")) {
            return null;
        }
        Matcher matcher = STRONG_ETAG.matcher(header.strip());
        if (!matcher.matches()) {
            throw new MalformedRequest("if-match-malformed", "If-Match",
                    "If-Match takes one ETag as returned by a read, such as \"3\"; '" + header + "' is not one.");
        }
        return Long.parseLong(matcher.group(1));
    }
}
