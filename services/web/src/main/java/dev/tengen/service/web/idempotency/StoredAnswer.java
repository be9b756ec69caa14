package dev.tengen.service.web.idempotency;

/**
 * A command's first answer as kept for its retries.
 *
 * @param request the request it answered (method, path, SHA-256 of the body): a key reused for another is refused
 * @param etag the ETag header, or null; @param location the Location header, or null
 */
public record StoredAnswer(String request, int status, String mediaType, String etag, String location, String body) {
}
