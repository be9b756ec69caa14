package dev.tengen.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The links of the chain against the documented form written out by hand, hashed here with {@link MessageDigest}
 * and once with {@code sha256sum} outside Java.
 */
class HashChainTest {

    private static final String ZEROS = "0000000000000000000000000000000000000000000000000000000000000000";

    static String sha256(String text) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static AuditEvent registered() throws Exception {
        return AuditEvent.of(1, "PlayerRegistered", "t-1", 0L, "2026-05-02T09:30:00Z",
                "{\"tournamentId\": \"t-1\", \"name\": \"Lee Sedol\", \"rank\": \"9p\", \"komi\": 6.50}");
    }

    @Test
    void theFirstLinkHashesTheCanonicalLineWithZerosAsItsPredecessor() throws Exception {
        String hashed = "{\"aggregate\":\"t-1\",\"aggregateSequence\":0,\"payload\":{\"komi\":6.50,\"name\":\"Lee Sedol\","
                + "\"rank\":\"9p\",\"tournamentId\":\"t-1\"},\"prev\":\"" + ZEROS + "\",\"sequence\":1,"
                + "\"time\":\"2026-05-02T09:30:00Z\",\"type\":\"PlayerRegistered\"}";
        ChainLink link = HashChain.link(List.of(registered())).get(0);
        assertEquals(ZEROS, link.prev());
        assertEquals(sha256(hashed), link.hash());
        // printf '%s' "$hashed" | sha256sum, outside Java
        assertEquals("d177ff54692d8fe6e41fa9bfa28474acf84b9a60b6f730a9d7b255d568188995", link.hash());
    }

    @Test
    void theLineIsTheHashedTextWithTheHashSortedIn() throws Exception {
        ChainLink link = HashChain.link(List.of(registered())).get(0);
        assertEquals("{\"aggregate\":\"t-1\",\"aggregateSequence\":0,\"hash\":\"" + link.hash() + "\",\"payload\":{\"komi\":6.50,"
                + "\"name\":\"Lee Sedol\",\"rank\":\"9p\",\"tournamentId\":\"t-1\"},\"prev\":\"" + ZEROS + "\",\"sequence\":1,"
                + "\"time\":\"2026-05-02T09:30:00Z\",\"type\":\"PlayerRegistered\"}", link.line());
    }

    @Test
    void eachLinkNamesTheHashOfTheOneBefore() throws Exception {
        AuditEvent second = AuditEvent.of(2, "GameStarted", "g-1", 0L, "2026-05-02T10:00:00Z", "{\"tournamentId\":\"t-1\"}");
        List<ChainLink> links = HashChain.link(List.of(registered(), second));
        assertEquals(links.get(0).hash(), links.get(1).prev());
        String hashed = "{\"aggregate\":\"g-1\",\"aggregateSequence\":0,\"payload\":{\"tournamentId\":\"t-1\"},\"prev\":\""
                + links.get(0).hash() + "\",\"sequence\":2,\"time\":\"2026-05-02T10:00:00Z\",\"type\":\"GameStarted\"}";
        assertEquals(sha256(hashed), links.get(1).hash());
    }

    @Test
    void anEventWithoutAggregateHasNullsInItsLine() throws Exception {
        AuditEvent loose = AuditEvent.of(1, "Noted", null, null, "2026-05-02T10:00:00Z", "{}");
        String hashed = "{\"aggregate\":null,\"aggregateSequence\":null,\"payload\":{},\"prev\":\"" + ZEROS
                + "\",\"sequence\":1,\"time\":\"2026-05-02T10:00:00Z\",\"type\":\"Noted\"}";
        assertEquals(sha256(hashed), HashChain.link(List.of(loose)).get(0).hash());
    }
}
