package dev.tengen.platform.security;

import dev.tengen.service.web.security.Roles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12, "Faults": {@code accounts.json} was replaced without forcing the file or its directory to disk, so a
 * power cut could lose every account. Each change is now forced before and after its move.
 */
class AccountFileTest {

    @TempDir
    Path dir;

    @Test
    void anAddedAccountIsForcedToDiskAndSoIsTheDirectoryAfterTheMove() {
        Path file = dir.resolve("accounts.json");
        List<Path> forced = new ArrayList<>();
        AccountFile accounts = new AccountFile(file, (channel, path) -> forced.add(path));
        assertTrue(accounts.add(new NewAccount("td-park", "delegate-2026", List.of(Roles.ORGANIZER), List.of())
                .account(1000)).isEmpty());
        assertEquals(List.of(dir.resolve("accounts.json.tmp"), dir.toAbsolutePath()), forced);
        assertTrue(new AccountFile(file, (channel, path) -> { }).find("td-park").isPresent(),
                "the account should read back from the file");
    }
}
