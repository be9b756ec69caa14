package dev.tengen.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.json.JsonValue;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Arbitration (Incheon 2013 arbitration) attacked from inside: a ruling whose vote list names a referee and a player, a Technical
 * Delegate ruling as the committee, a federation-wide delegate deciding a tie in a tournament with its own
 * delegate, a player of another tournament protesting here, a referee appointed here filing a protest in another
 * tournament, a protest sent again after a lost answer, and the members' draft opinions read in the audit before the
 * ruling. The tournament appoints its
 * committee (two arbitrators and the liaison), its delegate and its referee; the committee and the referee hold no
 * role of their own.
 */
class ArbitrationAttackTest {

    private static Fixture fixture;
    private static String tournamentId;
    private static String gameId;
    private static Http delegate;
    private static Http kim;
    private static Http wang;
    private static Http referee;
    private static Http black;
    private static String kimName;
    private static String wangName;
    private static String refereeName;
    private static String blackName;

    @BeforeAll
    static void aTournamentWithItsCommitteeAndAGameInPlay() throws Exception {
        fixture = Fixture.shared();
        tournamentId = fixture.tournament("Jury Cup");
        String path = "/api/v1/tournaments/" + tournamentId;
        fixture.organizer.put(path + "/configuration", """
                {"ruleSet": "korean-2016", "competitionCode": "incheon-2013", "boardSize": 9, "rounds": 3,
                 "pairingSystem": "round-robin"}""").expect(200);
        String delegateName = Fixture.unique("td");
        delegate = fixture.account(delegateName, List.of("technical-delegate"), List.of());
        kimName = Fixture.unique("kim");
        kim = fixture.account(kimName, List.of(), List.of());
        wangName = Fixture.unique("wang");
        wang = fixture.account(wangName, List.of(), List.of());
        String tanakaName = Fixture.unique("tanaka");
        fixture.account(tanakaName, List.of(), List.of());
        refereeName = Fixture.unique("referee");
        referee = fixture.account(refereeName, List.of(), List.of());
        appoint(delegate, path, delegateName, "technical-delegate", "KR");
        appoint(delegate, path, kimName, "arbitrator", "KR");
        appoint(delegate, path, wangName, "arbitrator", "CN");
        appoint(delegate, path, tanakaName, "arbitration-liaison", "JP");
        appoint(delegate, path, refereeName, "referee", "KR");
        List<String> players = new ArrayList<>();
        for (String name : new String[] {"Lee Sedol", "Cho Hunhyun"}) {
            players.add(fixture.organizer.post(path + "/players", "{\"name\": \"" + name + "\", \"rank\": \"9p\", "
                    + "\"club\": \"Hanguk Kiwon\", \"country\": \"KR\"}").expect(201).field("playerId"));
        }
        delegate.post(path + "/rounds/1/pairing", null).expect(200);
        delegate.post(path + "/rounds/1/publish", null).expect(200);
        JsonValue.JsonObject board = (JsonValue.JsonObject) ((JsonValue.JsonArray) ((JsonValue.JsonObject)
                delegate.get(path + "/rounds/1").expect(200).json()).members().get("games")).elements().get(0);
        gameId = ((JsonValue.JsonString) board.members().get("gameId")).value();
        String blackId = ((JsonValue.JsonString) board.members().get("black")).value();
        blackName = Fixture.unique("black");
        black = fixture.account(blackName, List.of("player"), List.of(blackId));
        await(() -> Http.anonymous(fixture.platform).get("/api/v1/games/" + gameId).status() == 200);
    }

    private static void appoint(Http delegate, String path, String person, String role, String nationality) {
        delegate.post(path + "/officials", "{\"personId\": \"" + person + "\", \"role\": \"" + role + "\", \"name\": \""
                + person + "\", \"nationality\": \"" + nationality + "\"}").expect(200);
    }

