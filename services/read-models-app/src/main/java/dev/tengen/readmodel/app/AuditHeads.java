package dev.tengen.readmodel.app;

import dev.tengen.audit.HashChain;
import dev.tengen.audit.SignedHead;
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.readmodel.audit.AuditChain;
import jakarta.inject.Singleton;
import java.security.KeyPair;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Each tournament's signed audit head, public and so kept cheap: the chain is followed as the ledger grows, each
 * entry hashed once, and signed again only when it has grown. The ledger held for the tournament ({@link AuditLedgers})
 * gives the same entries while it only grows, so the entries followed are known by reference; when they no longer
 * begin the ledger (a vote unsealed in its place by a ruling, a ledger made anew) the chain is followed from its start.
 */
@Singleton
public class AuditHeads {

    /** A tournament's chain as followed: the entries hashed, the last hash, its signature. */
    private static final class Followed {
        private final List<LedgerEntry> entries = new ArrayList<>();
        private String hash = HashChain.GENESIS;
        private SignedHead signed;
    }

    private final AuditChain chains = new AuditChain();
    private final Map<String, Followed> followed = new ConcurrentHashMap<>();

    /** The head of {@code ledger}, the tournament's visible ledger in order, signed; empty when it has no entry. */
    Optional<SignedHead> head(String tournamentId, List<LedgerEntry> ledger, KeyPair keys) {
        if (ledger.isEmpty()) {
            return Optional.empty();
        }
        Followed chain = followed.computeIfAbsent(tournamentId, t -> new Followed());
        synchronized (chain) {
            if (!begins(ledger, chain.entries)) {
                chain.entries.clear();
                chain.hash = HashChain.GENESIS;
            }
            if (chain.signed != null && chain.entries.size() == ledger.size()) {
                return Optional.of(chain.signed);
            }
            for (LedgerEntry entry : ledger.subList(chain.entries.size(), ledger.size())) {
                chain.hash = HashChain.link(chain.hash, chains.event(entry)).hash();
                chain.entries.add(entry);
            }
            chain.signed = AuditChain.sign(tournamentId, ledger.getLast().sequence(), chain.hash, Instant.now(), keys);
            return Optional.of(chain.signed);
        }
    }

    /** Whether {@code ledger} begins with exactly the entries followed (the same objects, in the same places). */
    private static boolean begins(List<LedgerEntry> ledger, List<LedgerEntry> entries) {
        if (entries.size() > ledger.size()) {
            return false;
        }
        for (int i = entries.size() - 1; i >= 0; i--) { // the latest first: a change shows there soonest
            if (ledger.get(i) != entries.get(i)) {
                return false;
            }
        }
        return true;
    }
}
