package dev.tengen.sgf;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A Go record typed from one game tree: board size, game info and the main line (the first child at
 * every node), checked against the board. Variations stay available through {@link #root()}.
 */
public record SgfGame(SgfNode root, int size, SgfGameInfo info, List<SgfMainLineNode> mainLine) {

    public SgfGame {
        mainLine = List.copyOf(mainLine);
    }

    /** Types a game tree; a value that is not what its property needs is refused with its place in the file. */
    public static SgfGame from(SgfNode root) throws SgfException {
        SgfValues.requireGo(root);
        int size = SgfValues.boardSize(root);
        SgfGameInfo info = SgfGameInfo.from(root);
        List<SgfMainLineNode> line = new ArrayList<>();
        SgfNode node = root;
        int index = 0;
        while (true) {
            line.add(SgfMainLineNode.from(node, index++, size));
            if (node.children().isEmpty()) {
                break;
            }
            node = node.children().get(0);
        }
        return new SgfGame(root, size, info, line);
    }

    /** The moves of the main line in order, passes included. */
    public List<SgfMove> mainLineMoves() {
        List<SgfMove> moves = new ArrayList<>(mainLine.size());
        for (SgfMainLineNode node : mainLine) {
            node.move().ifPresent(moves::add);
        }
        return moves;
    }

    /** Black stones set up in the root (AB): handicap stones, or a problem's position. */
    public List<SgfPoint> setupBlack() {
        return mainLine.get(0).addBlack();
    }

    /** White stones set up in the root (AW). */
    public List<SgfPoint> setupWhite() {
        return mainLine.get(0).addWhite();
    }

    /** Who plays first, when the root says so with PL. */
    public Optional<SgfColor> firstPlayer() {
        return mainLine.get(0).playerToMove();
    }

    /** The last node of the main line, where scoring programs put territory (TB, TW). */
    public SgfMainLineNode lastMainLineNode() {
        return mainLine.get(mainLine.size() - 1);
    }
}
