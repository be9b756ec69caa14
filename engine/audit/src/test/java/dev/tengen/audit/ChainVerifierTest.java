package dev.tengen.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A five-event chain (a tournament created, two players registered, a game started, a move played), then the
 * file spoiled one way at a time: the verifier must name the line where the spoiling shows. The signed head at the
 * end has tests of its own ({@link SignedExportTest}); here a file ends with one only where the chain holds.
 */
class ChainVerifierTest {

    private static final java.security.KeyPair KEYS = AuditKey.generate();

    private static List<AuditEvent> events() throws Exception {
        return FiveEvents.events();
    }

    private static List<String> lines() throws Exception {
        return FiveEvents.lines();
    }

    private static List<String> lines(List<AuditEvent> events) {
        return FiveEvents.lines(events);
    }

    private static ChainVerdict.Broken broken(ChainVerdict verdict) {
        return assertInstanceOf(ChainVerdict.Broken.class, verdict);
    }

    private static byte[] file(List<String> lines) {
        return FiveEvents.file(lines);
    }

    /** The lines and, last, the head of the untouched chain signed by {@link #KEYS}. */
    private static List<String> signed(List<String> lines) throws Exception {
        List<String> file = new ArrayList<>(lines);
        file.add(FiveEvents.head(KEYS).line());
        return file;
    }

    @Test
    void anUntouchedSignedExportHoldsAndEndsAtItsLastHash() throws Exception {
        List<ChainLink> links = HashChain.link(events());
        ChainVerdict.Holds holds = assertInstanceOf(ChainVerdict.Holds.class, ChainVerifier.verify(file(signed(lines()))));
        assertEquals(5, holds.events());
        assertEquals(5, holds.lastSequence());
        assertEquals(links.get(4).hash(), holds.head());
        assertEquals("t-1", holds.signedHead().tournament());
    }

    @Test
    void oneByteChangedInAPayloadIsAlteredAtThatLine() throws Exception {
        List<String> lines = new ArrayList<>(lines());
        lines.set(2, lines.get(2).replace("Cho Hunhyun", "Cho Hunhyum"));
        ChainVerdict.Broken broken = broken(ChainVerifier.verify(file(lines)));
        assertEquals(3, broken.line());
        assertEquals(ChainBreak.ALTERED, broken.kind());
        assertTrue(broken.detail().contains("event 3 (PlayerRegistered)"), broken.detail());
    }

    @Test
    void aChangedHashIsAlteredAtItsOwnLine() throws Exception {
        List<String> lines = new ArrayList<>(lines());
        String hash = HashChain.link(events()).get(1).hash();
        String other = (hash.charAt(0) == 'a' ? "b" : "a") + hash.substring(1);
        lines.set(1, lines.get(1).replace("\"hash\":\"" + hash, "\"hash\":\"" + other));
        ChainVerdict.Broken broken = broken(ChainVerifier.verify(file(lines)));
        assertEquals(2, broken.line());
        assertEquals(ChainBreak.ALTERED, broken.kind());
    }

    @Test
    void aDeletedLineIsMissingWhereTheNextOneNowStands() throws Exception {
        List<String> lines = new ArrayList<>(lines());
        lines.remove(2);
        ChainVerdict.Broken broken = broken(ChainVerifier.verify(file(lines)));
        assertEquals(3, broken.line());
        assertEquals(ChainBreak.MISSING, broken.kind());
        assertTrue(broken.detail().contains("between line 2 and event 4 (GameStarted)"), broken.detail());
    }

    @Test
    void aDeletedFirstLineIsMissingAtLineOne() throws Exception {
        List<String> lines = new ArrayList<>(lines());
        lines.remove(0);
        ChainVerdict.Broken broken = broken(ChainVerifier.verify(file(lines)));
        assertEquals(1, broken.line());
        assertEquals(ChainBreak.MISSING, broken.kind());
    }

    @Test
    void twoSwappedLinesAreReorderedAtTheFirstOfThem() throws Exception {
        List<String> lines = new ArrayList<>(lines());
        Collections.swap(lines, 1, 2);
        ChainVerdict.Broken broken = broken(ChainVerifier.verify(file(lines)));
        assertEquals(2, broken.line());
        assertEquals(ChainBreak.REORDERED, broken.kind());
        assertTrue(broken.detail().contains("event 3 (PlayerRegistered) should follow line 3, not line 1"), broken.detail());
    }

    @Test
    void aLineMovedToTheEndIsReorderedWhereItsSuccessorNowStands() throws Exception {
        List<String> lines = new ArrayList<>(lines());
        lines.add(lines.remove(1));
        ChainVerdict.Broken broken = broken(ChainVerifier.verify(file(lines)));
        assertEquals(2, broken.line());
        assertEquals(ChainBreak.REORDERED, broken.kind());
    }

