package dev.tengen.sgf;

import java.util.List;

/** An SGF file: one or more game trees, each given by its root node. */
public record SgfCollection(List<SgfNode> gameTrees) {

    public SgfCollection {
        gameTrees = List.copyOf(gameTrees);
        if (gameTrees.isEmpty()) {
            throw new IllegalArgumentException("an SGF collection holds at least one game tree");
        }
    }

    public static SgfCollection of(SgfNode... roots) {
        return new SgfCollection(List.of(roots));
    }

    /** The first game tree's root: most files hold exactly one game. */
    public SgfNode firstTree() {
        return gameTrees.get(0);
    }
}
