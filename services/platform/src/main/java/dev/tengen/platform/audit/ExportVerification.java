package dev.tengen.platform.audit;

import dev.tengen.audit.ChainVerdict;
import dev.tengen.audit.ChainVerifier;
import dev.tengen.service.web.http.UploadLimits;
import dev.tengen.service.web.problem.MalformedRequest;
import dev.tengen.service.web.problem.Problem;
import dev.tengen.service.web.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.concurrent.Semaphore;
import java.util.regex.Pattern;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * An audit export verified for a browser: the file is sent, {@code engine/audit}'s {@link ChainVerifier} (the one
 * {@code tengen audit verify} runs) judges it, and the verdict is answered; nothing is stored. The file is read whole
 * (at most {@link UploadLimits#AUDIT_EXPORT_BYTES}) and one file is verified at a time, so that verifications cannot
 * take the platform's memory from the tournament.
 */
@jakarta.inject.Singleton
@Path(UploadLimits.AUDIT_VERIFY)
@Tag(name = "Audit")
public class ExportVerification {

    private static final Pattern HASH = Pattern.compile("[0-9a-fA-F]{64}");

    private final Semaphore oneAtATime = new Semaphore(1);

    @Context
    UriInfo uri;

    @POST
    @Consumes(AuditExport.NDJSON)
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Verify an audit export as tengen audit verify does, storing nothing",
            description = "The body is the export (Content-Type: application/x-ndjson, its Content-Length announced, at"
                    + " most 64 MiB). head: the head hash the federation kept, which the file must end with. Answers"
                    + " {holds, events, lastSequence, head, signed, tournament, signedAt, keyFingerprint} or {holds:"
                    + " false, line, problem: altered|missing|reordered|cut-tail|re-chained|unsigned|unreadable, detail}."
                    + " 503 audit-verification-busy while another file is verified. Auditor,"
                    + " organizer and technical delegate.")
    public Response verify(byte[] export, @QueryParam("head") String head) {
        String kept = head == null || head.isBlank() ? null : head.strip();
        if (kept != null && !HASH.matcher(kept).matches()) {
            throw new MalformedRequest("field-invalid", "head", "The parameter 'head' takes the 64 hexadecimal digits"
                    + " of a head hash (X-Audit-Head), not '" + head + "'.");
        }
        if (!oneAtATime.tryAcquire()) {
            return Response.fromResponse(Problem.of(503, "Service Unavailable", "audit-verification-busy",
                    "Another audit export is being verified; send this one again in a few seconds.", null, uri.getPath())
                    .response()).header(HttpHeaders.RETRY_AFTER, "5").build();
        }
        try {
            ChainVerdict verdict = kept == null ? ChainVerifier.verify(export) : ChainVerifier.verify(export, kept);
            return Response.ok(ExportVerdict.of(verdict)).build();
        } finally {
            oneAtATime.release();
        }
    }
}
