package dev.tengen.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The stones on the board, built for speed: a one-dimensional array with a shared border column,
 * chains kept as circular lists with a representative ("head"), pseudo-liberty counts and a Zobrist
 * hash per chain, and the empty points in a list for O(1) random choice.
 *
 * <p>A pseudo-liberty is a (stone, adjacent empty point) pair; a chain has no liberty exactly when
 * its count is zero, and has a liberty other than {@code p} exactly when its count exceeds the number
 * of its stones next to {@code p}. That is all legality needs (capture, forbidden intersection).
 *
 * <p>Mutable and not thread-safe. Rules about ko, repetition and turns live in {@link Game}; the board
 * only knows stones, chains and removal (Chinese 2002 art. 3-4, Korean 2016 art. 4, Ing art. 2).
 */
public final class Board implements BoardView {

    public static final byte EMPTY = 0;
    public static final byte BLACK = 1;
    public static final byte WHITE = 2;
    public static final byte EDGE = 3;

    /**
     * The head of an empty point or of the edge. Index 0 is a corner of the border, never a stone, so
     * its chain counts stay zero.
     */
    private static final short NO_CHAIN = 0;

    private final int size;
    private final int stride;
    private final byte[] color;
    private final short[] head;
    private final short[] next;
    private final short[] pseudoLiberties; // indexed by head
    private final short[] chainSize;        // indexed by head
    private final long[] chainHash;       // indexed by head
    private final short[] emptyList;
    private final short[] emptyIndex;
    private final int[] neighbourOffset;
    private final short[] removed;          // stones removed by the last play
    private int emptyCount;
    private int removedCount;
    private long hash;

    public Board(int size) {
        if (size < 2 || size > Point.MAX_BOARD_SIZE) {
            throw new IllegalArgumentException("board size must be 2 to " + Point.MAX_BOARD_SIZE + ", was " + size);
        }
        this.size = size;
        this.stride = size + 1;
        EmptyLayout empty = EmptyLayout.of(size);
        int length = empty.color().length;
        color = empty.color().clone();
        emptyList = empty.emptyList().clone();
        emptyIndex = empty.emptyIndex().clone();
        emptyCount = size * size;
        // Chain data is read only under a stone, so an empty board needs none of it set.
        head = new short[length];
        next = new short[length];
        pseudoLiberties = new short[length];
        chainSize = new short[length];
        chainHash = new long[length];
        removed = new short[length];
        neighbourOffset = new int[] {-stride, -1, 1, stride};
    }

    private Board(Board other) {
        size = other.size;
        stride = other.stride;
        color = other.color.clone();
        head = other.head.clone();
        next = other.next.clone();
        pseudoLiberties = other.pseudoLiberties.clone();
        chainSize = other.chainSize.clone();
        chainHash = other.chainHash.clone();
        emptyList = other.emptyList.clone();
        emptyIndex = other.emptyIndex.clone();
        removed = new short[other.removed.length];
        neighbourOffset = other.neighbourOffset;
        emptyCount = other.emptyCount;
        hash = other.hash;
    }

    public Board copy() {
        return new Board(this);
    }

    @Override
    public int size() {
        return size;
    }

    /** Length of the index space; indices of points lie in {@code [0, indexLimit())}. */
    public int indexLimit() {
        return color.length;
    }

    @Override
    public int index(int x, int y) {
        return (y + 1) * stride + x + 1;
    }

    public int index(Point p) {
        if (!p.isOn(size)) {
            throw new IllegalArgumentException("point " + p + " is off a " + size + "x" + size + " board");
        }
        return index(p.x(), p.y());
    }

    @Override
    public Point point(int index) {
        return new Point(index % stride - 1, index / stride - 1);
    }

    @Override
    public byte at(int index) {
        return color[index];
    }

    public Color colorAt(Point p) {
        return toColor(color[index(p)]);
    }

    public boolean isEmpty(Point p) {
        return color[index(p)] == EMPTY;
    }

    @Override
    public int neighbour(int index, int direction) {
        return index + neighbourOffset[direction];
    }

    @Override
    public long hash() {
        return hash;
    }

    /** Stones on the board, both colours. */
    public int stoneCount() {
        return size * size - emptyCount;
    }

    @Override
    public int emptyCount() {
        return emptyCount;
    }

    @Override
    public int emptyAt(int i) {
        return emptyList[i];
    }

    public int chainHead(int index) {
        return head[index];
    }

    public int chainSize(int index) {
        return chainSize[head[index]];
    }

    public int nextInChain(int index) {
        return next[index];
    }

    /** Exact liberty count of the chain through {@code index} (walks the chain). */
    public int liberties(int index) {
        return libertyPoints(index).size();
    }

