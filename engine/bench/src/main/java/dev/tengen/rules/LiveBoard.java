package dev.tengen.rules;

/**
 * The benchmarks' door to a game's live board, which {@link Game} keeps package-private: a playout
 * must read stones and empty points without the copy {@link Game#position()} makes. Read only.
 */
public final class LiveBoard {

    private LiveBoard() {}

    public static Board of(Game game) {
        return game.board();
    }
}
