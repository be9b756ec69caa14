package dev.tengen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.audit.AuditEvent;
import dev.tengen.audit.AuditKey;
import dev.tengen.audit.ChainLink;
import dev.tengen.audit.HashChain;
import dev.tengen.audit.SignedHead;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tengen audit verify}: exit 0 when the chain holds and its signed head proves its end, 1 at the first broken
 * line, a cut tail, a re-chained file, a wrong key or no signature, 2 for what cannot be read.
 */
class AuditCommandTest {

    private static final KeyPair INSTALLATION = AuditKey.generate();

    @TempDir
    Path dir;

    private static SignedHead head(List<ChainLink> links) {
        ChainLink last = links.getLast();
        return SignedHead.sign("t-1", last.event().sequence(), last.hash(), "2026-05-02T10:05:00Z", INSTALLATION);
    }

    /** The export as the platform writes it: the events, then the signed head. */
    private static List<String> signed() throws Exception {
        List<String> lines = lines();
        lines.add(head(links()).line());
        return lines;
    }

    private String keyFile(KeyPair keys) throws Exception {
        Path file = dir.resolve("kept-key.pem");
        Files.writeString(file, AuditKey.pem(keys.getPublic()));
        return file.toString();
    }

    private static List<ChainLink> links() throws Exception {
        return HashChain.link(List.of(
                AuditEvent.of(1, "TournamentCreated", "t-1", 0L, "2026-05-02T09:00:00Z", "{\"tournamentId\":\"t-1\",\"name\":\"Seoul Open\"}"),
                AuditEvent.of(2, "PlayerRegistered", "t-1", 1L, "2026-05-02T09:10:00Z", "{\"tournamentId\":\"t-1\",\"name\":\"Lee Sedol\"}"),
                AuditEvent.of(3, "GameStarted", "g-1", 0L, "2026-05-02T10:00:00Z", "{\"tournamentId\":\"t-1\",\"board\":1}")));
    }

    private String export(List<String> lines) throws Exception {
        Path file = dir.resolve("audit.ndjson");
        Files.writeString(file, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        return file.toString();
    }

    private static List<String> lines() throws Exception {
        return new ArrayList<>(links().stream().map(ChainLink::line).toList());
    }

    @Test
    void anIntactSignedExportExitsZeroNamingTheKeptKey() throws Exception {
        String file = export(signed());
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", "--key", keyFile(INSTALLATION), file);
        assertEquals(0, run.exit(), run.err());
        assertEquals(file + ": intact and signed: 3 events, sequence 1 to 3, head " + links().get(2).hash()
                + "; signed for tournament t-1 at 2026-05-02T10:05:00Z by the key you kept (SHA-256 "
                + AuditKey.fingerprint(INSTALLATION.getPublic()) + ")", run.out().trim());
    }

    @Test
    void withoutAKeptKeyTheSignersFingerprintIsShownToCompare() throws Exception {
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", export(signed()));
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("by the key with SHA-256 " + AuditKey.fingerprint(INSTALLATION.getPublic())
                + ": compare it with the key you kept"), run.out());
    }

    @Test
    void aCutTailExitsOne() throws Exception {
        List<String> lines = signed();
        lines.remove(2);
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", "--key", keyFile(INSTALLATION), export(lines));
        assertEquals(1, run.exit());
        assertTrue(run.out().contains("line 3: cut-tail: "), run.out());
    }

    @Test
    void aReChainedExportExitsOne() throws Exception {
        List<ChainLink> rewritten = HashChain.link(List.of(
                AuditEvent.of(1, "TournamentCreated", "t-1", 0L, "2026-05-02T09:00:00Z", "{\"tournamentId\":\"t-1\",\"name\":\"Seoul Open\"}"),
                AuditEvent.of(2, "PlayerRegistered", "t-1", 1L, "2026-05-02T09:10:00Z", "{\"tournamentId\":\"t-1\",\"name\":\"Lee Changho\"}"),
                AuditEvent.of(3, "GameStarted", "g-1", 0L, "2026-05-02T10:00:00Z", "{\"tournamentId\":\"t-1\",\"board\":1}")));
        List<String> lines = new ArrayList<>(rewritten.stream().map(ChainLink::line).toList());
        lines.add(head(links()).line());
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", "--key", keyFile(INSTALLATION), export(lines));
        assertEquals(1, run.exit());
        assertTrue(run.out().contains(": re-chained: "), run.out());
    }