    private static void await(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out");
            }
            Thread.sleep(50);
        }
    }

    /** The player protests on their own game, the referee rejects it, the player appeals: returns the appeal's id. */
    private static String appeal(String judgment) {
        String protest = black.keyed().post("/api/v1/protests", "{\"tournamentId\": \"" + tournamentId + "\", \"gameId\": \""
                + gameId + "\", \"round\": 1, \"board\": 1, \"complainant\": \"Lee Sedol\", \"judgment\": \"" + judgment
                + "\"}").expect(201).field("id");
        referee.post("/api/v1/protests/" + protest + "/decision", "{\"decision\": \"rejected\", \"referee\": \""
                + refereeName + "\", \"decidedAt\": \"" + Instant.now() + "\"}").expect(200);
        return black.post("/api/v1/appeals", """
                {"protestId": "%s", "complainant": "Lee Sedol", "complainantSignature": "Lee Sedol",
                 "complainantNoc": "KOR", "teamOfficialSignature": "Coach Yang", "opponent": "Cho Hunhyun",
                 "opponentNoc": "KOR", "witnesses": [{"name": "Witness", "signature": "W", "telephone": "+82 10 1234 5678",
                 "noc": "KOR"}], "location": "Board 1", "time": "10:01", "description": "The ko was retaken at once.",
                 "deposit": {"amount": 500, "currency": "USD", "paid": true}}""".formatted(protest)).expect(201)
                .field("id");
    }

    @Test
    void aRulingWithoutAMeetingCannotCountARefereeAndAPlayerAsMembers() {
        String appeal = appeal("The ko retake was allowed (1)");

        Answer ruling = kim.post("/api/v1/appeals/" + appeal + "/ruling", """
                {"membersPresent": ["%s", "%s", "%s"],
                 "votes": [{"member": "%s", "decision": "uphold"}, {"member": "%s", "decision": "overrule"},
                           {"member": "%s", "decision": "overrule"}],
                 "newResult": {"outcome": "black-wins", "result": "B+R"}, "reasons": "Two to one."}"""
                .formatted(kimName, refereeName, blackName, kimName, refereeName, blackName));

        assertEquals(403, ruling.status(), ruling::abbreviated);
        assertEquals("not-committee-member", ruling.field("code"));
    }

    @Test
    void theTechnicalDelegateCannotRuleForTheCommittee() {
        String appeal = appeal("The ko retake was allowed (2)");

        Answer ruling = delegate.post("/api/v1/appeals/" + appeal + "/ruling", """
                {"membersPresent": ["%s", "%s"],
                 "votes": [{"member": "%s", "decision": "overrule"}, {"member": "%s", "decision": "overrule"}],
                 "newResult": {"outcome": "black-wins", "result": "B+R"}, "reasons": "Decided by the delegate."}"""
                .formatted(kimName, wangName, kimName, wangName));

        assertEquals(403, ruling.status(), ruling::abbreviated);
        assertEquals("not-committee-member", ruling.field("code"));
    }

    @Test
    void aFederationDelegateCannotDecideATieInATournamentWithItsOwnDelegate() throws Exception {
        String appeal = appeal("The ko retake was allowed (3)");
        kim.post("/api/v1/appeals/" + appeal + "/meeting", "{\"membersPresent\": [\"" + kimName + "\", \""
                + wangName + "\"]}").expect(200);
        kim.post("/api/v1/appeals/" + appeal + "/votes", "{\"decision\": \"overrule\"}").expect(200);
        wang.post("/api/v1/appeals/" + appeal + "/votes", "{\"decision\": \"uphold\"}").expect(200);
        Http federation = fixture.account(Fixture.unique("federation-td"), List.of("technical-delegate"), List.of());

        Answer ruling = federation.post("/api/v1/appeals/" + appeal + "/ruling",
                "{\"technicalDelegateDecision\": \"overrule\", \"reasons\": \"Tied.\"}");

        assertEquals(403, ruling.status(), ruling::abbreviated);
        assertEquals("not-the-technical-delegate", ruling.field("code"));
    }

    @Test
    void aPlayerOfAnotherTournamentCannotProtestThisTournamentsGame() throws Exception {
        Http stranger = fixture.player("p-stranger-" + Fixture.unique("x"));

        Answer protest = stranger.keyed().post("/api/v1/protests", "{\"tournamentId\": \"" + tournamentId + "\", \"gameId\": \""
                + gameId + "\", \"round\": 1, \"board\": 1, \"complainant\": \"Cho Hunhyun\", \"judgment\": \"Anything\"}");

        assertEquals(403, protest.status(), protest::abbreviated);
    }

    /**
     * A player's phone loses the answer to a protest and files it again. Without an Idempotency-Key the platform cannot
     * tell the retry from a second protest, so it refuses the request (428, naming the header) and files nothing; the
     * same key sent twice gets the first answer, and the docket holds the protest once: two would put one judgment
     * twice before the referees and, rejected, open two appeals (Incheon 2013 arbitration art. 1.1-1.2).
     */
    @Test
    void aRetriedProtestIsFiledOnce() throws Exception {
        String judgment = "The phone warning " + Fixture.unique("retried");
        String body = "{\"tournamentId\": \"" + tournamentId + "\", \"gameId\": \"" + gameId + "\", \"round\": 1,"
                + " \"board\": 1, \"complainant\": \"Lee Sedol\", \"judgment\": \"%s\"}";

        Answer bare = black.post("/api/v1/protests", body.formatted(judgment));
        Http phone = black.keyed();
        Answer first = phone.post("/api/v1/protests", body.formatted(judgment));
        Answer again = phone.post("/api/v1/protests", body.formatted(judgment));
        // a later protest: once the docket shows it, it shows every protest filed before it
        String marker = "The count " + Fixture.unique("after");
        black.keyed().post("/api/v1/protests", body.formatted(marker)).expect(201);
        await(() -> docketEntries(marker) == 1);

        assertEquals(428, bare.status(), bare::abbreviated);
        assertEquals("precondition-required", bare.field("code"));
        assertEquals("Idempotency-Key", bare.field("field"));
        assertEquals(201, first.status(), first::abbreviated);
        assertEquals(201, again.status(), again::abbreviated);
        assertEquals(first.field("id"), again.field("id"));
        assertEquals("true", again.header("Idempotent-Replayed").orElse(null));
        assertEquals(1, docketEntries(judgment));
    }

    private static long docketEntries(String judgment) {
        JsonValue docket = referee.get("/api/v1/tournaments/" + tournamentId + "/docket").expect(200).json();
        return ((JsonValue.JsonArray) docket).elements().stream()
                .filter(entry -> ((JsonValue.JsonObject) entry).members().get("judgment") instanceof JsonValue.JsonString text
                        && text.value().equals(judgment))
                .count();
    }

    /**
     * Incheon 2013 duties art. 1.2: an appointment gives its office in its tournament only. The referee appointed here files
     * at this tournament's path a protest whose body names another tournament, where the office would not admit them:
     * refused (400 naming the field) rather than filed there; at the other tournament's path, 403.
     */
    @Test
    void aRefereeAppointedHereCannotFileAProtestInAnotherTournament() {
        String elsewhere = fixture.tournament("Other Cup");
        String protest = "{%s\"gameId\": \"" + gameId + "\", \"round\": 1, \"board\": 1, \"complainant\": \"Lee Sedol\","
                + " \"judgment\": \"Anything\"}";

        Answer smuggled = referee.keyed().post("/api/v1/tournaments/" + tournamentId + "/protests",
                protest.formatted("\"tournamentId\": \"" + elsewhere + "\", "));
        Answer there = referee.keyed().post("/api/v1/tournaments/" + elsewhere + "/protests", protest.formatted(""));

        assertEquals(400, smuggled.status(), smuggled::abbreviated);
        assertEquals("tournamentId", smuggled.field("field"));
        assertEquals(403, there.status(), there::abbreviated);
    }

    @Test
    void aMembersDraftOpinionIsSealedInTheAuditUntilTheRuling() {
        String appeal = appeal("The ko retake was allowed (5)");
        String opinion = "Draft opinion " + Fixture.unique("secret");
        kim.post("/api/v1/appeals/" + appeal + "/meeting", "{\"membersPresent\": [\"" + kimName + "\", \""
                + wangName + "\"]}").expect(200);
        kim.post("/api/v1/appeals/" + appeal + "/votes", "{\"decision\": \"overrule\", \"opinion\": \"" + opinion + "\"}")
                .expect(200);

        Answer audit = fixture.organizer.get("/api/v1/tournaments/" + tournamentId + "/audit").expect(200);
        Answer export = fixture.organizer.with("Accept", "application/x-ndjson")
                .get("/api/v1/tournaments/" + tournamentId + "/audit").expect(200);

        assertFalse(audit.body().contains(opinion), "the audit shows the draft opinion before the ruling");
        assertFalse(export.body().contains(opinion), "the export shows the draft opinion before the ruling");
        assertTrue(audit.body().contains("AppealFiled"), audit::abbreviated);
    }
}
