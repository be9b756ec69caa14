package dev.tengen.rules;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Names a whole-board cycle after the shapes of Korean 2016 art. 10 and Chinese 2002 art. 20.3. */
final class RepetitionClassifier {

    private RepetitionClassifier() {}

    static RepetitionKind classify(List<MoveRecord> cycle) {
        Set<Point> koPoints = new HashSet<>();
        boolean allSingleCaptures = true;
        for (MoveRecord m : cycle) {
            if (m.isPass() || m.removed().size() != 1) {
                allSingleCaptures = false;
            } else {
                koPoints.add(m.removed().get(0));
            }
        }
        if (allSingleCaptures && cycle.size() == 6 && koPoints.size() == 3) {
            return RepetitionKind.TRIPLE_KO;
        }
        if (allSingleCaptures && cycle.size() == 8 && koPoints.size() == 4) {
            return RepetitionKind.QUADRUPLE_KO;
        }
        return RepetitionKind.OTHER;
    }
}
