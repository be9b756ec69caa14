package dev.tengen.platform.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.security.Roles;
import io.quarkus.runtime.configuration.ConfigurationException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An account file edited by hand. A role listed twice loaded as written (the API refuses it: {@code roles.N}); a name
 * with a zero-width space loaded as a second account that looks like the first; a password written in clear text
 * loaded as an account nobody could sign in with; a null entry stopped the start with a NullPointerException, a field
 * given twice kept its last value silently. Now every fault stops the start with one message naming the file and, for
 * each fault, the entry, the account's name, its line and what to write; a repeated role or player is read once with a
 * warning naming the entry.
 */
class AccountFileByHandTest {

    private static final String HASH = PasswordHash.of("referee-2026".toCharArray(), 1000);

    @TempDir
    Path dir;

    private Path file(String json) throws IOException {
        Path file = dir.resolve("accounts.json");
        Files.writeString(file, json, StandardCharsets.UTF_8);
        return file;
    }

    private static String entry(String user, String roles) {
        return "{\"user\": \"" + user + "\", \"password\": \"" + HASH + "\", \"roles\": " + roles + ", \"players\": []}";
    }

    /** One account a line, the file's object opened on line 1 and the list on line 2: entry i is on line i + 3. */
    private static String accounts(String... entries) {
        return "{\n  \"accounts\": [\n    " + String.join(",\n    ", entries) + "\n  ]\n}\n";
    }

    private static AccountFile read(Path file) {
        return new AccountFile(file, (channel, path) -> { });
    }

    private String refused(String json) throws IOException {
        Path file = file(json);
        String message = assertThrows(ConfigurationException.class, () -> read(file)).getMessage();
        assertTrue(message.contains(file.toAbsolutePath().toString()), "the file is named: " + message);
        return message;
    }

    private static void says(String message, String... parts) {
        for (String part : parts) {
            assertTrue(message.contains(part), "'" + part + "' in: " + message);
        }
    }

    @Test
    void aRoleListedTwiceIsHeldOnceWithAWarningAndWrittenOnce() throws IOException {
        Path file = file(accounts(entry("td-park", "[\"organizer\", \"referee\", \"organizer\"]")));
        AccountFile accounts = read(file);
        assertEquals(List.of(Roles.ORGANIZER, Roles.REFEREE), accounts.find("td-park").orElseThrow().roles());
        AccountFileReading.Read read = AccountFileReading.read(file, Files.readAllBytes(file));
        assertEquals(1, read.warnings().size(), read.warnings().toString());
        says(read.warnings().getFirst(), "accounts.0 ('td-park', line 3)", "'roles.2'", "'roles.0'");
        accounts.add(new NewAccount("refa", "referee-2026", List.of(Roles.REFEREE), List.of()).account(1000));
        String written = Files.readString(file);
        assertEquals(1, written.split("\"organizer\"", -1).length - 1, "the role once in the file: " + written);
    }

    @Test
    void aPlayerListedTwiceIsPlayedOnce() throws IOException {
        Path file = file(accounts("{\"user\": \"kim\", \"password\": \"" + HASH + "\", \"roles\": [\"player\"], "
                + "\"players\": [\"p-1\", \"p-2\", \"p-1\"]}"));
        assertEquals(List.of("p-1", "p-2"), read(file).find("kim").orElseThrow().players());
    }

    @Test
    void aRoleInAnotherCaseIsRefusedNamingTheRoleMeant() throws IOException {
        says(refused(accounts(entry("td-park", "[\"organizer\"]"), entry("refa", "[\"Referee\"]"))),
                "accounts.1 ('refa', line 4)", "'roles.0' is 'Referee', which is not a role", "lower case", "'referee'");
    }

    @Test
    void anUnknownRoleIsRefusedListingTheRoles() throws IOException {
        says(refused(accounts(entry("refa", "[\"umpire\"]"))), "accounts.0 ('refa', line 3)", "'umpire'",
                Roles.ALL.toString());
    }

    @Test
    void aNameMissingOrBlankIsRefused() throws IOException {
        says(refused(accounts(entry("", "[\"referee\"]"), entry("  ", "[\"referee\"]"),
                "{\"password\": \"" + HASH + "\", \"roles\": []}")),
                "accounts.0 (line 3): 'user', the account's name, is blank",
                "accounts.1 (line 4): 'user', the account's name, is blank",
                "accounts.2 (line 5): 'user', the account's name, is missing");
    }

