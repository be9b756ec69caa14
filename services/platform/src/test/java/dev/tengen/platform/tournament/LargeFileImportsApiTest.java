package dev.tengen.platform.tournament;

import static dev.tengen.platform.tournament.Api.PROBLEM;
import static dev.tengen.platform.tournament.Api.TOURNAMENTS;
import static dev.tengen.platform.tournament.Api.newTournament;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.platform.security.Account;
import dev.tengen.platform.security.AccountFile;
import dev.tengen.platform.security.ConsoleGuard;
import dev.tengen.platform.security.PasswordHash;
import dev.tengen.platform.security.SessionCookie;
import dev.tengen.platform.security.SessionStore;
import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A tournament file of a large event is over a command's 1 MiB: the file imports have their own limit
 * (UploadLimits.TOURNAMENT_FILE_BYTES, 8 MiB). The files are made from the 176 players of the real Paris 2021 OpenGotha
 * file (resources/opengotha/paris2021-48th.xml, copied from shared/data/opengotha) or of the real pairgoth file of the
 * same event (resources/exchange/pairgoth-20210403-paris-players.tour, from shared/data/exchange), each copied with a
 * letter after the first name and without its federation ids, so that every copy is a player of its own.
 */
@QuarkusTest
@TestSecurity(user = "director", roles = {Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
class LargeFileImportsApiTest {

    private static final Pattern PLAYER = Pattern.compile("<Player [^>]*/>");

    @Inject
    SessionStore sessions;

    @Inject
    AccountFile accounts;

    @Test
    void aThousandPlayersOverTenRoundsImportAlthoughLargerThanACommand() throws IOException {
        byte[] file = event(1_000, 10);
        assertTrue(file.length > 1024 * 1024, "larger than a command's 1 MiB: " + file.length);
        String id = newTournament("European Congress Import");

        upload(id, file).then().statusCode(200).body("playerIds", hasSize(1_000));
        given().get(TOURNAMENTS + "/" + id).then().body("players", hasSize(1_000))
                .body("players[0].name", equalTo("Athorne Thomas")).body("players[176].name", equalTo("Athorne Thomas B"));
    }

    /** pairgoth writes less a player and a game: 1,500 players over 10 rounds pass 1 MiB, read whole as JSON is. */
    @Test
    void aPairgothFileLargerThanACommandImportsToo() throws IOException {
        byte[] file = pairgoth(1_500, 10);
        assertTrue(file.length > 1024 * 1024, "larger than a command's 1 MiB: " + file.length);
        String id = newTournament("Large Pairgoth Import");

        upload(id, "application/json", "pairgoth", file).then().statusCode(200).body("playerIds", hasSize(1_500));
        given().get(TOURNAMENTS + "/" + id).then().body("players", hasSize(1_500))
                .body("players[176].name", equalTo("Athorne Thomas B"));
    }

    @Test
    void aFileOverItsLimitIsRefusedBeforeItIsReadAndRegistersNobody() throws IOException {
        byte[] file = event(30_000, 0);
        assertTrue(file.length > 8 * 1024 * 1024, "over the 8 MiB of a tournament file: " + file.length);
        String id = newTournament("Too Large Import");

        upload(id, file).then().statusCode(413).contentType(PROBLEM).body("code", equalTo("body-too-large"))
                .body("detail", equalTo("The request body has " + file.length + " bytes; a tournament file takes at most"
                        + " 8388608 bytes."));
        given().get(TOURNAMENTS + "/" + id).then().body("players", hasSize(0));
    }

    /**
     * The upload with a console session's cookie: a body over 64 KiB needs credentials the early refusal of anonymous
     * writes sees (AnonymousWrites), which a test identity is not. The session's account is a technical delegate's, a
     * role the file imports admit whichever identity signs the request in, the cookie's or the test's (never an
     * organizer: SecurityApiTest's first run needs none to exist).
     */
    private io.restassured.response.Response upload(String id, byte[] file) {
        return upload(id, "application/xml", "opengotha", file);
    }

    private io.restassured.response.Response upload(String id, String type, String format, byte[] file) {
        String user = "delegate-" + UUID.randomUUID().toString().substring(0, 8);
        accounts.add(new Account(user, PasswordHash.of("console-2026".toCharArray(), 1000),
                List.of(Roles.TECHNICAL_DELEGATE), List.of()));
        return given().cookie(SessionCookie.NAME, sessions.open(user)).header(ConsoleGuard.HEADER, "1")
                .contentType(type).body(file).post(TOURNAMENTS + "/" + id + "/players/" + format);
    }

    /**
     * An OpenGotha file of {@code size} players, Paris 2021's in turn, and {@code rounds} rounds each pairing the
     * first half of the list against the second, shifted by a board each round.
     */
    private static byte[] event(int size, int rounds) throws IOException {
        String paris;
        try (InputStream in = LargeFileImportsApiTest.class.getResourceAsStream("/opengotha/paris2021-48th.xml")) {
            paris = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> real = new ArrayList<>();
        Matcher matcher = PLAYER.matcher(paris.substring(paris.indexOf("<Players>"), paris.indexOf("</Players>")));
        while (matcher.find()) {
            real.add(matcher.group());
        }
        assertEquals(176, real.size());
        List<String> keys = new ArrayList<>();
        StringBuilder players = new StringBuilder();
        for (int i = 0; i < size; i++) {
            String player = real.get(i % real.size()).replaceAll("participating=\"[01]*\"",
                    "participating=\"11111111111111111111\"");
            int copy = i / real.size();
            if (copy > 0) {
                player = player.replaceAll("firstName=\"([^\"]*)\"", "firstName=\"$1 " + letters(copy) + "\"")
                        .replaceAll("(egfPin|ffgLicence|agaId)=\"[^\"]*\"", "$1=\"\"");
            }
            keys.add((attribute(player, "name") + attribute(player, "firstName")).replace(" ", "")
                    .toUpperCase(Locale.ROOT));
            players.append("        ").append(player).append('\n');
        }
        StringBuilder games = new StringBuilder();
        int half = size / 2;
        for (int round = 1; round <= rounds; round++) {
            for (int board = 1; board <= half; board++) {
                games.append("        <Game blackPlayer=\"").append(keys.get(board - 1)).append("\" handicap=\"0\"")
                        .append(" knownColor=\"true\" result=\"RESULT_BLACKWINS\" roundNumber=\"").append(round)
                        .append("\" tableNumber=\"").append(board).append("\" whitePlayer=\"")
                        .append(keys.get(half + (board - 1 + round) % half)).append("\"/>\n");
            }
        }
        String head = paris.substring(0, paris.indexOf("<Players>") + "<Players>".length());
        String tail = paris.substring(paris.indexOf("<ByePlayers>"));
        tail = tail.substring(0, tail.indexOf("<ByePlayers>") + "<ByePlayers>".length())
                + tail.substring(tail.indexOf("</ByePlayers>"));
        String file = head + "\n" + players + "    </Players>\n    <Games>\n" + games + "    </Games>\n    " + tail;
        return file.replaceFirst("numberOfRounds=\"6\"", "numberOfRounds=\"" + Math.max(rounds, 1) + "\"")
                .getBytes(StandardCharsets.UTF_8);
    }

    /** A pairgoth file of {@code size} players, Paris 2021's in turn, and {@code rounds} rounds paired as above. */
    private static byte[] pairgoth(int size, int rounds) throws IOException {
        JsonObject paris;
        try (InputStream in = LargeFileImportsApiTest.class.getResourceAsStream(
                "/exchange/pairgoth-20210403-paris-players.tour")) {
            paris = new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        JsonArray real = paris.getJsonArray("players");
        assertEquals(176, real.size());
        JsonArray players = new JsonArray();
        for (int i = 0; i < size; i++) {
            JsonObject player = real.getJsonObject(i % real.size()).copy().put("id", i + 1);
            int copy = i / real.size();
            if (copy > 0) {
                player.put("firstname", player.getString("firstname") + " " + letters(copy));
                player.remove("egf");
                player.remove("ffg");
                player.remove("aga");
            }
            players.add(player);
        }
        JsonArray games = new JsonArray();
        int half = size / 2;
        for (int round = 1; round <= rounds; round++) {
            JsonArray paired = new JsonArray();
            for (int board = 1; board <= half; board++) {
                paired.add(new JsonObject().put("id", (round - 1) * half + board).put("t", board)
                        .put("w", half + 1 + (board - 1 + round) % half).put("b", board).put("h", 0).put("r", "b")
                        .put("dd", 0));
            }
            games.add(paired);
        }
        return paris.put("rounds", rounds).put("players", players).put("games", games).encodePrettily()
                .getBytes(StandardCharsets.UTF_8);
    }

    private static String attribute(String element, String name) {
        Matcher value = Pattern.compile(" " + name + "=\"([^\"]*)\"").matcher(element);
        return value.find() ? value.group(1) : "";
    }

    /** 1 is B, 2 is C, ..., 26 is BA: a first name's suffix of letters only. */
    private static String letters(int number) {
        StringBuilder letters = new StringBuilder();
        for (int n = number; n > 0; n /= 26) {
            letters.insert(0, (char) ('A' + n % 26));
        }
        return letters.toString();
    }
}
