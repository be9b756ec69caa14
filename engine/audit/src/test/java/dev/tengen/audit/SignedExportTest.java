package dev.tengen.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.KeyPair;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * An export's end proven by its signed head (issue 12): the five-event chain signed by the installation's key, then
 * attacked the ways a chain alone cannot show, each named at its line.
 */
class SignedExportTest {

    private static final KeyPair INSTALLATION = AuditKey.generate();
    private static final KeyPair FORGER = AuditKey.generate();
    private static final ChainVerifier.Kept KEY_KEPT = new ChainVerifier.Kept(Optional.of(INSTALLATION.getPublic()),
            Optional.empty());

    private static List<String> export() throws Exception {
        List<String> lines = new ArrayList<>(FiveEvents.lines());
        lines.add(FiveEvents.head(INSTALLATION).line());
        return lines;
    }

    /** The five events with player event {@code number} renamed: a history rewritten, to be linked again. */
    private static List<AuditEvent> renamed(int number, String name) throws Exception {
        List<AuditEvent> events = new ArrayList<>(FiveEvents.events());
        AuditEvent was = events.get(number - 1);
        events.set(number - 1, AuditEvent.of(number, was.type(), was.aggregate(), was.aggregateSequence(), was.time(),
                "{\"tournamentId\":\"t-1\",\"name\":\"" + name + "\"}"));
        return events;
    }

    /** The events linked, then their own head signed by {@code signer}: a rewritten export signed again. */
    private static List<String> signedBy(List<AuditEvent> events, KeyPair signer) {
        List<ChainLink> links = HashChain.link(events);
        List<String> lines = new ArrayList<>(FiveEvents.lines(events));
        lines.add(SignedHead.sign("t-1", links.size(), links.getLast().hash(), "2026-05-02T11:00:00Z", signer).line());
        return lines;
    }

    private static ChainVerdict verify(List<String> lines, ChainVerifier.Kept kept) {
        return ChainVerifier.verify(FiveEvents.file(lines), kept);
    }

    private static ChainVerdict.Broken broken(ChainVerdict verdict) {
        return assertInstanceOf(ChainVerdict.Broken.class, verdict);
    }

    @Test
    void anIntactExportHoldsSignedByTheKeptKey() throws Exception {
        ChainVerdict.Holds holds = assertInstanceOf(ChainVerdict.Holds.class, verify(export(), KEY_KEPT));
        assertTrue(holds.keyChecked());
        assertEquals(5, holds.signedHead().sequence());
    }

    @Test
    void aCutTailUnderItsSignedHeadIsCutTailAtTheHeadLine() throws Exception {
        List<String> lines = export();
        lines.remove(4);
        lines.remove(3);
        ChainVerdict.Broken broken = broken(verify(lines, KEY_KEPT));
        assertEquals(ChainBreak.CUT_TAIL, broken.kind());
        assertEquals(4, broken.line());
        assertTrue(broken.detail().contains("events 4 to 5 were cut off"), broken.detail());
    }

    @Test
    void aCutTailWithoutItsHeadIsUnsigned() throws Exception {
        List<String> lines = export();
        lines.subList(3, 6).clear();
        ChainVerdict.Broken broken = broken(verify(lines, KEY_KEPT));
        assertEquals(ChainBreak.UNSIGNED, broken.kind());
        assertEquals(4, broken.line());
    }

    @Test
    void aRewrittenAndRehashedChainUnderTheOldHeadIsRechained() throws Exception {
        List<String> lines = new ArrayList<>(FiveEvents.lines(renamed(3, "Cho Chikun")));
        lines.add(FiveEvents.head(INSTALLATION).line());
        ChainVerdict.Broken broken = broken(verify(lines, ChainVerifier.Kept.NOTHING));
        assertEquals(ChainBreak.RECHAINED, broken.kind());
        assertEquals(5, broken.line());
    }

    @Test
    void aRewrittenChainSignedWithAnotherKeyIsWrongKeyAgainstTheKeptOne() throws Exception {
        ChainVerdict.Broken broken = broken(verify(signedBy(renamed(3, "Cho Chikun"), FORGER), KEY_KEPT));
        assertEquals(ChainBreak.WRONG_KEY, broken.kind());
        assertEquals(6, broken.line());
        assertTrue(broken.detail().contains(AuditKey.fingerprint(INSTALLATION.getPublic())), broken.detail());
    }

