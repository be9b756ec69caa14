package dev.tengen.platform.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

import dev.tengen.service.web.security.Roles;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.security.TestSecurity;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * An account name is one name whatever its case: {@code refa}, {@code REFA} and {@code Refa} were three accounts, a
 * phone that capitalises the first letter could not sign {@code refa} in, and an appointment naming {@code " Refa "}
 * gave its office to no one. The accounts are written straight to the account file (no organizer: the first run
 * stays open for SecurityApiTest); creating one through the API is the organizer's, given by {@code @TestSecurity}.
 */
@QuarkusTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AccountNamesApiTest {

    private static final String PASSWORD = "referee-2026";
    /** Made by the organizer first; the tests after it sign in with the accounts' own credentials. */
    private static String gwangju;
    private static String ulsan;

    @Inject
    AccountFile accounts;

    private void account(String user, List<String> roles) {
        accounts.add(new Account(user, PasswordHash.of(PASSWORD.toCharArray(), 1000), roles, List.of()));
    }

    private static RequestSpecification as(String user, String password) {
        return given().auth().preemptive().basic(user, password).contentType(ContentType.JSON).accept(ContentType.JSON);
    }

    private static RequestSpecification json() {
        return given().contentType(ContentType.JSON).accept(ContentType.JSON);
    }

    private static String newAccount(String user) {
        return "{\"user\": \"" + user + "\", \"password\": \"" + PASSWORD + "\", \"roles\": [\"referee\"], \"players\": []}";
    }

    @Test
    @Order(1)
    @TestSecurity(user = "organizer", roles = Roles.ORGANIZER)
    void theOrganizerOpensTheTournaments() {
        gwangju = json().body("{\"name\": \"Gwangju Open\"}").post("/api/v1/tournaments")
                .then().statusCode(201).extract().path("tournamentId");
        ulsan = json().body("{\"name\": \"Ulsan Open\"}").post("/api/v1/tournaments")
                .then().statusCode(201).extract().path("tournamentId");
    }

    @Test
    @Order(2)
    @TestSecurity(user = "organizer", roles = Roles.ORGANIZER)
    void anAccountNameIsTakenWhateverItsCaseAndTheFirstSpellingStays() {
        json().body(newAccount("refa")).post("/api/v1/accounts").then().statusCode(201);
        json().body(newAccount("REFA")).post("/api/v1/accounts").then().statusCode(409)
                .body("code", equalTo("account-exists"))
                .body("field", equalTo("user"))
                .body("detail", equalTo("The name REFA is the account refa's: account names are the same whatever their"
                        + " case, and refa signs in as REFA too; choose another name or delete that account first."));
        json().body(newAccount("Refa")).post("/api/v1/accounts").then().statusCode(409)
                .body("code", equalTo("account-exists"));
        json().get("/api/v1/accounts").then().statusCode(200)
                .body("user", hasItem("refa")).body("user", not(hasItem("REFA"))).body("user", not(hasItem("Refa")));
    }

    /** A phone's keyboard writes "Refa" for "refa": the account signs in, as itself; the password is still exact. */
    @Test
    @Order(2)
    void signInTakesTheNameWhateverItsCaseAndThePasswordExactly() {
        account("ref-sun", List.of(Roles.REFEREE));
        as("Ref-Sun", PASSWORD).get("/api/v1/accounts/me").then().statusCode(200).body("user", equalTo("ref-sun"));
        json().header(ConsoleGuard.HEADER, "1").body("{\"user\": \" REF-SUN \", \"password\": \"" + PASSWORD + "\"}")
                .post("/api/v1/session").then().statusCode(200).body("user", equalTo("ref-sun"));
        as("Ref-Sun", PASSWORD.toUpperCase()).get("/api/v1/accounts/me").then().statusCode(401)
                .body("code", equalTo("credentials-invalid"));
    }

    /**
     * Incheon 2013 duties art. 1.2: the Technical Delegate appoints the referees. An appointment naming the account in
     * another case, with spaces around, is recorded under the account's own spelling and gives it the office.
     */
    @Test
    @Order(2)
    void anAppointmentNamesTheAccountAsSignInDoes() {
        account("td-moon", List.of(Roles.TECHNICAL_DELEGATE));
        account("refb", List.of());
        String tournament = gwangju;
        as("td-moon", PASSWORD).body("{\"personId\": \" Refb \", \"role\": \"referee\", \"name\": \"Park Refb\"}")
                .post("/api/v1/tournaments/" + tournament + "/officials").then().statusCode(200);
        given().get("/api/v1/tournaments/" + tournament + "/officials").then().statusCode(200)
                .body("personId", equalTo(List.of("refb")));
        // the office admits the report; the round is not played yet, so the tournament refuses it on its merits
        as("refb", PASSWORD).body("{\"text\": \"All quiet.\"}")
                .post("/api/v1/tournaments/" + tournament + "/rounds/1/reports")
                .then().statusCode(422).body("code", equalTo("round-not-published"));
    }

    /**
     * A person id no account can have ("Kim Jiwon", with a space) gave its office to no one: refused, while a name an
     * account can still be created with is appointed as written, as before.
     */
    @Test
    @Order(2)
    void anAppointmentThatCanNameNoAccountIsRefusedAndOneNotYetCreatedIsKept() {
        account("td-song", List.of(Roles.TECHNICAL_DELEGATE));
        String officials = "/api/v1/tournaments/" + ulsan + "/officials";
        as("td-song", PASSWORD).body("{\"personId\": \"Kim Jiwon\", \"role\": \"referee\", \"name\": \"Kim Jiwon\"}")
                .post(officials).then().statusCode(422)
                .body("code", equalTo("official-person-id-invalid"))
                .body("field", equalTo("personId"));
        as("td-song", PASSWORD).body("{\"personId\": \"   \", \"role\": \"referee\", \"name\": \"Kim Jiwon\"}")
                .post(officials).then().statusCode(400)
                .body("code", equalTo("field-invalid"))
                .body("field", equalTo("personId"));
        as("td-song", PASSWORD).body("{\"personId\": \"Ref-Later\", \"role\": \"referee\", \"name\": \"Oh Later\"}")
                .post(officials).then().statusCode(200);
        given().get(officials).then().statusCode(200).body("personId", equalTo(List.of("Ref-Later")));
    }

    /**
     * Ulsan Open appointed "Ref-Later" before the account existed: an account created as "ref-later" would never hold
     * the office, so the organizer is told the spelling to create; created so, it signs in in any case and holds it.
     */
    @Test
    @Order(3)
    @TestSecurity(user = "organizer", roles = Roles.ORGANIZER)
    void anAccountAppointedBeforeItExistedIsCreatedInTheAppointmentsSpelling() {
        json().body(newAccount("ref-later")).post("/api/v1/accounts").then().statusCode(409)
                .body("code", equalTo("account-appointed-as"))
                .body("field", equalTo("user"))
                .body("detail", equalTo("Ulsan Open appoints Ref-Later as referee, written so before the account"
                        + " existed: create the account as Ref-Later so that the office reaches it (sign-in takes the"
                        + " name in any case)."));
        json().body(newAccount("Ref-Later")).post("/api/v1/accounts").then().statusCode(201);
    }

    @Test
    @Order(4)
    void theAccountCreatedInTheAppointmentsSpellingHoldsTheOffice() {
        as("ref-later", PASSWORD).body("{\"text\": \"All quiet.\"}")
                .post("/api/v1/tournaments/" + ulsan + "/rounds/1/reports")
                .then().statusCode(422).body("code", equalTo("round-not-published"));
    }
}
