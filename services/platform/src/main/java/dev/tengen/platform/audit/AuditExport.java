package dev.tengen.platform.audit;

import dev.tengen.audit.AuditEvent;
import dev.tengen.audit.CanonicalJson;
import dev.tengen.audit.ChainLink;
import dev.tengen.audit.HashChain;
import dev.tengen.platform.axon.EventSerializer;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.LedgerEntry;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import org.axonframework.serialization.Serializer;

/**
 * A tournament's events as the federation's hash chain (docs/PLATFORM.md, "Audit"): the audit ledger's entries in
 * store order, each payload written by the event store's own serializer, linked by {@code engine/audit}. Computed
 * afresh at each export from the events alone, so an earlier export is always a prefix of a later one.
 */
@Singleton
public class AuditExport {

    /** JSON lines (one JSON text a line), the name in common use. */
    public static final String NDJSON = "application/x-ndjson";

    private final AuditLedger ledger;
    private final Serializer serializer = EventSerializer.jackson();

    AuditExport(AuditLedger ledger) {
        this.ledger = ledger;
    }

    /** The tournament's chain, oldest event first; empty when no event names it. */
    public List<ChainLink> chain(String tournamentId) {
        List<AuditEvent> events = new ArrayList<>();
        for (LedgerEntry entry : ledger.ledger(tournamentId)) {
            events.add(event(entry));
        }
        return HashChain.link(events);
    }

    /** The export's text: one line an event, each ending in a newline. */
    public static String text(List<ChainLink> chain) {
        StringBuilder out = new StringBuilder();
        for (ChainLink link : chain) {
            out.append(link.line()).append('\n');
        }
        return out.toString();
    }

    private AuditEvent event(LedgerEntry entry) {
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
