package dev.tengen.sgf;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A Go record typed from one game tree: board size, game info and the main line (the first child at
 * every node), checked against the board. Variations stay available through {@link #root()}.
 *
 * @param warnings the values read although they do not follow FF[4] (game info), in file order
 */
public record SgfGame(SgfNode root, int size, SgfGameInfo info, List<SgfMainLineNode> mainLine, List<SgfWarning> warnings) {

    public SgfGame {
        mainLine = List.copyOf(mainLine);
        warnings = List.copyOf(warnings);
    }

    /**
     * Types a game tree. What the game needs to be replayed must be right, or the tree is refused with the place of the
     * fault: GM, SZ, the moves and points, PL. A game-info value (KM, TM, HA, DT, RE...) never is: one that does not
     * follow FF[4] is kept as text and reported in {@link #warnings()}.
     */
    public static SgfGame from(SgfNode root) throws SgfException {
        SgfValues.requireGo(root);
        int size = SgfValues.boardSize(root);
        List<SgfWarning> warnings = new ArrayList<>();
        SgfGameInfo info = SgfGameInfo.from(root, warnings);
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
        return new SgfGame(root, size, info, line, warnings);
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
