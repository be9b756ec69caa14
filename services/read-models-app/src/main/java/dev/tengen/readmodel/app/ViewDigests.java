package dev.tengen.readmodel.app;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;

/**
 * What one replica knows of a tournament's stored view documents: for each document, the digest of the view it holds
 * and how many events it was made from, as this replica last wrote it there or read it back. It only chooses how a
 * rebuild writes a view ({@link #decide}): every write it leads to is still guarded in MongoDB by the document's
 * {@code builtFrom} and digest ({@link TournamentViews}), so what another replica wrote since costs a read back, never
 * a view left behind.
 */
final class ViewDigests {

    /** How a view made from some number of events is written, given what is known of its document. */
    enum Write {
        /** Nothing known of the document: it is read back first. */
        UNKNOWN,
        /** The document holds a view made from as many events or more: it stays as it is. */
        KEPT,
        /** The document holds this very view, made from fewer events: only its {@code builtFrom} is raised. */
        CONFIRMED,
        /** The document holds another view, or none: the view is written. */
        REPLACED
    }

    /** A document as known: its view's digest (null when it holds none, or one stored without a digest). */
    private record Known(String digest, long builtFrom) {
    }

    private final Map<String, Known> known = new HashMap<>();

    /** How the view of digest {@code digest} made from {@code builtFrom} events is written to document {@code id}. */
    Write decide(String id, String digest, long builtFrom) {
        Known document = known.get(id);
        if (document == null) {
            return Write.UNKNOWN;
        }
        if (document.builtFrom() >= builtFrom) {
            return Write.KEPT; // stored views only grow in builtFrom: the document holds at least this much
        }
        return digest.equals(document.digest()) ? Write.CONFIRMED : Write.REPLACED;
    }

    /**
     * Document {@code id} holds the view of digest {@code digest} made from {@code builtFrom} events (written, raised
     * or read back); a null digest and 0 for a document that does not exist.
     */
    void stored(String id, String digest, long builtFrom) {
        known.put(id, new Known(digest, builtFrom));
    }

    /** Nothing is known of document {@code id} any more: it is read back before its next write. */
    void forget(String id) {
        known.remove(id);
    }

    /** The digest of a view's JSON text: SHA-256, in hexadecimal. */
    static String of(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
