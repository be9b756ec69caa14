package dev.tengen.audit;

import java.nio.charset.StandardCharsets;
import java.util.List;

/** The tests' chain: a tournament created, two players registered, a game started, a move played. */
final class FiveEvents {

    private FiveEvents() {
    }

    static List<AuditEvent> events() throws Exception {
        return List.of(
                AuditEvent.of(1, "TournamentCreated", "t-1", 0L, "2026-05-02T09:00:00Z", "{\"tournamentId\":\"t-1\",\"name\":\"Seoul Open\"}"),
                AuditEvent.of(2, "PlayerRegistered", "t-1", 1L, "2026-05-02T09:10:00Z", "{\"tournamentId\":\"t-1\",\"name\":\"Lee Sedol\"}"),
                AuditEvent.of(3, "PlayerRegistered", "t-1", 2L, "2026-05-02T09:11:00Z", "{\"tournamentId\":\"t-1\",\"name\":\"Cho Hunhyun\"}"),
                AuditEvent.of(4, "GameStarted", "g-1", 0L, "2026-05-02T10:00:00Z", "{\"tournamentId\":\"t-1\",\"board\":1}"),
                AuditEvent.of(5, "MovePlayed", "g-1", 1L, "2026-05-02T10:01:00Z", "{\"tournamentId\":\"t-1\",\"point\":\"Q16\"}"));
    }

    static List<String> lines() throws Exception {
        return lines(events());
    }

    static List<String> lines(List<AuditEvent> events) {
        return HashChain.link(events).stream().map(ChainLink::line).toList();
    }

    /** The head of the untouched chain (event 5), signed with {@code keys}. */
    static SignedHead head(java.security.KeyPair keys) throws Exception {
        return SignedHead.sign("t-1", 5, HashChain.link(events()).get(4).hash(), "2026-05-02T10:02:00Z", keys);
    }

    static byte[] file(List<String> lines) {
        return (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
    }
}