    public List<Integer> libertyPoints(int index) {
        List<Integer> result = new ArrayList<>();
        int s = index;
        do {
            for (int d = 0; d < 4; d++) {
                int n = s + neighbourOffset[d];
                if (color[n] == EMPTY && !result.contains(n)) {
                    result.add(n);
                }
            }
            s = next[s];
        } while (s != index);
        return result;
    }

    public List<Integer> chainStones(int index) {
        List<Integer> result = new ArrayList<>();
        int s = index;
        do {
            result.add(s);
            s = next[s];
        } while (s != index);
        return result;
    }

    /** Number of stones of the chain with head {@code chain} that stand next to {@code p}. */
    private int adjacency(int chain, int p) {
        int count = 0;
        for (int d = 0; d < 4; d++) {
            int n = p + neighbourOffset[d];
            byte c = color[n];
            if ((c == BLACK || c == WHITE) && head[n] == chain) {
                count++;
            }
        }
        return count;
    }

    /** Would a stone of {@code stone} at the empty point {@code p} remove at least one opposing stone? */
    public boolean wouldCapture(int p, byte stone) {
        byte enemy = opposite(stone);
        for (int d = 0; d < 4; d++) {
            int n = p + neighbourOffset[d];
            if (color[n] == enemy) {
                int h = head[n];
                if (pseudoLiberties[h] == adjacency(h, p)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Would a stone at the empty point {@code p} be left without a liberty after the opposing stones
     * it captures are removed? That is self-removal (suicide).
     */
    public boolean wouldBeSuicide(int p, byte stone) {
        return !probe(p, stone);
    }

    /** Number of own stones a suicide at {@code p} would remove, the played stone included. */
    public int suicideSize(int p, byte stone) {
        int total = 1;
        int seen0 = -1, seen1 = -1, seen2 = -1;
        for (int d = 0; d < 4; d++) {
            int n = p + neighbourOffset[d];
            if (color[n] == stone) {
                int h = head[n];
                if (h != seen0 && h != seen1 && h != seen2) {
                    total += chainSize[h];
                    if (seen0 < 0) seen0 = h; else if (seen1 < 0) seen1 = h; else seen2 = h;
                }
            }
        }
        return total;
    }

    private long probedHash;
    private int probedCaptures;

    /**
     * The legality hot path in one pass over the four neighbours of the empty point {@code p}: true when
     * a stone of {@code stone} there would keep a liberty or capture, that is, would not remove itself.
     * When it returns true, {@link #probedHash()} holds the position hash after that play.
     */
    public boolean probe(int p, byte stone) {
        int n0 = p - stride, n1 = p - 1, n2 = p + 1, n3 = p + stride;
        byte c0 = color[n0], c1 = color[n1], c2 = color[n2], c3 = color[n3];
        // Heads of the neighbouring chains; 0 (no chain) for an empty point or the edge.
        int k0 = head[n0], k1 = head[n1], k2 = head[n2], k3 = head[n3];
        boolean breathes = c0 * c1 * c2 * c3 == 0; // an empty neighbour (EMPTY is 0)
        long h = hash ^ key(p, stone);
        int captures = 0;
        // Each chain is judged once, at its first side, against the number of its stones next to p.
        if (k0 != NO_CHAIN) {
            int adjacent = 1 + same(k1, k0) + same(k2, k0) + same(k3, k0);
            if (c0 == stone) {
                breathes |= pseudoLiberties[k0] > adjacent;
            } else if (pseudoLiberties[k0] == adjacent) {
                breathes = true;
                h ^= chainHash[k0];
                captures += chainSize[k0];
            }
        }
        if (k1 != NO_CHAIN && k1 != k0) {
            int adjacent = 1 + same(k2, k1) + same(k3, k1);
            if (c1 == stone) {
                breathes |= pseudoLiberties[k1] > adjacent;
            } else if (pseudoLiberties[k1] == adjacent) {
                breathes = true;
                h ^= chainHash[k1];
                captures += chainSize[k1];
            }
        }
        if (k2 != NO_CHAIN && k2 != k0 && k2 != k1) {
            int adjacent = 1 + same(k3, k2);
            if (c2 == stone) {
                breathes |= pseudoLiberties[k2] > adjacent;
            } else if (pseudoLiberties[k2] == adjacent) {
                breathes = true;
                h ^= chainHash[k2];
                captures += chainSize[k2];
            }
        }
        if (k3 != NO_CHAIN && k3 != k0 && k3 != k1 && k3 != k2) {
            if (c3 == stone) {
                breathes |= pseudoLiberties[k3] > 1;
            } else if (pseudoLiberties[k3] == 1) {
                breathes = true;
                h ^= chainHash[k3];
                captures += chainSize[k3];
            }
        }
        probedHash = h;
        probedCaptures = captures;
        return breathes;
    }

    /** The hash computed by the last {@link #probe} that returned true. */
    public long probedHash() {
        return probedHash;
    }

    private static int same(int a, int b) {
        return a == b ? 1 : 0;
    }

    /** The opposing stones the play of the last {@link #probe} that returned true would capture. */
    public int probedCaptures() {
        return probedCaptures;
    }

    /** Empty points next to {@code p}: the liberties of a lone stone there. */
    public int emptyNeighbours(int p) {
        return (color[p - stride] == EMPTY ? 1 : 0) + (color[p - 1] == EMPTY ? 1 : 0)
                + (color[p + 1] == EMPTY ? 1 : 0) + (color[p + stride] == EMPTY ? 1 : 0);
    }

    /** The position hash after a stone of {@code stone} is played at the empty point {@code p}. */
    public long hashAfter(int p, byte stone) {
        if (probe(p, stone)) {
            return probedHash;
        }
        // Multi-stone self-removal (Ing art. 1): the played stone and its friends leave the board.
        long h = hash;
        int seen0 = -1, seen1 = -1, seen2 = -1;
        for (int d = 0; d < 4; d++) {
            int n = p + neighbourOffset[d];
            if (color[n] == stone) {
                int chain = head[n];
                if (chain != seen0 && chain != seen1 && chain != seen2) {
                    h ^= chainHash[chain];
                    if (seen0 < 0) seen0 = chain; else if (seen1 < 0) seen1 = chain; else seen2 = chain;
                }
            }
        }
        return h;
    }

    /**
     * Plays a stone at the empty point {@code p}: removes opposing chains left breathless and then,
     * if its own chain has no liberty, that chain (self-removal; callers forbid it where the rules do).
     * When both sides are breathless the mover removes the opponent's stones (Chinese 2002 art. 4.2,
     * Ing art. 2).
     *
     * @return the number of opposing stones removed; own stones removed by self-removal are reported
     *     by {@link #selfRemoved()}
     */
    public int play(int p, byte stone) {
        removedCount = 0;
        selfRemoved = 0;
        int breathless = put(p, stone);
        int captured = 0;
        if (breathless != 0) {
            byte enemy = opposite(stone);
            for (int d = 0; d < 4; d++) {
                int n = p + neighbourOffset[d];
                // A chain touching p twice is removed through its first side; the second then reads empty.
                if ((breathless & (1 << d)) != 0 && color[n] == enemy) {
                    captured += remove(head[n]);
                }
            }
        }
        if (captured == 0 && pseudoLiberties[head[p]] == 0) {
            selfRemoved = remove(head[p]);
        }
        return captured;
    }

    private int selfRemoved;

    /** Own stones removed by the last play (self-removal of a group, legal only under Ing art. 1). */
    public int selfRemoved() {
        return selfRemoved;
    }

    /** Stones removed by the last play, opposing or own. */
    public int removedCount() {
        return removedCount;
    }

    public int removedAt(int i) {
        return removed[i];
    }

    /** Takes a stone off the board outside play: dead-stone removal, setup, corrections. */
    public void removeStone(int p) {
        if (color[p] != BLACK && color[p] != WHITE) {
            return;
        }
        byte stone = color[p];
        List<Integer> stones = chainStones(p);
        for (int s : stones) {
            clear(s);
        }
        pseudoLibertiesReleased(stones);
        for (int s : stones) {
            if (s != p) {
                place(s, stone);
            }
        }
    }

    /** Puts a stone on an empty point outside play (handicap or setup stones): no capture. */
    public void place(int p, byte stone) {
        if (color[p] != EMPTY) {
            throw new IllegalStateException("point " + point(p) + " is not empty");
        }
        put(p, stone);
    }

    /**
     * Puts a stone on the empty point {@code p}: every neighbouring chain loses the pseudo-liberty p
     * (a chain touching p twice loses two), own chains merge with the new stone.
     *
     * @return a bit {@code 1 << d} for each direction d whose opposing chain is left without a
     *     pseudo-liberty
     */
    private int put(int p, byte stone) {
        removeEmpty(p);
        color[p] = stone;
        long k = key(p, stone);
        hash ^= k;
        int n0 = p - stride, n1 = p - 1, n2 = p + 1, n3 = p + stride;
        byte c0 = color[n0], c1 = color[n1], c2 = color[n2], c3 = color[n3];
        int k0 = head[n0], k1 = head[n1], k2 = head[n2], k3 = head[n3];
        pseudoLiberties[k0]--;
        pseudoLiberties[k1]--;
        pseudoLiberties[k2]--;
        pseudoLiberties[k3]--;
        pseudoLiberties[NO_CHAIN] = 0; // empty and edge neighbours were counted down on it: undone
        head[p] = (short) p;
        next[p] = (short) p;
        chainSize[p] = 1;
        chainHash[p] = k;
        pseudoLiberties[p] = (short) ((c0 == EMPTY ? 1 : 0) + (c1 == EMPTY ? 1 : 0) + (c2 == EMPTY ? 1 : 0) + (c3 == EMPTY ? 1 : 0));
        // Heads are read again: a merge may have renamed the chain of a later side.
        int chain = p;
        if (c0 == stone) {
            chain = merge(chain, head[n0]);
        }
        if (c1 == stone) {
            chain = merge(chain, head[n1]);
        }
        if (c2 == stone) {
            chain = merge(chain, head[n2]);
        }
        if (c3 == stone) {
            chain = merge(chain, head[n3]);
        }
        byte enemy = opposite(stone);
        return (c0 == enemy && pseudoLiberties[k0] == 0 ? 1 : 0) | (c1 == enemy && pseudoLiberties[k1] == 0 ? 2 : 0)
                | (c2 == enemy && pseudoLiberties[k2] == 0 ? 4 : 0) | (c3 == enemy && pseudoLiberties[k3] == 0 ? 8 : 0);
    }

    private void clear(int s) {
        hash ^= key(s, color[s]);
        color[s] = EMPTY;
        head[s] = NO_CHAIN;
        addEmpty(s);
    }

    private void pseudoLibertiesReleased(List<Integer> stones) {
        for (int s : stones) {
            for (int d = 0; d < 4; d++) {
                int n = s + neighbourOffset[d];
                byte c = color[n];
                if (c == BLACK || c == WHITE) {
                    pseudoLiberties[head[n]]++;
                }
            }
        }
    }

    /** Joins the chains with heads {@code a} and {@code b} (the same chain: nothing); returns the head. */
    private int merge(int a, int b) {
        if (a == b) {
            return a;
        }
        if (chainSize[a] < chainSize[b]) {
            int t = a;
            a = b;
            b = t;
        }
        int s = b;
        do {
            head[s] = (short) a;
            s = next[s];
        } while (s != b);
        short t = next[a];
        next[a] = next[b];
        next[b] = t;
        chainSize[a] += chainSize[b];
        pseudoLiberties[a] += pseudoLiberties[b];
        chainHash[a] ^= chainHash[b];
        return a;
    }

    /** Takes a whole chain off the board; its neighbours regain the pseudo-liberties it took. */
    private int remove(int chain) {
        int count = 0;
        int s = chain;
        do {
            hash ^= key(s, color[s]);
            color[s] = EMPTY;
            addEmpty(s);
            removed[removedCount++] = (short) s;
            head[s] = NO_CHAIN;
            count++;
            // Every neighbouring chain gains the point. Stones of this chain not yet cleared gain too:
            // harmless, the chain's counts die with it; empty points and the edge count on NO_CHAIN.
            pseudoLiberties[head[s - stride]]++;
            pseudoLiberties[head[s - 1]]++;
            pseudoLiberties[head[s + 1]]++;
            pseudoLiberties[head[s + stride]]++;
            s = next[s];
        } while (s != chain);
        pseudoLiberties[NO_CHAIN] = 0;
        return count;
    }

    private void removeEmpty(int p) {
        int i = emptyIndex[p];
        int last = emptyList[--emptyCount];
        emptyList[i] = (short) last;
        emptyIndex[last] = (short) i;
    }

    private void addEmpty(int p) {
        emptyIndex[p] = (short) emptyCount;
        emptyList[emptyCount++] = (short) p;
    }

    private static long key(int p, byte stone) {
        return Zobrist.key(p, stone);
    }

    public static byte opposite(byte stone) {
        return (byte) (3 - stone);
    }

    public static byte stoneOf(Color c) {
        return c == Color.BLACK ? BLACK : WHITE;
    }

    public static Color toColor(byte stone) {
        return switch (stone) {
            case BLACK -> Color.BLACK;
            case WHITE -> Color.WHITE;
            default -> null;
        };
    }

    /** Rows from the top, {@code X} black, {@code O} white, {@code .} empty. */
    @Override
    public String toString() {
        return BoardText.render(this);
    }

    /** Builds a board from rows drawn with {@code X}/{@code B} black, {@code O}/{@code W} white, anything else empty. */
    public static Board parse(String... rows) {
        return BoardText.parse(rows);
    }
}
