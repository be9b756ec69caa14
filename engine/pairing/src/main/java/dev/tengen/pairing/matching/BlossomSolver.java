package dev.tengen.pairing.matching;

/**
 * Maximum-weight matching by stages (Galil 1986, section 3): each stage labels every free vertex a
 * root, searches until one augmentation, and starts afresh; the free vertices' duals stay equal, so
 * the search can also stop where leaving vertices free weighs more.
 */
final class BlossomSolver extends BlossomSearch {

    BlossomSolver(int n, EdgeList edges, boolean maxCardinality) {
        super(n, edges, maxCardinality);
    }

    /** Runs the stages; returns for each vertex its mate or -1. */
    int[] solve() {
        for (int stage = 0; stage < n; stage++) {
            if (!runStage()) {
                break;
            }
        }
        return mates();
    }

    private boolean runStage() {
        beginStage();
        for (int v = 0; v < n; v++) {
            if (mate[v] == -1 && label[inBlossom[v]] == 0) {
                growingTree = v;
                assignLabel(v, 1, -1);
            }
        }
        boolean augmented = search();
        if (augmented) {
            for (int t = 0; t < touchedCount; t++) {
                int b = touched[t];
                if (b >= n && blossomParent[b] == -1 && blossomBase[b] >= 0 && label[b] == 1 && dual[b] == 0) {
                    expandBlossom(b, true);
                }
            }
        }
        endStage();
        return augmented;
    }
}
