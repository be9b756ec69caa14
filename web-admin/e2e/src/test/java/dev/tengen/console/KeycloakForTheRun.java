package dev.tengen.console;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * One Keycloak for the run's classes that sign in with it ({@link KeycloakSignInIT}, {@link DistributedConsoleIT}),
 * in this module's target/servers: its start (scripts/lib/keycloak-server) begins in the background when the run
 * begins, while the other classes' tests run, and it is stopped, with the MongoDB stand-in, when the run ends. Each
 * class adds its own address to the console's redirect URIs. A class run alone starts it when it first asks.
 */
public final class KeycloakForTheRun implements TestExecutionListener {

    private static final Set<Class<?>> USERS = Set.of(KeycloakSignInIT.class, DistributedConsoleIT.class);
    private static CompletableFuture<Map<String, String>> keycloak;

    @Override
    public void testPlanExecutionStarted(TestPlan plan) {
        for (TestIdentifier root : plan.getRoots()) {
            for (TestIdentifier test : plan.getDescendants(root)) {
                if (test.getSource().orElse(null) instanceof ClassSource source
                        && USERS.contains(source.getJavaClass())) {
                    begin();
                    return;
                }
            }
        }
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        synchronized (KeycloakForTheRun.class) {
            if (keycloak == null) {
                return;
            }
            keycloak = null;
        }
        Path root = ReadModelsWithKeycloak.root();
        for (String server : new String[] {"mongodb", "keycloak"}) {
            try {
                Path dir = ReadModelsWithKeycloak.serversDir();
                new ProcessBuilder("bash", root.resolve("scripts/lib/" + server + "-server").toString(), "stop",
                        "--dir", dir.toString()).redirectErrorStream(true)
                        .redirectOutput(dir.resolve(server + "-stop.log").toFile()).start().waitFor(2, TimeUnit.MINUTES);
            } catch (Exception stopping) {
                System.err.println("console tests: could not stop " + server + ": " + stopping);
            }
        }
    }

    private static synchronized CompletableFuture<Map<String, String>> begin() {
        if (keycloak == null) {
            keycloak = CompletableFuture.supplyAsync(() -> {
                try {
                    return ReadModelsWithKeycloak.server(ReadModelsWithKeycloak.root(), ReadModelsWithKeycloak.serversDir(),
                            "keycloak");
                } catch (Exception e) {
                    throw new CompletionException(e);
                }
            }, task -> Thread.ofPlatform().name("start-keycloak").daemon().start(task));
        }
        return keycloak;
    }

    /** Keycloak's variables (its env file) once it is ready; started now if the run has not begun it. */
    static Map<String, String> await() throws Exception {
        try {
            return begin().join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }
}
