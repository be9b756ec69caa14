package dev.tengen.readmodel.audit;

import dev.tengen.audit.ChainVerdict;
import dev.tengen.audit.ChainVerifier;
import dev.tengen.service.web.problem.MalformedRequest;
import dev.tengen.service.web.problem.Problem;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.util.concurrent.Semaphore;
import java.util.regex.Pattern;

/**
 * An audit export verified for a browser: {@code engine/audit}'s {@link ChainVerifier} (the one {@code tengen audit
 * verify} runs) judges the file sent, and the verdict is answered; nothing is stored. One file is verified at a time,
 * so that verifications cannot take the application's memory from the tournament. What the embedded platform's and
 * the read models' {@code POST /api/v1/audit/verify} both answer.
 */
public final class ExportVerifier {

    private static final Pattern HASH = Pattern.compile("[0-9a-fA-F]{64}");

    private final Semaphore oneAtATime = new Semaphore(1);

    /**
     * The verdict on {@code export}, which must end with {@code head} when one is given (the head hash the federation
     * kept); 400 for a head that is not 64 hexadecimal digits, 503 while another file is verified.
     */
    public Response verify(byte[] export, String head, String path) {
        String kept = head == null || head.isBlank() ? null : head.strip();
        if (kept != null && !HASH.matcher(kept).matches()) {
            throw new MalformedRequest("field-invalid", "head", "The parameter 'head' takes the 64 hexadecimal digits"
                    + " of a head hash (X-Audit-Head), not '" + head + "'.");
        }
        if (!oneAtATime.tryAcquire()) {
            return Response.fromResponse(Problem.of(503, "Service Unavailable", "audit-verification-busy",
                    "Another audit export is being verified; send this one again in a few seconds.", null, path)
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
