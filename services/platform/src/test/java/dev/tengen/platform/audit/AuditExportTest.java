package dev.tengen.platform.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.audit.SignedHead;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.LedgerEntry;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The public signed head stays cheap: a request hashes at most {@link AuditExport#INLINE} events itself; a longer
 * chain (a large tournament's first head after a start) is followed in the background and the request is told to
 * come back, instead of one anonymous request costing seconds of CPU.
 */
class AuditExportTest {

    private static final String T = "t-1";
    private static final Instant AT = Instant.parse("2026-05-02T09:00:00Z");

    record Noted(String tournamentId, int n) {
    }

    /** A ledger of {@code events} events of one tournament, as the projection would hold them. */
    private static final class FixedLedger extends AuditLedger {
        private final List<LedgerEntry> entries = new ArrayList<>();

        FixedLedger(int events) {
            for (int i = 1; i <= events; i++) {
                entries.add(new LedgerEntry(i, T, (long) i - 1, "Noted", AT.plusSeconds(i), "td", new Noted(T, i)));
            }
        }

        @Override
        public synchronized List<LedgerEntry> ledger(String tournamentId) {
            return tournamentId.equals(T) ? List.copyOf(entries) : List.of();
        }

        @Override
        public synchronized List<LedgerEntry> ledger(String tournamentId, int from) {
            return tournamentId.equals(T) ? List.copyOf(entries.subList(Math.min(from, entries.size()), entries.size()))
                    : List.of();
        }

        @Override
        public synchronized int size(String tournamentId) {
            return tournamentId.equals(T) ? entries.size() : 0;
        }
    }

    @TempDir
    Path dir;

    private AuditExport export(int events) {
        return new AuditExport(new FixedLedger(events), new InstallationKey(dir.resolve(InstallationKey.FILE_NAME),
                (channel, path) -> { }), Clock.fixed(AT, ZoneOffset.UTC));
    }

    @Test
    void aShortChainsHeadIsSignedInTheRequestAndIsTheExportsHead() {
        AuditExport export = export(AuditExport.INLINE);
        SignedHead head = export.head(T).orElseThrow();
        assertEquals(AuditExport.INLINE, head.sequence());
        assertEquals(export.export(T).orElseThrow().chain().getLast().hash(), head.hash());
        assertEquals(head, export.export(T).orElseThrow().head(), "one signature per chain length");
    }

    @Test
    void aLongChainsFirstHeadIsLeftToTheBackgroundAndComesOnceItIsFollowed() throws Exception {
        AuditExport export = export(AuditExport.INLINE + 500);
        assertEquals(Optional.empty(), export.head(T), "the request hashes no 1,500 events itself");
        long deadline = System.nanoTime() + 20_000_000_000L;
        Optional<SignedHead> head = export.head(T);
        while (head.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
            head = export.head(T);
        }
        assertTrue(head.isPresent(), "the background never signed the head");
        assertEquals(AuditExport.INLINE + 500, head.get().sequence());
        assertEquals(export.export(T).orElseThrow().chain().getLast().hash(), head.get().hash());
    }

    @Test
    void anUnknownTournamentHasNoHead() {
        assertEquals(Optional.empty(), export(3).head("t-none"));
    }
}
