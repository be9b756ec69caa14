package dev.tengen.platform.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.security.Roles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An account file written before account names were one name whatever their case, or by hand, may hold two accounts of
 * one name. The platform still starts: the earliest in the file is the account; the later one is kept in the file,
 * where whoever keeps the platform can rename it, and nobody signs in with it.
 */
class AccountFileClashTest {

    @TempDir
    Path dir;

    private Path file(String... users) throws IOException {
        String hash = PasswordHash.of("referee-2026".toCharArray(), 1000);
        StringBuilder json = new StringBuilder("{\"accounts\": [");
        for (int i = 0; i < users.length; i++) {
            json.append(i == 0 ? "" : ", ").append("{\"user\": \"").append(users[i]).append("\", \"password\": \"")
                    .append(hash).append("\", \"roles\": [\"referee\"], \"players\": []}");
        }
        Path file = dir.resolve("accounts.json");
        Files.writeString(file, json.append("]}").toString(), StandardCharsets.UTF_8);
        return file;
    }

    private static AccountFile read(Path file) {
        return new AccountFile(file, (channel, path) -> { });
    }

    @Test
    void theEarliestOfTwoAccountsOfOneNameIsTheAccount() throws IOException {
        AccountFile accounts = read(file("refa", "REFA"));
        assertEquals("refa", accounts.find("REFA").orElseThrow().user());
        assertEquals("refa", accounts.find("Refa").orElseThrow().user());
        assertEquals(List.of("refa"), accounts.all().stream().map(Account::user).toList());
    }

    @Test
    void anAccentComposedInOneAndDecomposedInTheOtherIsOneName() throws IOException {
        AccountFile accounts = read(file("jos\u00e9", "jose\u0301"));
        assertEquals("jos\u00e9", accounts.find("jose\u0301").orElseThrow().user());
        assertEquals(1, accounts.all().size());
    }

    @Test
    void theLaterAccountStaysInTheFileWhenAnotherIsAdded() throws IOException {
        Path file = file("refa", "REFA");
        read(file).add(new NewAccount("refb", "referee-2026", List.of(Roles.REFEREE), List.of()).account(1000));
        String written = Files.readString(file);
        assertTrue(written.contains("\"REFA\""), written);
        assertTrue(written.indexOf("\"refa\"") < written.indexOf("\"REFA\""), "refa stays the earliest: " + written);
    }

    /** Deleting the account deletes the name: the later one would otherwise become an account at the next start. */
    @Test
    void deletingTheAccountDeletesTheLaterOneOfItsNameToo() throws IOException {
        Path file = file("td-park", "refa", "REFA");
        assertEquals(AccountFile.Removal.REMOVED, read(file).remove("refa"));
        assertFalse(read(file).find("REFA").isPresent(), Files.readString(file));
    }
}
