package dev.tengen.readmodel.audit;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;

/** How the audit resource of either application answers: JSON or the export's lines, and the export's headers. */
public final class AuditAnswers {

    /** The last line's hash, for the federation to keep and compare with a later export or {@code --head}. */
    public static final String HEAD = "X-Audit-Head";

    private AuditAnswers() {
    }

    /** True when the first acceptable type that names one of the two is the lines; a wildcard means JSON. */
    public static boolean wantsLines(List<MediaType> acceptable) {
        MediaType lines = MediaType.valueOf(AuditChain.NDJSON);
        for (MediaType type : acceptable) {
            if (type.isWildcardType() || type.isWildcardSubtype() || type.isCompatible(MediaType.APPLICATION_JSON_TYPE)) {
                return false;
            }
            if (type.isCompatible(lines)) {
                return true;
            }
        }
        return false;
    }

    /** The export as a download of the tournament's lines, its last hash in {@value #HEAD}. */
    public static Response lines(String tournamentId, AuditChain.Export export) {
        return Response.ok(export.text()).type(AuditChain.NDJSON + ";charset=UTF-8")
                .header("Content-Disposition", "attachment; filename=\"" + tournamentId + "-audit.ndjson\"")
                .header(HEAD, export.head().hash())
                .build();
    }
}
