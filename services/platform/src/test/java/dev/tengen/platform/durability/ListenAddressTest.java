package dev.tengen.platform.durability;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12, "Faults": the packaged platform listened on every interface unless told otherwise; now on 127.0.0.1
 * (application.properties, {@code quarkus.http.host}). Started without a host option, it must refuse a connection
 * on one of this machine's other addresses. Runs in failsafe, after package.
 */
class ListenAddressTest {

    @Test
    void startedWithoutAHostThePlatformIsReachedFromThisMachineOnly(@TempDir Path temp) throws Exception {
        Optional<InetAddress> other = otherAddress();
        Assumptions.assumeTrue(other.isPresent(), "this machine has no address but the loopback");
        Path data = Files.createDirectories(temp.resolve("data"));
        try (PlatformProcess platform = PlatformProcess.launch(KillNineTest.packagedJar(), data, "default-host", false)) {
            platform.awaitHealth(200);
            assertThrows(IOException.class, () -> {
                try (Socket socket = new Socket()) {
                    socket.connect(new InetSocketAddress(other.get(), platform.port()), 2000);
                }
            }, "the platform answered on " + other.get().getHostAddress() + ", not only on the loopback");
        }
    }

    /** An IPv4 address of an interface that is up and not the loopback. */
    private static Optional<InetAddress> otherAddress() throws IOException {
        return NetworkInterface.networkInterfaces()
                .filter(i -> {
                    try {
                        return i.isUp() && !i.isLoopback();
                    } catch (IOException e) {
                        return false;
                    }
                })
                .flatMap(NetworkInterface::inetAddresses)
                .filter(a -> a instanceof Inet4Address && !a.isLoopbackAddress())
                .findFirst();
    }
}
