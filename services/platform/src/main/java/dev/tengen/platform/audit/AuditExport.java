package dev.tengen.platform.audit;

import dev.tengen.audit.AuditEvent;
import dev.tengen.audit.CanonicalJson;
import dev.tengen.audit.ChainLink;
import dev.tengen.audit.HashChain;
import dev.tengen.audit.SignedHead;
import dev.tengen.platform.axon.EventSerializer;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.LedgerEntry;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.axonframework.serialization.Serializer;

/**
 * A tournament's events as the federation's hash chain (docs/PLATFORM.md, "Audit"): the audit ledger's entries in
 * store order, each payload written by the event store's own serializer, linked by {@code engine/audit}, and its
 * head signed with the {@link InstallationKey}. The export is computed afresh each time from the events alone, so an
 * earlier export is always a prefix of a later one; the signed head alone (public) follows the ledger, hashing each
 * event once, and is signed again only when the chain has grown.
 */
@Singleton
public class AuditExport {

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

    /** A tournament's chain as far as it has been followed: events hashed, the last hash, its signature. */
    private static final class Followed {
        private int events;
        private long sequence;
        private String hash = HashChain.GENESIS;
        private volatile SignedHead signed;
    }

    private final AuditLedger ledger;
    private final InstallationKey key;
    private final Clock clock;
    private final Serializer serializer = EventSerializer.jackson();
    private final Map<String, Followed> followed = new ConcurrentHashMap<>();

    AuditExport(AuditLedger ledger, InstallationKey key, Clock clock) {
        this.ledger = ledger;
        this.key = key;
        this.clock = clock;
    }

    /** The tournament's chain, oldest event first, and its signed head; empty when no event names it. */
    public Optional<Export> export(String tournamentId) {
        List<AuditEvent> events = new ArrayList<>();
        for (LedgerEntry entry : ledger.ledger(tournamentId)) {
            events.add(event(entry));
        }
        if (events.isEmpty()) {
            return Optional.empty();
        }
        List<ChainLink> chain = HashChain.link(events);
        ChainLink last = chain.getLast();
        // the head published for this length, unless an event came between the two reads of the ledger
        SignedHead known = head(tournamentId).orElse(null);
        SignedHead head = known != null && known.sequence() == last.event().sequence() && known.hash().equals(last.hash())
                ? known : sign(tournamentId, last.event().sequence(), last.hash());
        return Optional.of(new Export(chain, head));
    }

    /** The signed head of the tournament's chain as it stands; empty when no event names it. */
    public Optional<SignedHead> head(String tournamentId) {
        Followed chain = followed.get(tournamentId);
        if (chain == null) {
            if (ledger.ledger(tournamentId, 0).isEmpty()) {
                return Optional.empty(); // no entry for an id that names nothing
            }
            chain = followed.computeIfAbsent(tournamentId, t -> new Followed());
        }
        synchronized (chain) {
            for (LedgerEntry entry : ledger.ledger(tournamentId, chain.events)) {
                chain.hash = HashChain.link(chain.hash, event(entry)).hash();
                chain.sequence = entry.sequence();
                chain.events++;
            }
            if (chain.signed == null || chain.signed.sequence() != chain.sequence) {
                chain.signed = sign(tournamentId, chain.sequence, chain.hash);
            }
            return Optional.of(chain.signed);
        }
    }

    private SignedHead sign(String tournamentId, long sequence, String hash) {
        return SignedHead.sign(tournamentId, sequence, hash, clock.instant().truncatedTo(ChronoUnit.SECONDS).toString(),
                key.keys());
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
