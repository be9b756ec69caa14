package dev.tengen.deploycheck;

import java.nio.file.Files;
import java.nio.file.Path;

/** The repository's folders, found from the module's directory (Maven runs the tests in tools/deploy-check). */
final class Repository {

    static final Path ROOT = findRoot();
    static final Path CHART = ROOT.resolve("helm/tengen");
    static final Path KUSTOMIZE_BASE = ROOT.resolve("k8s/base");
    static final Path OVERLAYS = ROOT.resolve("k8s/overlays");
    static final Path REALM = ROOT.resolve("keycloak/tengen-realm.json");
    static final Path MODULE = ROOT.resolve("tools/deploy-check");

    private Repository() {
    }

    private static Path findRoot() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("helm/tengen/Chart.yaml"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no helm/tengen/Chart.yaml above " + Path.of("").toAbsolutePath()
                + ": run the tests from the repository (mvn -pl tools/deploy-check ...)");
    }
}
