package dev.tengen.platform.durability;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.launch.LaunchedPlatform;
import dev.tengen.launch.PlatformLauncher;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A platform an operator started with a setting it cannot run with says so in one sentence and stops: no Java stack
 * trace between the director and the fix (a setup code too short, an account file edited by hand and broken). Runs in
 * failsafe, after package.
 */
class MisconfiguredStartTest {

    @Test
    void aSetupCodeTooShortIsSaidInOneSentenceWithoutATrace(@TempDir Path temp) throws Exception {
        String output = startedAndStopped(PlatformLauncher.of(KillNineTest.packagedJar(), temp.resolve("data"))
                .fastPasswords().setupCode("seoul").log(temp.resolve("platform.log")));
        assertTrue(output.contains("The setup code (tengen.setup-code, TENGEN_SETUP_CODE) has 5 characters; it needs at"
                + " least 12"), output);
        assertNoTrace(output);
    }

    @Test
    void aBrokenAccountFileIsSaidWithItsFaultsWithoutATrace(@TempDir Path temp) throws Exception {
        Path data = Files.createDirectories(temp.resolve("data"));
        Files.writeString(data.resolve("accounts.json"), "{\"accounts\": [{\"user\": \"td-park\", \"roles\": [\"Organiser\"]",
                StandardCharsets.UTF_8);
        String output = startedAndStopped(PlatformLauncher.of(KillNineTest.packagedJar(), data).fastPasswords()
                .log(temp.resolve("platform.log")));
        assertTrue(output.contains("The account file " + data.resolve("accounts.json") + " cannot be read as it is, so"
                + " the platform does not start"), output);
        assertNoTrace(output);
    }

    private static String startedAndStopped(PlatformLauncher launcher) throws Exception {
        try (LaunchedPlatform platform = launcher.readyTimeout(Duration.ofMinutes(2)).launch()) {
            assertNotEquals(0, platform.awaitExit(), "the platform stops\n" + platform.output());
            return platform.output();
        }
    }

    private static void assertNoTrace(String output) {
        assertTrue(output.lines().noneMatch(line -> line.startsWith("\tat ") || line.startsWith("Caused by:")),
                "no stack trace:\n" + output);
    }
}
