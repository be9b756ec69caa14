package dev.tengen.ingress;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;

/**
 * The distributed deployment's Ingress on one machine: {@code scripts/run-distributed} starts it so that the console,
 * the public pages and every API answer at one address, as behind the cluster's Ingress.
 *
 * <pre>
 * java -jar tools/local-ingress/target/local-ingress.jar --listen 127.0.0.1:8080 \
 *     --ingress k8s/overlays/small-production/ingress.yaml \
 *     --service tengen-tournament=http://127.0.0.1:8082 --service tengen-read-models=http://127.0.0.1:8084 ...
 * </pre>
 *
 * A Service of the Ingress given no address is answered 502 (say, a service not built). Exit status 3 for wrong
 * arguments or an unreadable Ingress, with the reason on standard error.
 */
public final class LocalIngress implements AutoCloseable {

    private final HttpServer server;

    private LocalIngress(HttpServer server) {
        this.server = server;
    }

    /** Starts the ingress on {@code listen} (port 0: any free port). */
    public static LocalIngress start(InetSocketAddress listen, IngressRoutes routes, Map<String, URI> services)
            throws IOException {
        HttpServer server = HttpServer.create(listen, 256);
        server.createContext("/", new Forwarding(routes, services));
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.start();
        return new LocalIngress(server);
    }

    /** Where it listens. */
    public URI address() {
        InetSocketAddress at = server.getAddress();
        return URI.create("http://" + at.getHostString() + ":" + at.getPort());
    }

    @Override
    public void close() {
        server.stop(0);
    }

    public static void main(String[] args) {
        String listen = "127.0.0.1:8080";
        Path ingress = null;
        Map<String, URI> services = new LinkedHashMap<>();
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            switch (args[i]) {
                case "--listen" -> listen = value;
                case "--ingress" -> ingress = value == null ? null : Path.of(value);
                case "--service" -> {
                    int equals = value == null ? -1 : value.indexOf('=');
                    if (equals <= 0) {
                        wrong.add("--service needs NAME=URL, not '" + value + "'");
                    } else {
                        services.put(value.substring(0, equals), URI.create(value.substring(equals + 1)));
                    }
                }
                default -> wrong.add("unknown argument '" + args[i] + "'");
            }
            i++;
        }
        if (ingress == null || !Files.isRegularFile(ingress)) {
            wrong.add("--ingress needs the Ingress manifest's file (k8s/overlays/small-production/ingress.yaml)");
        }
        int colon = listen == null ? -1 : listen.lastIndexOf(':');
        if (colon <= 0) {
            wrong.add("--listen needs HOST:PORT, not '" + listen + "'");
        }
        if (!wrong.isEmpty()) {
            fail(String.join("; ", wrong) + "\nusage: local-ingress --listen HOST:PORT --ingress FILE"
                    + " [--service NAME=URL]...");
        }
        try {
            IngressRoutes routes = IngressRoutes.read(ingress);
            LocalIngress started = start(new InetSocketAddress(listen.substring(0, colon),
                    Integer.parseInt(listen.substring(colon + 1))), routes, services);
            Runtime.getRuntime().addShutdownHook(new Thread(started::close));
            List<String> missing = routes.services().stream().filter(s -> !services.containsKey(s)).toList();
            System.out.println("local-ingress: " + started.address() + " routes " + routes.routes().size() + " paths of "
                    + ingress + (missing.isEmpty() ? "" : "; not running here: " + String.join(", ", missing)));
        } catch (IOException | IllegalArgumentException e) {
            fail("cannot start: " + e.getMessage());
        }
    }

    private static void fail(String message) {
        System.err.println("local-ingress: " + message);
        System.exit(3);
    }
}