    @Test
    void aHeadChangedAfterSigningIsAltered() throws Exception {
        List<String> lines = export();
        lines.set(5, lines.get(5).replace("\"sequence\":5", "\"sequence\":4"));
        ChainVerdict.Broken broken = broken(verify(lines, ChainVerifier.Kept.NOTHING));
        assertEquals(ChainBreak.ALTERED, broken.kind());
        assertEquals(6, broken.line());
    }

    @Test
    void eventsAfterTheSignedHeadAreUnsignedFromTheFirstOfThem() throws Exception {
        List<ChainLink> links = HashChain.link(FiveEvents.events());
        List<String> lines = new ArrayList<>(FiveEvents.lines());
        lines.add(SignedHead.sign("t-1", 3, links.get(2).hash(), "2026-05-02T09:12:00Z", INSTALLATION).line());
        ChainVerdict.Broken broken = broken(verify(lines, KEY_KEPT));
        assertEquals(ChainBreak.UNSIGNED, broken.kind());
        assertEquals(4, broken.line());
    }

    /** The head of the untouched chain at event 3, as a federation keeps it after registration closes. */
    private static SignedHead keptAtEventThree() throws Exception {
        return SignedHead.sign("t-1", 3, HashChain.link(FiveEvents.events()).get(2).hash(), "2026-05-02T09:12:00Z",
                INSTALLATION);
    }

    @Test
    void aHistoryRewrittenAndReSignedWithTheInstallationKeyIsReChainedAtAHeadKeptEarlier() throws Exception {
        List<String> lines = signedBy(renamed(2, "Lee Changho"), INSTALLATION);
        assertInstanceOf(ChainVerdict.Holds.class, verify(lines, KEY_KEPT), "whoever holds the key can re-sign");
        ChainVerdict.Broken broken = broken(verify(lines, new ChainVerifier.Kept(Optional.of(INSTALLATION.getPublic()),
                Optional.empty(), List.of(keptAtEventThree()))));
        assertEquals(ChainBreak.RECHAINED, broken.kind());
        assertEquals(3, broken.line());
    }

    @Test
    void aFileThatPassesThroughTheHeadsKeptEarlierHolds() throws Exception {
        assertInstanceOf(ChainVerdict.Holds.class, verify(export(), new ChainVerifier.Kept(
                Optional.of(INSTALLATION.getPublic()), Optional.empty(), List.of(keptAtEventThree()))));
    }

    @Test
    void aHeadKeptEarlierBeyondTheFilesEndIsACutTail() throws Exception {
        List<ChainLink> links = HashChain.link(FiveEvents.events());
        List<String> lines = new ArrayList<>(FiveEvents.lines().subList(0, 2));
        lines.add(SignedHead.sign("t-1", 2, links.get(1).hash(), "2026-05-02T11:00:00Z", INSTALLATION).line());
        ChainVerdict.Broken broken = broken(verify(lines, new ChainVerifier.Kept(Optional.empty(), Optional.empty(),
                List.of(keptAtEventThree()))));
        assertEquals(ChainBreak.CUT_TAIL, broken.kind());
    }

    @Test
    void aHeadAsThePlatformPublishesItIsRead() throws Exception {
        SignedHead head = keptAtEventThree();
        String published = "{\"tournament\":\"t-1\",\"sequence\":3,\"hash\":\"" + head.hash() + "\",\"signedAt\":\""
                + head.signedAt() + "\",\"key\":\"" + head.key() + "\",\"signature\":\"" + head.signature() + "\"}";
        assertEquals(head, SignedHead.parse(published));
        assertEquals(head, SignedHead.parse(head.line()));
    }

    @Test
    void aSignedHeadBeforeOtherLinesIsUnreadable() throws Exception {
        List<String> lines = export();
        lines.add(2, lines.remove(5));
        assertEquals(3, assertInstanceOf(ChainVerdict.Unreadable.class, verify(lines, KEY_KEPT)).line());
    }
}
