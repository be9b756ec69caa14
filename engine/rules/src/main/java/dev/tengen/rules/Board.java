package dev.tengen.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The stones on the board, built for speed: a one-dimensional array with a shared border column,
 * chains kept as circular lists with a representative ("head") and pseudo-liberty and stone counts
 * per chain, the empty points in a list for O(1) random choice, and the position's Zobrist hash. An
 * empty point or the edge has the head {@link #NO_CHAIN}, so code may read the chain counts of all four
 * neighbours without testing colours. A captured chain's hash is combined from its stones when asked
 * ({@link #chainKey}): captures are rare, so keeping one per chain would cost more than it saves.
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
    static final short NO_CHAIN = 0;

    private final int size;
    // Read by PlayProbe, which answers what a play would do from the same arrays.
    final int stride;
    final byte[] color;
    final short[] head;
    private final short[] next;
    final short[] pseudoLiberties; // indexed by head
    final short[] chainSize;       // indexed by head
    private final short[] emptyList;
    private final short[] emptyIndex;
    final int[] neighbourOffset;
    private final int[] sideOrSelf; // neighbourOffset and 0, the point itself, as side 4
    private final short[] removed;          // stones removed by the last play
    private int emptyCount;
    private int removedCount;
    long hash;
    private final PlayProbe reading;

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
        removed = new short[length];
        neighbourOffset = new int[] {-stride, -1, 1, stride};
        sideOrSelf = new int[] {-stride, -1, 1, stride, 0};
        reading = new PlayProbe(this);
    }

    private Board(Board other) {
        size = other.size;
        stride = other.stride;
        color = other.color.clone();
        head = other.head.clone();
        next = other.next.clone();
        pseudoLiberties = other.pseudoLiberties.clone();
        chainSize = other.chainSize.clone();
        emptyList = other.emptyList.clone();
        emptyIndex = other.emptyIndex.clone();
        removed = new short[other.removed.length];
        neighbourOffset = other.neighbourOffset;
        sideOrSelf = other.sideOrSelf;
        emptyCount = other.emptyCount;
        hash = other.hash;
        reading = new PlayProbe(this);
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

    /**
     * Computed rather than read from {@link #neighbourOffset}: in a caller's loop over the four
     * directions the compiler then folds each offset to a constant.
     */
    @Override
    public int neighbour(int index, int direction) {
        return switch (direction) {
            case 0 -> index - stride;
            case 1 -> index - 1;
            case 2 -> index + 1;
            case 3 -> index + stride;
            default -> throw new IllegalArgumentException("direction must be 0 to 3, was " + direction);
        };
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

    /** The liberties of the chain through {@code index}, each once (walks the chain). */
    public List<Integer> libertyPoints(int index) {
        List<Integer> result = new ArrayList<>();
        for (int s : chainStones(index)) {
            for (int d = 0; d < 4; d++) {
                int n = s + neighbourOffset[d];
                if (color[n] == EMPTY && !result.contains(n)) {
                    result.add(n);
                }
            }
        }
        return result;
    }

    /** The stones of the chain through {@code index}, from that stone on. */
    public List<Integer> chainStones(int index) {
        List<Integer> result = new ArrayList<>();
        int s = index;
        do {
            result.add(s);
            s = next[s];
        } while (s != index);
        return result;
    }

    /** Would a stone of {@code stone} at the empty point {@code p} remove at least one opposing stone? */
    public boolean wouldCapture(int p, byte stone) {
        return reading.wouldCapture(p, stone);
    }

    /**
     * Would a stone at the empty point {@code p} be left without a liberty after the opposing stones
     * it captures are removed? That is self-removal (suicide).
     */
    public boolean wouldBeSuicide(int p, byte stone) {
        return !reading.probe(p, stone);
    }

    /** The Zobrist keys of the stones of {@code stone} in the chain through {@code index}, combined. */
    long chainKey(int index, byte stone) {
        long k = 0;
        int s = index;
        do {
            k ^= key(s, stone);
            s = next[s];
        } while (s != index);
        return k;
    }

    /** What a play would do, read without playing it: the legality checks of this package. */
    PlayProbe reading() {
        return reading;
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
            // Only the sides left breathless, in the order of the directions, one branch each.
            for (int rest = breathless; rest != 0; rest &= rest - 1) {
                int n = p + neighbourOffset[Integer.numberOfTrailingZeros(rest)];
                // A chain touching p twice is removed through its first side; the second then reads empty.
                if (color[n] == enemy) {
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
        int played = removedCount;
        remove(p);
        removedCount = played; // not a play: the stones the last play removed stay reported
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
        hash ^= key(p, stone);
        int n0 = p - stride, n1 = p - 1, n2 = p + 1, n3 = p + stride;
        int c0 = color[n0], c1 = color[n1], c2 = color[n2], c3 = color[n3];
        int k0 = head[n0], k1 = head[n1], k2 = head[n2], k3 = head[n3];
        // Each side's chain loses the pseudo-liberties it had at p, one per stone of it next to p. A chain
        // met on two sides gets the same count twice; empty and edge sides write on NO_CHAIN, reset after.
        int l0 = pseudoLiberties[k0] - adjacency(k0, k1, k2, k3), l1 = pseudoLiberties[k1] - adjacency(k1, k0, k2, k3);
        int l2 = pseudoLiberties[k2] - adjacency(k2, k0, k1, k3), l3 = pseudoLiberties[k3] - adjacency(k3, k0, k1, k2);
        pseudoLiberties[k0] = (short) l0;
        pseudoLiberties[k1] = (short) l1;
        pseudoLiberties[k2] = (short) l2;
        pseudoLiberties[k3] = (short) l3;
        pseudoLiberties[NO_CHAIN] = 0;
        // The stone joins the chain of its first own side as merge would (a chain of more stones keeps
        // its head; of two lone stones the new one heads), but without a branch on the colours around
        // it: with no own side, side 4 is p itself and the stone stays a chain of its own. Either way
        // one stone, the one that does not head, takes the other's head and the two lists are spliced.
        // A chain met on several sides counts at its first: there is then nothing to merge at the others.
        int own = (eq(c0, stone) | eq(c1, stone) << 1 | eq(c2, stone) << 2 | eq(c3, stone) << 3) & ~repeatedSides(k0, k1, k2, k3);
        head[p] = (short) p;
        next[p] = (short) p;
        chainSize[p] = 0;
        pseudoLiberties[p] = 0;
        int first = head[p + sideOrSelf[Integer.numberOfTrailingZeros(own | 0x10)]];
        int size = chainSize[first];
        int chain = p + ((first - p) & -((1 - size) >>> 31)); // first when it holds more than one stone
        int other = first + p - chain;
        head[other] = (short) chain;
        short t = next[chain];
        next[chain] = next[other];
        next[other] = t;
        chainSize[chain] = (short) (size + 1);
        pseudoLiberties[chain] = (short) (pseudoLiberties[first] + eq(c0, EMPTY) + eq(c1, EMPTY) + eq(c2, EMPTY) + eq(c3, EMPTY));
        // Further own chains merge, each a chain of its own; heads are read again, since a merge may have
        // renamed a later side's chain.
        for (int rest = own & own - 1; rest != 0; rest &= rest - 1) {
            chain = merge(chain, head[p + sideOrSelf[Integer.numberOfTrailingZeros(rest)]]);
        }
        // An opposing side's count is never negative, so eq(l, 0) reads "left with none" there.
        int enemy = opposite(stone);
        return eq(c0, enemy) & eq(l0, 0) | (eq(c1, enemy) & eq(l1, 0)) << 1 | (eq(c2, enemy) & eq(l2, 0)) << 2
                | (eq(c3, enemy) & eq(l3, 0)) << 3;
    }

    /**
     * Stones of the chain with head {@code k} next to a point, given the heads {@code a}, {@code b},
     * {@code c} on the point's other three sides: the pseudo-liberties that chain has at the point.
     */
    static int adjacency(int k, int a, int b, int c) {
        return 1 + eq(k, a) + eq(k, b) + eq(k, c);
    }

    /**
     * A bit {@code 1 << d} for each side d whose head {@code k0} to {@code k3} repeats that of an earlier
     * side: the same chain, or both without a chain (empty or edge).
     */
    static int repeatedSides(int k0, int k1, int k2, int k3) {
        return eq(k1, k0) << 1 | (eq(k2, k0) | eq(k2, k1)) << 2 | (eq(k3, k0) | eq(k3, k1) | eq(k3, k2)) << 3;
    }

    /**
     * 1 when {@code a == b}, else 0, computed without a branch (for {@code a ^ b >= 0}, true of
     * colours, heads and counts): the hot paths test neighbours whose colours follow no pattern a
     * branch predictor could learn.
     */
    static int eq(int a, int b) {
        return ((a ^ b) - 1) >>> 31;
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
        return a;
    }

    /**
     * Takes the whole chain through the stone {@code chain} off the board, walking it from that stone;
     * its neighbours regain the pseudo-liberties it took.
     */
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

    static long key(int p, byte stone) {
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
