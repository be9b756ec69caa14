package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/lib/servers.sh's tengen_spawn: a server it has just started is running at once. Its process makes its own
 * session a moment after the fork; a check made before that took a starting Kafka for a dead one on a loaded machine.
 */
class SpawnTest {
  @Test
  void aServerJustStartedIsRunningAndOneThatEndedIsNot(@TempDir Path dir) throws IOException, InterruptedException {
    String script = """
        . "$1/scripts/lib/servers.sh"
        tengen_dir="$2"
        missed=0
        for i in $(seq 1 300); do
          tengen_spawn sleep 30
          tengen_running || missed=$((missed + 1))
          kill -KILL -- "-$(cat "$tengen_dir/pid")"
        done
        tengen_spawn false
        sleep 1
        if tengen_running; then ended=running; else ended=stopped; fi
        echo "missed=$missed ended=$ended"
        """;
    Process bash = new ProcessBuilder("bash", "-c", script, "spawn", Servers.ROOT.toString(), dir.toString())
        .redirectError(ProcessBuilder.Redirect.DISCARD).start(); // bash's notes on the jobs it saw killed
    String output = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    bash.waitFor(60, TimeUnit.SECONDS);

    assertEquals("missed=0 ended=stopped", output, Files.readString(dir.resolve("server.log")));
  }
}
