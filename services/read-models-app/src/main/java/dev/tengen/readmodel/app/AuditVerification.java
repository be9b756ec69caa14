package dev.tengen.readmodel.app;

import dev.tengen.readmodel.audit.AuditChain;
import dev.tengen.readmodel.audit.ExportVerifier;
import dev.tengen.service.web.http.UploadLimits;
import dev.tengen.service.web.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Singleton;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

/**
 * An audit export verified in the auditor's browser, as the embedded platform verifies it (its ExportVerification,
 * the same {@link ExportVerifier}): the file read whole, at most {@link UploadLimits#AUDIT_EXPORT_BYTES}, judged as
 * {@code tengen audit verify} judges it; nothing stored. The auditor, the organizer and the technical delegate by
 * their realm roles (the path names no tournament).
 */
@Singleton
@Path(UploadLimits.AUDIT_VERIFY)
public class AuditVerification {

    private final ExportVerifier verifier = new ExportVerifier();

    @Context
    UriInfo uri;

    @POST
    @Consumes(AuditChain.NDJSON)
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    public Response verify(byte[] export, @QueryParam("head") String head) {
        return verifier.verify(export, head, uri.getPath());
    }
}
