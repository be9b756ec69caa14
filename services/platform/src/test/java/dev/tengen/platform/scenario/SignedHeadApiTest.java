package dev.tengen.platform.scenario;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.audit.AuditKey;
import dev.tengen.audit.CanonicalJson;
import dev.tengen.audit.ChainBreak;
import dev.tengen.audit.ChainVerdict;
import dev.tengen.audit.ChainVerifier;
import dev.tengen.audit.HashChain;
import dev.tengen.platform.audit.InstallationKey;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.path.json.JsonPath;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Issue 12, "The audit chain proves its end": a cut tail or a whole re-chained export verified as long as nobody
 * gave {@code --head}. The export now ends with the head signed by the installation key; the head and the key are
 * public, for a federation to keep; the verifier names a cut tail and a re-chained file against them.
 */
@QuarkusTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SignedHeadApiTest {

    private static final String NDJSON = "application/x-ndjson";
    private static TournamentDriver tournament;

    @Test
    @Order(1)
    @TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    void theDirectorOpensATournamentOfThreePlayers() {
        tournament = TournamentDriver.open("Signed Cup", """
                {"ruleSet": "korean-2016", "boardSize": 9, "rounds": 2, "pairingSystem": "round-robin"}""");
        tournament.register("Lee Sedol", "9p");
        tournament.register("Cho Hunhyun", "9p");
        tournament.register("Kim Jiseok", "9p");
        TournamentDriver.await("the ledger holds the three players",
                () -> given().get(tournament.path("/audit/head")).jsonPath().getLong("sequence") == 5);
    }

    private static String id() {
        assertNotNull(tournament, "the first test opens the tournament");
        return tournament.path("").substring("/api/v1/tournaments/".length());
    }

    private static PublicKey publishedKey() throws Exception {
        return AuditKey.publicKey(given().get("/api/v1/audit/key").then().statusCode(200).extract().path("key"));
    }

    private static List<String> export() {
        return new ArrayList<>(List.of(given().accept(NDJSON).get(tournament.path("/audit")).then().statusCode(200)
                .extract().asString().split("\n")));
    }

    private static ChainVerdict verify(List<String> lines, PublicKey kept) {
        return ChainVerifier.verify((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8),
                new ChainVerifier.Kept(Optional.of(kept), Optional.empty()));
    }

    @Test
    @Order(2)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void theExportEndsWithThePublishedHeadSignedByThePublishedKey() throws Exception {
        JsonPath head = given().get(tournament.path("/audit/head")).then().statusCode(200).extract().jsonPath();
        ChainVerdict.Holds holds = assertInstanceOf(ChainVerdict.Holds.class, verify(export(), publishedKey()));
        assertTrue(holds.keyChecked());
        assertEquals(id(), holds.signedHead().tournament());
        assertEquals(head.getLong("sequence"), holds.signedHead().sequence());
        assertEquals(head.getString("hash"), holds.signedHead().hash());
        assertEquals(head.getString("signature"), holds.signedHead().signature(), "one signature per head");
    }

    @Test
    @Order(3)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void anExportWhoseLastEventsWereCutIsACutTail() throws Exception {
        List<String> lines = export();
        lines.remove(lines.size() - 2);
        lines.remove(lines.size() - 2);
        ChainVerdict.Broken broken = assertInstanceOf(ChainVerdict.Broken.class, verify(lines, publishedKey()));
        assertEquals(ChainBreak.CUT_TAIL, broken.kind());
        assertTrue(broken.detail().contains("events 4 to 5 were cut off"), broken.detail());
    }

    @Test
    @Order(4)
    @TestSecurity(user = "auditor-choi", roles = Roles.AUDITOR)
    void anExportRewrittenAndHashedAgainIsReChained() throws Exception {
        List<String> lines = export();
        String prev = HashChain.GENESIS;
        for (int i = 0; i < lines.size() - 1; i++) {
            @SuppressWarnings("unchecked")
            Map<String, Object> members = (Map<String, Object>) CanonicalJson.parse(
                    lines.get(i).replace("Cho Hunhyun", "Cho Chikun"));
            members.put("prev", prev);
            prev = HashChain.hash(members);
            members.put("hash", prev);
            lines.set(i, CanonicalJson.write(members));
        }
        ChainVerdict.Broken broken = assertInstanceOf(ChainVerdict.Broken.class, verify(lines, publishedKey()));
        assertEquals(ChainBreak.RECHAINED, broken.kind());
    }

    @Test
    @Order(5)
    void theTournamentsPublicPageShowsTheSignedHeadAndWhereToKeepIt() {
        JsonPath head = given().get(tournament.path("/audit/head")).then().statusCode(200).extract().jsonPath();
        String page = given().accept("text/html").get("/t/" + id()).then().statusCode(200).extract().asString();
        assertTrue(page.contains(head.getString("hash")), page);
        assertTrue(page.contains(head.getString("key")), page);
        assertTrue(page.contains("/api/v1/tournaments/" + id() + "/audit/head"), page);
    }

    @Test
    @Order(6)
    void theHeadOfAnUnknownTournamentIsNotFound() {
        given().get("/api/v1/tournaments/no-such-cup/audit/head").then().statusCode(404);
    }

    @Test
    @Order(7)
    void theInstallationKeyIsKeptInTheDataDirectoryForItsOwnerOnlyAndIsTheOnePublished() throws Exception {
        Path file = Path.of(ConfigProvider.getConfig().getValue("tengen.data-dir", String.class))
                .resolve(InstallationKey.FILE_NAME);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertTrue(Files.readString(file).contains(AuditKey.pem(publishedKey())), "the published key is the file's");
    }
}
