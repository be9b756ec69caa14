package dev.tengen.platform.tour;

import dev.tengen.launch.LaunchedPlatform;
import dev.tengen.launch.PlatformLauncher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 11 §8, "the first five minutes": the README's tour of the platform runs as written from the repository. The
 * first block of the section starts the platform ({@code scripts/run-platform --demo}); the second plays a
 * tournament with curl and verifies its audit export with {@code bin/tengen}. Three things are changed, and only
 * these: the port (a free one instead of 8080), the data directory (a temporary one instead of {@code /tmp/tengen})
 * and the files the second block writes (in a temporary directory, {@code bin/tengen} called by its full path).
 * Every curl fails on an HTTP error and the block stops at the first failing command, so a tour that only looks
 * right cannot pass. Runs in failsafe, after the platform is packaged (run-platform then starts it without a build).
 */
class ReadmePlatformTourTest {

    private static final Path ROOT = Path.of("../..").toAbsolutePath().normalize();
    private static final String SECTION = "### A five-minute tour of the platform";

    @Test
    void theReadmesPlatformTourRunsAsWritten(@TempDir Path temp) throws Exception {
        List<String> blocks = shellBlocks(Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8));
        assertEquals(2, blocks.size(), "the tour has a block that starts the platform and one that uses it");
        int port = PlatformLauncher.freePort();
        String start = blocks.get(0).replace("/tmp/tengen", temp.resolve("data").toString());
        String tour = blocks.get(1).replace("localhost:8080", "localhost:" + port)
                .replace("bin/tengen", ROOT.resolve("bin/tengen").toString());
        assertTrue(start.contains("scripts/run-platform --demo"), start);

        Path log = temp.resolve("platform.log");
        ProcessBuilder platformCommand = new ProcessBuilder("bash", "-c", start.strip())
                .directory(ROOT.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        platformCommand.environment().put("QUARKUS_HTTP_PORT", String.valueOf(port));
        Process platform = platformCommand.start();
        try {
            LaunchedPlatform.awaitHealth(platform, URI.create("http://127.0.0.1:" + port), 200, Duration.ofMinutes(3),
                    () -> output(log));
            Path out = temp.resolve("tour.out");
            Process client = new ProcessBuilder("bash", "-c", """
                    set -euo pipefail
                    curl() { command curl --fail-with-body --show-error "$@"; }
                    """ + tour).directory(temp.toFile()).redirectErrorStream(true).redirectOutput(out.toFile()).start();
            assertTrue(client.waitFor(5, TimeUnit.MINUTES), "the tour did not end within 5 minutes");
            String output = Files.readString(out, StandardCharsets.UTF_8);
            assertEquals(0, client.exitValue(), "the tour stopped on a failing command:\n" + output);
            assertTrue(output.contains("\"result\":\"W+F\""), "the game ends W+F, as the tour says:\n" + output);
            assertTrue(output.contains("Park Junghwan"), "the standings list the tour's players:\n" + output);
            assertTrue(Files.size(temp.resolve("audit.ndjson")) > 0, "the audit export was written");
        } finally {
            platform.descendants().forEach(ProcessHandle::destroy);
            platform.destroy();
            if (!platform.waitFor(20, TimeUnit.SECONDS)) {
                platform.descendants().forEach(ProcessHandle::destroyForcibly);
                platform.destroyForcibly();
            }
        }
    }

    /** The {@code sh} blocks of the platform tour's section, in order. */
    private static List<String> shellBlocks(String readme) {
        int from = readme.indexOf(SECTION);
        assertTrue(from >= 0, "README.md has the section '" + SECTION + "'");
        int next = readme.indexOf("\n## ", from);
        String section = readme.substring(from, next < 0 ? readme.length() : next);
        Matcher block = Pattern.compile("```sh\\n(.*?)```", Pattern.DOTALL).matcher(section);
        List<String> blocks = new ArrayList<>();
        while (block.find()) {
            blocks.add(block.group(1));
        }
        return blocks;
    }

    private static String output(Path log) {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "(no output: " + e.getMessage() + ")";
        }
    }
}