    /** Two names that look alike, one with a character nobody sees: the second is no account of its own. */
    @Test
    void aNameWithAnInvisibleCharacterIsRefusedNamingIt() throws IOException {
        says(refused(accounts(entry("refa", "[\"referee\"]"), entry("refa\\u200b", "[\"organizer\"]"))),
                "accounts.1 ('refa[U+200B]', line 4)", "U+200B ZERO WIDTH SPACE at position 5");
        says(refused(accounts(entry("kim\\u00a0minjun", "[\"referee\"]"))), "U+00A0 NO-BREAK SPACE at position 4");
        says(refused(accounts(entry("\\u3164", "[\"referee\"]"))), "U+3164 HANGUL FILLER");
    }

    @Test
    void aPasswordInClearTextIsRefused() throws IOException {
        says(refused(accounts("{\"user\": \"refa\", \"password\": \"referee-2026\", \"roles\": [\"referee\"]}")),
                "accounts.0 ('refa', line 3): 'password' is not a hash in the form pbkdf2-sha256$iterations$salt$hash",
                "never written in the file");
        says(refused(accounts("{\"user\": \"refa\", \"password\": \"pbkdf2-sha256$0$c2FsdA==$aGFzaA==\"}")),
                "'password' gives '0' iterations");
        says(refused(accounts("{\"user\": \"refa\", \"password\": \"pbkdf2-sha256$600000$$aGFzaA==\"}")),
                "'password' has an empty salt or hash");
    }

    @Test
    void aFieldGivenTwiceOrNotAnAccountsIsRefused() throws IOException {
        says(refused(accounts("{\"user\": \"refa\", \"password\": \"" + HASH
                + "\", \"roles\": [\"referee\"], \"roles\": [\"organizer\"]}")), "Duplicate field 'roles'", "line 3");
        says(refused(accounts("{\"user\": \"refa\", \"password\": \"" + HASH + "\", \"role\": [\"referee\"]}")),
                "accounts.0 ('refa', line 3): the field 'role' is not an account's");
    }

    @Test
    void anEntryThatIsNoAccountIsRefused() throws IOException {
        says(refused(accounts(entry("refa", "[\"referee\"]"), "null")), "accounts.1 (line 4) is not an account");
        says(refused(accounts(entry("refa", "\"referee\""))), "accounts.0 ('refa', line 3): 'roles' is a list");
        says(refused("{}"), "no field 'accounts'");
        says(refused("[]"), "the file is one object");
    }

    @Test
    void everyFaultIsNamedAtOnce() throws IOException {
        says(refused(accounts(entry("refa", "[\"Referee\"]"), entry("refb", "[\"referee\"]"),
                entry("refc", "[\"umpire\"]"))), "accounts.0 ('refa', line 3)", "accounts.2 ('refc', line 5)");
    }

    @Test
    void aFileCutShortIsRefusedNamingWhereItEnds() throws IOException {
        String whole = accounts(entry("td-park", "[\"organizer\"]"), entry("refa", "[\"referee\"]"));
        says(refused(whole.substring(0, whole.indexOf("refa"))), "line 4", "cut short");
        says(refused(""), "it is empty");
        says(refused("\n  \n"), "it is empty");
    }

    @Test
    void aByteOrderMarkAndCrlfLineEndsAreReadAsMeant() throws IOException {
        Path file = file("\uFEFF" + accounts(entry("td-park", "[\"organizer\"]"), entry("refa", "[\"referee\"]"))
                .replace("\n", "\r\n"));
        assertEquals(List.of("refa", "td-park"), read(file).all().stream().map(Account::user).toList());
        says(refused("\uFEFF" + accounts(entry("td-park", "[\"organizer\"]"), entry("refa", "[\"Referee\"]"))
                .replace("\n", "\r\n")), "accounts.1 ('refa', line 4)");
    }

    @Test
    void aFileNotInUtf8IsRefusedNamingItsLine() throws IOException {
        Path file = dir.resolve("accounts.json");
        Files.write(file, accounts(entry("jos\u00e9", "[\"referee\"]")).getBytes(StandardCharsets.ISO_8859_1));
        String message = assertThrows(ConfigurationException.class, () -> read(file)).getMessage();
        says(message, "line 3", "UTF-8");
    }
}
