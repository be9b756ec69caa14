package dev.tengen.readmodel.audit;

import dev.tengen.audit.AuditEvent;
import dev.tengen.audit.CanonicalJson;
import dev.tengen.audit.ChainLink;
import dev.tengen.audit.HashChain;
import dev.tengen.audit.SignedHead;
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.serialization.EventSerializer;
import java.security.KeyPair;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.axonframework.serialization.Serializer;

/**
 * A tournament's audit ledger as the federation's hash chain (docs/PLATFORM.md, "Audit"): the entries in ledger
 * order, each payload written by the event store's own serializer, linked by {@code engine/audit}, the head signed
 * with the installation's key. Made afresh from the entries alone, so an earlier export of a ledger that only grows is
 * a prefix of a later one. The embedded platform's AuditExport follows long chains with it; the read models
 * application links a tournament's whole ledger with it.
 */
public final class AuditChain {

    /** JSON lines (one JSON text a line), the name in common use. */
    public static final String NDJSON = "application/x-ndjson";

    /** The chain and its signed head, which the export's text ends with. */
    public record Export(List<ChainLink> chain, SignedHead head) {

        /** The export's text: one line an event, then the signed head, each ending in a newline. */
        public String text() {
            StringBuilder out = new StringBuilder();
            for (ChainLink link : chain) {
                out.append(link.line()).append('\n');
            }
            return out.append(head.line()).append('\n').toString();
        }
    }

    private final Serializer serializer = EventSerializer.jackson();

    /** The entries linked, oldest first. */
    public List<ChainLink> link(List<LedgerEntry> entries) {
        List<AuditEvent> events = new ArrayList<>(entries.size());
        for (LedgerEntry entry : entries) {
            events.add(event(entry));
        }
        return HashChain.link(events);
    }

    /** The whole export of {@code entries}, its head signed now with {@code keys}; empty when there is no entry. */
    public Optional<Export> export(String tournamentId, List<LedgerEntry> entries, Instant now, KeyPair keys) {
        if (entries.isEmpty()) {
            return Optional.empty();
        }
        List<ChainLink> chain = link(entries);
        ChainLink last = chain.getLast();
        return Optional.of(new Export(chain, sign(tournamentId, last.event().sequence(), last.hash(), now, keys)));
    }

    /** The head {@code sequence}, {@code hash} of the tournament's chain signed at {@code now}, to the second. */
    public static SignedHead sign(String tournamentId, long sequence, String hash, Instant now, KeyPair keys) {
        return SignedHead.sign(tournamentId, sequence, hash, now.truncatedTo(ChronoUnit.SECONDS).toString(), keys);
    }

    /** One entry as the chain hashes it: its payload as the event store writes it. */
    public AuditEvent event(LedgerEntry entry) {
        String payload = serializer.serialize(entry.payload(), String.class).getData();
        try {
            return AuditEvent.of(entry.sequence(), entry.type(), entry.aggregate(), entry.aggregateSequence(),
                    entry.at().toString(), payload);
        } catch (CanonicalJson.NotJson e) {
            throw new IllegalStateException("the event serializer wrote " + entry.type() + " as something not JSON: "
                    + e.getMessage(), e);
        }
    }
}
