package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The scripts' own promises, on the server that starts quickest among those whose process they run. */
@Uses(Server.KAFKA)
class ServerScriptsTest {
  @Test
  void startingARunningServerAgainKeepsItsProcessAndAddress() throws IOException {
    Map<String, String> before = Servers.await(Server.KAFKA);
    String process = Files.readString(Servers.folder(Server.KAFKA).resolve("pid"));

    Servers.command(Server.KAFKA, "start");

    assertEquals(process, Files.readString(Servers.folder(Server.KAFKA).resolve("pid")));
    assertEquals(before, Servers.environment(Server.KAFKA));
  }
}
