package dev.tengen.audit;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks an audit export (one JSON object a line, the last one its signed head) and names the first line where the
 * chain breaks. Every line is read first (the first unreadable one wins), then, line by line: its hash (else altered),
 * its link to the line before (a predecessor found elsewhere in the file is reordered, one found nowhere is missing),
 * its sequence (one more than the line before's: backwards is reordered, a gap is missing) and its aggregate's
 * sequence (never backwards). Then the end: the signed head's signature must hold, under the key the federation kept
 * when it gives one (else wrong key), and the head must name the file's last event (a later one: the tail was cut)
 * with that event's hash (another: the file was re-chained). A file without a signed head proves no end and is
 * unsigned, unless the caller gives the head hash it kept.
 */
public final class ChainVerifier {

    /**
     * What the verifier holds from outside the file: the public key and the head hash the federation kept, and the
     * signed heads it kept earlier (after each round, say), which the file must pass through.
     */
    public record Kept(Optional<PublicKey> key, Optional<String> head, List<SignedHead> earlier) {

        public static final Kept NOTHING = new Kept(Optional.empty(), Optional.empty(), List.of());

        public Kept(Optional<PublicKey> key, Optional<String> head) {
            this(key, head, List.of());
        }
    }

    private ChainVerifier() {
    }

    /** Verifies the bytes of an export with nothing kept from outside. */
    public static ChainVerdict verify(byte[] ndjson) {
        return verify(ndjson, Kept.NOTHING);
    }

    /**
     * Verifies an export and also that it ends with the head hash the platform showed: a chain that holds but ends
     * elsewhere has lost its last lines (or is an older export), and is missing after its last line.
     */
    public static ChainVerdict verify(byte[] ndjson, String publishedHead) {
        return verify(ndjson, new Kept(Optional.empty(), Optional.of(publishedHead)));
    }

    /** Verifies the bytes of an export: UTF-8 lines, a final newline optional, CR before LF tolerated. */
    public static ChainVerdict verify(byte[] ndjson, Kept kept) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= ndjson.length; i++) {
            if (i == ndjson.length || ndjson[i] == '\n') {
                if (i == ndjson.length && start == i) {
                    break;
                }
                int end = i > start && ndjson[i - 1] == '\r' ? i - 1 : i;
                Optional<String> line = utf8(Arrays.copyOfRange(ndjson, start, end));
                if (line.isEmpty()) {
                    return new ChainVerdict.Unreadable(lines.size() + 1, "not UTF-8 text");
                }
                lines.add(line.get());
                start = i + 1;
            }
        }
        return verify(lines, kept);
    }

    /** Verifies an export given as its lines, with nothing kept from outside. */
    public static ChainVerdict verify(List<String> lines) {
        return verify(lines, Kept.NOTHING);
    }

    /** Verifies an export given as its lines. */
    public static ChainVerdict verify(List<String> lines, Kept kept) {
        List<Map<String, Object>> objects = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            Object value;
            try {
                value = CanonicalJson.parse(lines.get(i));
            } catch (CanonicalJson.NotJson e) {
                return new ChainVerdict.Unreadable(i + 1, "not JSON: " + e.getMessage());
            }
            if (!(value instanceof Map<?, ?> map)) {
                return new ChainVerdict.Unreadable(i + 1, "not a JSON object");
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> members = (Map<String, Object>) map;
            if (SignedHead.isHeadLine(members) && i < lines.size() - 1) {
                return new ChainVerdict.Unreadable(i + 1, "a signed head stands before other lines; it must be the last");
            }
            objects.add(members);
        }
        Map<String, Object> headLine = !objects.isEmpty() && SignedHead.isHeadLine(objects.getLast())
                ? objects.removeLast() : null;
        if (objects.isEmpty()) {
            return new ChainVerdict.Unreadable(1, "the file holds no events");
        }
        Map<String, Integer> lineOfHash = new HashMap<>();
        for (int i = 0; i < objects.size(); i++) {
            if (objects.get(i).get(ChainMember.HASH) instanceof String stated) {
                lineOfHash.putIfAbsent(stated, i + 1);
            }
        }
        ChainVerdict chain = walk(objects, lineOfHash);
        if (!(chain instanceof ChainVerdict.Holds holds)) {
            return chain;
        }
        if (kept.head().isPresent() && !holds.head().equalsIgnoreCase(kept.head().get().trim())) {
            return new ChainVerdict.Broken(holds.events() + 1, ChainBreak.MISSING, "the chain holds up to line "
                    + holds.events() + " but ends with hash " + holds.head() + ", not with the head "
                    + kept.head().get().trim() + ": events after line " + holds.events()
                    + " are missing, or the file is an older export");
        }
        if (headLine == null && kept.head().isEmpty()) {
            return new ChainVerdict.Broken(holds.events() + 1, ChainBreak.UNSIGNED,
                    "the file has no signed head (a last line {\"signedHead\":...}): nothing shows that its last event"
                            + " is the chain's (lines cut off the end) or that the platform made it (a chain rewritten"
                            + " and hashed again); export it again, or give the head you kept with --head");
        }
        ChainVerdict end = headLine == null ? holds : SignedEnd.check(objects, holds, headLine, kept);
        return end instanceof ChainVerdict.Holds ended ? SignedEnd.passesThrough(objects, ended, kept.earlier()) : end;
    }

    private static ChainVerdict walk(List<Map<String, Object>> objects, Map<String, Integer> lineOfHash) {
        String expectedPrev = HashChain.GENESIS;
        long lastSequence = 0;
        Map<String, Long> lastOfAggregate = new HashMap<>();
        for (int i = 0; i < objects.size(); i++) {
            int line = i + 1;
            Map<String, Object> members = objects.get(i);
            String computed = HashChain.hash(members);
            if (!computed.equals(members.get(ChainMember.HASH))) {
                return new ChainVerdict.Broken(line, ChainBreak.ALTERED, "the line's content does not give its hash"
                        + (members.get(ChainMember.HASH) instanceof String ? "" : " (it has no 'hash')")
                        + ": " + describe(members) + " was changed after it was exported");
            }
            AuditLine read;
            try {
                read = AuditLine.of(members);
            } catch (AuditLine.Malformed e) {
                return new ChainVerdict.Unreadable(line, e.getMessage());
            }
            if (!read.prev().equals(expectedPrev)) {
                Integer other = lineOfHash.get(read.prev());
                if (other != null && other != line) {
                    return new ChainVerdict.Broken(line, ChainBreak.REORDERED, describe(members) + " should follow line "
                            + other + ", not " + (line == 1 ? "start the file" : "line " + (line - 1)));
                }
                return new ChainVerdict.Broken(line, ChainBreak.MISSING, line == 1
                        ? "the chain does not start here: the event before " + describe(members) + " is not in the file"
                        : "the event between line " + (line - 1) + " and " + describe(members) + " is missing");
            }
            if (read.sequence() != lastSequence + 1) {
                return read.sequence() <= lastSequence
                        ? new ChainVerdict.Broken(line, ChainBreak.REORDERED, describe(members)
                                + " comes after event " + lastSequence)
                        : new ChainVerdict.Broken(line, ChainBreak.MISSING, "events " + (lastSequence + 1)
                                + (read.sequence() - 1 > lastSequence + 1 ? " to " + (read.sequence() - 1) : "")
                                + " are missing before " + describe(members));
            }
            if (read.aggregate() != null && read.aggregateSequence() != null) {
                Long before = lastOfAggregate.put(read.aggregate(), read.aggregateSequence());
                if (before != null && read.aggregateSequence() <= before) {
                    return new ChainVerdict.Broken(line, ChainBreak.REORDERED, describe(members) + " is number "
                            + read.aggregateSequence() + " of " + read.aggregate() + " but comes after its number " + before);
                }
            }
            expectedPrev = computed;
            lastSequence = read.sequence();
        }
        return new ChainVerdict.Holds(objects.size(), lastSequence, expectedPrev, null, false);
    }

    private static String describe(Map<String, Object> members) {
        Object sequence = members.get(ChainMember.SEQUENCE);
        Object type = members.get(ChainMember.TYPE);
        return "event " + (sequence instanceof NumberLiteral n ? n.text() : "?")
                + (type instanceof String t ? " (" + t + ")" : "");
    }

    private static Optional<String> utf8(byte[] bytes) {
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }
}
