package dev.tengen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.audit.AuditEvent;
import dev.tengen.audit.ChainLink;
import dev.tengen.audit.HashChain;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tengen audit verify}: exit 0 when the chain holds, 1 at the first broken line, 2 for what cannot be read. */
class AuditCommandTest {

    @TempDir
    Path dir;

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
    void aChainThatHoldsExitsZeroWithOneLine() throws Exception {
        String file = export(lines());
        CliTestSupport.Run run = CliTestSupport.tengen("audit", "verify", file);
        assertEquals(0, run.exit(), run.err());
        assertEquals(file + ": the chain holds: 3 events, sequence 1 to 3, head " + links().get(2).hash(), run.out().trim());
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