    @Test
    void aChainRebuiltWithASequenceGapIsMissingAndWithARepeatIsReordered() throws Exception {
        List<AuditEvent> events = new ArrayList<>(events());
        AuditEvent fourth = events.get(3);
        events.set(3, new AuditEvent(7, fourth.type(), fourth.aggregate(), fourth.aggregateSequence(), fourth.time(), fourth.payload()));
        ChainVerdict.Broken gap = broken(ChainVerifier.verify(lines(events)));
        assertEquals(4, gap.line());
        assertEquals(ChainBreak.MISSING, gap.kind());
        assertTrue(gap.detail().contains("events 4 to 6 are missing"), gap.detail());

        events.set(3, new AuditEvent(2, fourth.type(), fourth.aggregate(), fourth.aggregateSequence(), fourth.time(), fourth.payload()));
        ChainVerdict.Broken repeat = broken(ChainVerifier.verify(lines(events)));
        assertEquals(4, repeat.line());
        assertEquals(ChainBreak.REORDERED, repeat.kind());
    }

    @Test
    void anAggregateWhoseSequenceGoesBackwardsIsReordered() throws Exception {
        List<AuditEvent> events = new ArrayList<>(events());
        AuditEvent move = events.get(4);
        events.set(4, new AuditEvent(5, move.type(), move.aggregate(), 0L, move.time(), move.payload()));
        ChainVerdict.Broken broken = broken(ChainVerifier.verify(lines(events)));
        assertEquals(5, broken.line());
        assertEquals(ChainBreak.REORDERED, broken.kind());
    }

    @Test
    void whitespaceAddedOutsideStringsDoesNotBreakTheChain() throws Exception {
        List<String> lines = new ArrayList<>(lines());
        lines.set(0, lines.get(0).replace("{", "{ ").replace("\",\"", "\", \""));
        assertInstanceOf(ChainVerdict.Holds.class, ChainVerifier.verify(file(signed(lines))));
    }

    @Test
    void crlfLineEndsAreRead() throws Exception {
        byte[] crlf = (String.join("\r\n", signed(lines())) + "\r\n").getBytes(StandardCharsets.UTF_8);
        assertInstanceOf(ChainVerdict.Holds.class, ChainVerifier.verify(crlf));
    }

    @Test
    void aLineThatIsNotJsonIsUnreadableWithItsNumber() throws Exception {
        List<String> lines = new ArrayList<>(lines());
        lines.set(3, lines.get(3).substring(0, 40));
        ChainVerdict.Unreadable unreadable = assertInstanceOf(ChainVerdict.Unreadable.class, ChainVerifier.verify(file(lines)));
        assertEquals(4, unreadable.line());
    }

    @Test
    void anUnreadableLineOutranksAnEarlierBreak() throws Exception {
        List<String> lines = new ArrayList<>(lines());
        lines.set(0, lines.get(0).replace("Seoul", "Busan"));
        lines.set(4, "[1, 2]");
        assertEquals(5, assertInstanceOf(ChainVerdict.Unreadable.class, ChainVerifier.verify(file(lines))).line());
    }

    @Test
    void bytesThatAreNotUtf8AreUnreadable() throws Exception {
        byte[] bytes = file(lines());
        byte[] spoiled = new byte[bytes.length + 1];
        System.arraycopy(bytes, 0, spoiled, 0, bytes.length);
        spoiled[bytes.length] = (byte) 0xC3;
        assertEquals(new ChainVerdict.Unreadable(6, "not UTF-8 text"), ChainVerifier.verify(spoiled));
    }

    @Test
    void anEmptyFileHoldsNoEvents() {
        assertEquals(new ChainVerdict.Unreadable(1, "the file holds no events"), ChainVerifier.verify(new byte[0]));
    }

    @Test
    void anExportWithoutASignedHeadIsUnsignedAfterItsLastLine() throws Exception {
        ChainVerdict.Broken broken = broken(ChainVerifier.verify(file(lines())));
        assertEquals(6, broken.line());
        assertEquals(ChainBreak.UNSIGNED, broken.kind());
    }

    @Test
    void theHeadThePlatformShowedCatchesCutOffLines() throws Exception {
        List<String> lines = new ArrayList<>(lines());
        String head = HashChain.link(events()).get(4).hash();
        assertInstanceOf(ChainVerdict.Holds.class, ChainVerifier.verify(file(lines), head));
        lines.remove(4);
        ChainVerdict.Broken broken = broken(ChainVerifier.verify(file(lines), head));
        assertEquals(5, broken.line());
        assertEquals(ChainBreak.MISSING, broken.kind());
    }

    @Test
    void aLineWhoseHashHoldsButLacksAMemberIsUnreadable() throws Exception {
        java.util.Map<String, Object> members = new java.util.LinkedHashMap<>();
        members.put("sequence", new NumberLiteral("1"));
        members.put("type", "TournamentCreated");
        members.put("aggregate", "t-1");
        members.put("aggregateSequence", new NumberLiteral("0"));
        members.put("payload", java.util.Map.of());
        members.put("prev", HashChain.GENESIS);
        members.put("hash", HashChain.hash(members));
        ChainVerdict.Unreadable unreadable = assertInstanceOf(ChainVerdict.Unreadable.class,
                ChainVerifier.verify(List.of(CanonicalJson.write(members))));
        assertEquals(new ChainVerdict.Unreadable(1, "the line has no 'time' text"), unreadable);
    }
}
