package dev.tengen.rules;

/**
 * Reading a board without the right to change it: what a game shares of its live board with scorers,
 * playouts and displays, so they need no copy on the hot path.
 */
public interface BoardView {

    int size();

    int index(int x, int y);

    Point point(int index);

    /** {@link Board#EMPTY}, {@link Board#BLACK}, {@link Board#WHITE} or {@link Board#EDGE}. */
    byte at(int index);

    /** The neighbour of {@code index} in direction 0 (up), 1 (left), 2 (right) or 3 (down). */
    int neighbour(int index, int direction);

    int emptyCount();

    /** The {@code i}-th empty point, in no particular order. */
    int emptyAt(int i);

    long hash();
}
