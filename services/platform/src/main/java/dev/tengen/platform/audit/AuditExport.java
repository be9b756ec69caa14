package dev.tengen.platform.audit;

import dev.tengen.audit.ChainLink;
import dev.tengen.audit.HashChain;
import dev.tengen.audit.SignedHead;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.readmodel.audit.AuditChain;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A tournament's events as the federation's hash chain (docs/PLATFORM.md, "Audit"): the audit ledger's entries in
 * store order linked by {@link AuditChain}, and its head signed with the {@link InstallationKey}. The export is computed afresh each time from the events alone, so an
 * earlier export is always a prefix of a later one.
 *
 * <p>The signed head alone is public, so it must stay cheap: each tournament's chain is followed, each event hashed
 * once, and signed again only when it has grown. A request extends it by at most {@value #INLINE} events itself; a
 * longer way (the first head of a large tournament after a start: 271,000 events took seconds of CPU) is left to one
 * background thread, and the request gets the last head signed, or none yet ({@link #head}).
 */
@Singleton
public class AuditExport {

    /** JSON lines (one JSON text a line), the name in common use. */
    public static final String NDJSON = AuditChain.NDJSON;

    /** The most events a request hashes itself to bring a head up to date. */
    static final int INLINE = 1_000;

    /** A tournament's chain as far as it has been followed: events hashed, the last hash, its signature. */
    private static final class Followed {
        private final ReentrantLock lock = new ReentrantLock();
        private int events;
        private long sequence;
        private String hash = HashChain.GENESIS;
        private volatile SignedHead signed;
    }

    private final AuditLedger ledger;
    private final InstallationKey key;
    private final Clock clock;
    private final AuditChain chains = new AuditChain();
    private final Map<String, Followed> followed = new ConcurrentHashMap<>();
    private final Set<String> queued = ConcurrentHashMap.newKeySet();
    private final ExecutorService follower = Executors.newSingleThreadExecutor(
            Thread.ofPlatform().daemon().name("audit-heads").factory());

    AuditExport(AuditLedger ledger, InstallationKey key, Clock clock) {
        this.ledger = ledger;
        this.key = key;
        this.clock = clock;
    }

    /** The tournament's chain, oldest event first, and its signed head; empty when no event names it. */
    public Optional<AuditChain.Export> export(String tournamentId) {
        List<LedgerEntry> entries = ledger.ledger(tournamentId);
        if (entries.isEmpty()) {
            return Optional.empty();
        }
        List<ChainLink> chain = chains.link(entries);
        ChainLink last = chain.getLast();
        Followed followedChain = followed.computeIfAbsent(tournamentId, t -> new Followed());
        SignedHead head;
        if (followedChain.lock.tryLock()) {
            try {
                if (followedChain.events < chain.size()) { // the export has hashed the whole chain: the head follows
                    followedChain.events = chain.size();
                    followedChain.sequence = last.event().sequence();
                    followedChain.hash = last.hash();
                }
                head = signed(tournamentId, followedChain);
            } finally {
                followedChain.lock.unlock();
            }
        } else {
            head = null;
        }
        if (head == null || head.sequence() != last.event().sequence() || !head.hash().equals(last.hash())) {
            head = sign(tournamentId, last.event().sequence(), last.hash()); // an event came between the two reads
        }
        return Optional.of(new AuditChain.Export(chain, head));
    }

    /**
     * The signed head of the tournament's chain: as it stands, or the last one signed while the chain is being
     * followed in the background; empty when no event names the tournament or no head is signed yet.
     */
    public Optional<SignedHead> head(String tournamentId) {
        Followed chain = followed.get(tournamentId);
        if (chain == null) {
            if (ledger.size(tournamentId) == 0) {
                return Optional.empty(); // no entry for an id that names nothing
            }
            chain = followed.computeIfAbsent(tournamentId, t -> new Followed());
        }
        if (ledger.size(tournamentId) - chain.events <= INLINE && chain.lock.tryLock()) {
            try {
                if (ledger.size(tournamentId) - chain.events <= INLINE) {
                    follow(tournamentId, chain);
                    return Optional.of(signed(tournamentId, chain));
                }
            } finally {
                chain.lock.unlock();
            }
        }
        catchUpLater(tournamentId, chain);
        return Optional.ofNullable(chain.signed);
    }

    /** Follows the tournament's chain to its end on the background thread, once at a time per tournament. */
    private void catchUpLater(String tournamentId, Followed chain) {
        if (queued.add(tournamentId)) {
            follower.execute(() -> {
                chain.lock.lock();
                try {
                    follow(tournamentId, chain);
                    signed(tournamentId, chain);
                } finally {
                    chain.lock.unlock();
                    queued.remove(tournamentId);
                }
            });
        }
    }

    /** Hashes the ledger's entries after those already followed; for the holder of the chain's lock. */
    private void follow(String tournamentId, Followed chain) {
        for (LedgerEntry entry : ledger.ledger(tournamentId, chain.events)) {
            chain.hash = HashChain.link(chain.hash, chains.event(entry)).hash();
            chain.sequence = entry.sequence();
            chain.events++;
        }
    }

    /** The head of the chain as followed, signed again only when it has grown; for the holder of its lock. */
    private SignedHead signed(String tournamentId, Followed chain) {
        if (chain.signed == null || chain.signed.sequence() != chain.sequence) {
            chain.signed = sign(tournamentId, chain.sequence, chain.hash);
        }
        return chain.signed;
    }

    private SignedHead sign(String tournamentId, long sequence, String hash) {
        return AuditChain.sign(tournamentId, sequence, hash, clock.instant(), key.keys());
    }
}