    @Test
    void aHeadSignedWithAnotherKeyThanTheKeptOneExitsOne() throws Exception {
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", "--key", keyFile(AuditKey.generate()),
                export(signed()));
        assertEquals(1, run.exit());
        assertTrue(run.out().contains("line 4: wrong-key: "), run.out());
    }

    @Test
    void anExportWithoutASignedHeadExitsOneAsUnsigned() throws Exception {
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", export(lines()));
        assertEquals(1, run.exit());
        assertTrue(run.out().contains("line 4: unsigned: "), run.out());
    }

    @Test
    void anUnsignedExportWithTheKeptHeadExitsZero() throws Exception {
        String file = export(lines());
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", "--head", links().get(2).hash(), file);
        assertEquals(0, run.exit(), run.out());
        assertEquals(file + ": the chain holds: 3 events, sequence 1 to 3, head " + links().get(2).hash()
                + " (the head you gave)", run.out().trim());
    }

    @Test
    void aHistoryRewrittenAndReSignedFailsAtTheHeadKeptAfterRegistration() throws Exception {
        ChainLink second = links().get(1);
        SignedHead kept = SignedHead.sign("t-1", 2, second.hash(), "2026-05-02T09:11:00Z", INSTALLATION);
        Path heads = dir.resolve("kept-heads.ndjson");
        Files.writeString(heads, "{\"tournament\":\"t-1\",\"sequence\":2,\"hash\":\"" + kept.hash()
                + "\",\"signedAt\":\"" + kept.signedAt() + "\",\"key\":\"" + kept.key() + "\",\"signature\":\""
                + kept.signature() + "\"}\n");
        List<ChainLink> rewritten = HashChain.link(List.of(
                AuditEvent.of(1, "TournamentCreated", "t-1", 0L, "2026-05-02T09:00:00Z", "{\"tournamentId\":\"t-1\",\"name\":\"Seoul Open\"}"),
                AuditEvent.of(2, "PlayerRegistered", "t-1", 1L, "2026-05-02T09:10:00Z", "{\"tournamentId\":\"t-1\",\"name\":\"Lee Changho\"}"),
                AuditEvent.of(3, "GameStarted", "g-1", 0L, "2026-05-02T10:00:00Z", "{\"tournamentId\":\"t-1\",\"board\":1}")));
        List<String> lines = new ArrayList<>(rewritten.stream().map(ChainLink::line).toList());
        lines.add(head(rewritten).line());
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", "--key", keyFile(INSTALLATION),
                "--kept-heads", heads.toString(), export(lines));
        assertEquals(1, run.exit(), run.out());
        assertTrue(run.out().contains("line 2: re-chained: "), run.out());
    }

    @Test
    void aKeyThatIsNoEd25519KeyExitsTwo() throws Exception {
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", "--key", "MCowBQYDK2VwAyEA", export(signed()));
        assertEquals(2, run.exit());
        assertTrue(run.err().startsWith("MCowBQYDK2VwAyEA: not an Ed25519 public key"), run.err());
    }

    @Test
    void anAlteredLineExitsOneAndIsNamed() throws Exception {
        List<String> lines = lines();
        lines.set(1, lines.get(1).replace("Lee Sedol", "Lee Sedal"));
        String file = export(lines);
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", file);
        assertEquals(1, run.exit());
        assertTrue(run.out().startsWith(file + ", line 2: altered: "), run.out());
    }

    @Test
    void aMissingLineExitsOne() throws Exception {
        List<String> lines = lines();
        lines.remove(1);
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", export(lines));
        assertEquals(1, run.exit());
        assertTrue(run.out().contains("line 2: missing: "), run.out());
    }

    @Test
    void swappedLinesExitOne() throws Exception {
        List<String> lines = lines();
        Collections.swap(lines, 1, 2);
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", "--json", export(lines));
        assertEquals(1, run.exit());
        assertTrue(run.out().contains("\"problem\": \"reordered\""), run.out());
        assertTrue(run.out().contains("\"line\": 2"), run.out());
    }

    @Test
    void aHeadThatDiffersExitsOne() throws Exception {
        List<String> lines = lines();
        lines.remove(2);
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", "--head", links().get(2).hash(), export(lines));
        assertEquals(1, run.exit());
        assertTrue(run.out().contains("line 3: missing: "), run.out());
    }

    @Test
    void anUnreadableLineExitsTwoWithItsNumberAndNoStackTrace() throws Exception {
        List<String> lines = lines();
        lines.set(2, "{\"sequence\": 3,");
        String file = export(lines);
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", file);
        assertEquals(2, run.exit());
        assertTrue(run.err().startsWith(file + ", line 3: unreadable: not JSON"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    @Test
    void aMissingFileExitsTwo() {
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", "no-such-audit.ndjson");
        assertEquals(2, run.exit());
        assertEquals("no-such-audit.ndjson: no such file", run.err().trim());
    }

    @Test
    void anActionOtherThanVerifyIsAUsageError() {
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "sign", "x");
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("usage: tengen audit verify"), run.err());
    }
}
