package dev.tengen.sgf;

import java.util.List;
import java.util.Optional;

/**
 * One node of the main line, typed: what replay needs from it. Setup (AB, AW, AE) is applied before
 * the move when an old file mixes both in one node, as FF[4] asks such nodes to be split
 * (red-bean "Converting old SGF files to FF[4]": setup first, move second).
 *
 * @param index 0 for the root, then one more per node along the main line
 */
public record SgfMainLineNode(
        int index,
        SgfNode node,
        Optional<SgfMove> move,
        List<SgfPoint> addBlack,
        List<SgfPoint> addWhite,
        List<SgfPoint> addEmpty,
        Optional<SgfColor> playerToMove,
        Optional<String> comment,
        List<SgfPoint> territoryBlack,
        List<SgfPoint> territoryWhite) {

    static SgfMainLineNode from(SgfNode node, int index, int size) throws SgfException {
        return new SgfMainLineNode(
                index,
                node,
                SgfValues.move(node, size),
                SgfValues.points(node, "AB", size),
                SgfValues.points(node, "AW", size),
                SgfValues.points(node, "AE", size),
                SgfValues.color(node, "PL"),
                node.value("C"),
                SgfValues.points(node, "TB", size),
                SgfValues.points(node, "TW", size));
    }

    public boolean hasSetup() {
        return !addBlack.isEmpty() || !addWhite.isEmpty() || !addEmpty.isEmpty();
    }
}
