package dev.tengen.platform.durability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.launch.LaunchedPlatform;
import dev.tengen.launch.PlatformLauncher;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 17: the JDK's ahead-of-time cache (scripts/train-platform writes app.aot beside the jar and the JVM build that
 * made it in app.aot.jdk) is used when it fits and left out when it does not; the platform starts either way. Runs in
 * failsafe, after package; each start about 5-20 s.
 */
class AheadOfTimeCacheTest {

    @Test
    void startsWithoutACache(@TempDir Path temp) throws Exception {
        assertReady(temp, List.of("-XX:AOTMode=off"));
    }

    @Test
    void startsWithACacheItCannotUse(@TempDir Path temp) throws Exception {
        // a cache of another JDK build reads to this JVM as a file it does not recognise: it warns and runs without
        Path foreign = Files.writeString(temp.resolve("foreign.aot"), "not an AOT cache of this JVM");
        assertReady(temp, List.of("-XX:AOTCache=" + foreign));
    }

    @Test
    void startsWithTheTrainedCache(@TempDir Path temp) throws Exception {
        Optional<Path> trained = PlatformLauncher.of(KillNineTest.packagedJar(), temp).aheadOfTimeCache();
        Assumptions.assumeTrue(trained.isPresent(), "no cache trained for this build and JVM (scripts/train-platform)");
        assertReady(temp, List.of("-XX:AOTCache=" + trained.get(), "-XX:AOTMode=on"));
    }

    @Test
    void theLauncherLeavesOutACacheOfAnotherJvmBuild(@TempDir Path temp) throws Exception {
        Path jar = trainedLooking(temp, "24.0.2+12");
        assertEquals(Optional.empty(), PlatformLauncher.of(jar, temp.resolve("data")).aheadOfTimeCache());
    }

    @Test
    void theLauncherUsesACacheOfThisJvmBuild(@TempDir Path temp) throws Exception {
        Path jar = trainedLooking(temp, System.getProperty("java.vm.version"));
        assertEquals(Optional.of(jar.resolveSibling("app.aot")),
                PlatformLauncher.of(jar, temp.resolve("data")).aheadOfTimeCache());
    }

    /** A jar with a cache beside it, newer than the jar, made (says its stamp) by {@code build}. */
    private static Path trainedLooking(Path dir, String build) throws Exception {
        Path jar = Files.writeString(dir.resolve("quarkus-run.jar"), "");
        Files.writeString(dir.resolve("app.aot"), "");
        Files.writeString(dir.resolve("app.aot.jdk"), build + "\n");
        Files.setLastModifiedTime(jar, Files.getLastModifiedTime(dir.resolve("app.aot")));
        return jar.toAbsolutePath();
    }

    private static void assertReady(Path temp, List<String> jvmOptions) throws Exception {
        Path data = Files.createDirectories(temp.resolve("data"));
        try (LaunchedPlatform platform = PlatformLauncher.of(KillNineTest.packagedJar(), data)
                .log(temp.resolve("platform.log"))
                .fastPasswords()
                .jvmOptions(jvmOptions)
                .readyTimeout(Duration.ofMinutes(3))
                .start()) {
            assertTrue(platform.alive(), "the platform stopped after it was ready");
        }
    }
}
