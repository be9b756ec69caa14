package dev.tengen.deploycheck;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.marcnuri.helm.Helm;
import com.marcnuri.helm.LintResult;
import java.nio.file.Path;
import java.util.List;

/** helm lint and helm template of the chart, offline through helm-java (which embeds Helm). */
final class HelmCharts {

    static final String RELEASE = "tengen";
    static final String NAMESPACE = "tengen";
    /** The oldest Kubernetes the chart supports (Chart.yaml kubeVersion >= 1.27) is not what Helm assumes offline. */
    static final String KUBE_VERSION = "1.31.0";

    private HelmCharts() {
    }

    static LintResult lint(Path chart) {
        return new Helm(chart).lint().strict().call();
    }

    /** The NOTES.txt an install would print, from a client-only dry run (no cluster). */
    static String notes(Path chart) {
        String output = new Helm(chart).install().withName(RELEASE).withNamespace(NAMESPACE)
                .withKubeVersion(KUBE_VERSION).clientOnly().dryRun().call().getOutput();
        int notes = output.indexOf("NOTES:");
        return notes < 0 ? "" : output.substring(notes);
    }

    /** The chart rendered with its values.yaml and, when given, one more values file. */
    static List<ObjectNode> template(Path chart, Path valuesFile) {
        var template = new Helm(chart).template().withName(RELEASE).withNamespace(NAMESPACE)
                .withKubeVersion(KUBE_VERSION);
        if (valuesFile != null) {
            template = template.withValuesFile(valuesFile);
        }
        return Manifests.parse(template.call(), "helm template " + chart.getFileName()
                + (valuesFile == null ? "" : " -f " + valuesFile.getFileName()));
    }
}
