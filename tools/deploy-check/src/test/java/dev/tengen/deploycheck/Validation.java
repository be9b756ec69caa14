package dev.tengen.deploycheck;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/** Every check of a set of rendered manifests, as one list of problems naming the manifest and the field. */
final class Validation {

    private Validation() {
    }

    static List<String> problems(List<ObjectNode> manifests) {
        List<String> problems = new ArrayList<>();
        if (manifests.isEmpty()) {
            problems.add("nothing rendered");
        }
        List<KubernetesSchemas.Verdict> verdicts = KubernetesSchemas.validate(manifests);
        for (int i = 0; i < manifests.size(); i++) {
            KubernetesSchemas.Verdict verdict = verdicts.get(i);
            if (verdict.invalid()) {
                problems.add(verdict.manifest() + ": " + String.join("; ", verdict.errors()));
            } else if (verdict.unknown() && !OperatorResources.known(manifests.get(i))) {
                problems.add(verdict.manifest() + ": " + manifests.get(i).path("apiVersion").asText()
                        + " is checked neither by kubernetes-models nor by OperatorResources");
            }
        }
        problems.addAll(OperatorResources.problems(manifests));
        problems.addAll(WorkloadRules.problems(manifests));
        return problems;
    }
}
