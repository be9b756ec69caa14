package dev.tengen.platform.audit;

import dev.tengen.readmodel.audit.ExportVerifier;
import dev.tengen.service.web.http.UploadLimits;
import dev.tengen.service.web.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * An audit export verified for a browser ({@link ExportVerifier}): the file is read whole (at most
 * {@link UploadLimits#AUDIT_EXPORT_BYTES}), judged as {@code tengen audit verify} judges it, and nothing is stored.
 */
@jakarta.inject.Singleton
@Path(UploadLimits.AUDIT_VERIFY)
@Tag(name = "Audit")
public class ExportVerification {

    private final ExportVerifier verifier = new ExportVerifier();

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
        return verifier.verify(export, head, uri.getPath());
    }
}
