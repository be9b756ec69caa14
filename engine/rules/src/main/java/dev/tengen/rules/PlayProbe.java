package dev.tengen.rules;

/**
 * What a stone at an empty point would do, read from the neighbouring chains without playing it:
 * whether it keeps a liberty or captures, what it captures, and the position hash after it. The
 * legality check of every move goes through {@link #probe}, so it is written for speed: one pass over
 * the four neighbours, their chain heads read without a colour test (an empty point's or the edge's
 * head is {@link Board#NO_CHAIN}, whose counts stay zero).
 *
 * <p>Pseudo-liberties decide (see {@link Board}): a chain next to p has a liberty besides p exactly
 * when its count exceeds the number of its stones next to p, and none when the two are equal. Capture
 * and self-removal as in Chinese 2002 art. 4-5 and Ing 1991 art. 1-2; which of them a rule set forbids
 * is {@link Game}'s business.
 */
final class PlayProbe {

    private final Board board;
    private final byte[] color;
    private final short[] head;
    private final short[] pseudoLiberties;
    private final short[] chainSize;
    private final int[] neighbourOffset;
    private final int stride;
    private long probedHash;
    private int probedCaptures;
    private final int[] ownChains = new int[4]; // filled by ownChains(p, stone), for the rare paths

    PlayProbe(Board board) {
        this.board = board;
        color = board.color;
        head = board.head;
        pseudoLiberties = board.pseudoLiberties;
        chainSize = board.chainSize;
        neighbourOffset = board.neighbourOffset;
        stride = board.stride;
    }

    /** Number of stones of the chain with head {@code chain} that stand next to {@code p}. */
    private int adjacency(int chain, int p) {
        int count = 0;
        for (int d = 0; d < 4; d++) {
            if (head[p + neighbourOffset[d]] == chain) { // an empty or edge neighbour has no chain
                count++;
            }
        }
        return count;
    }

    /** Would a stone of {@code stone} at the empty point {@code p} remove at least one opposing stone? */
    boolean wouldCapture(int p, byte stone) {
        byte enemy = Board.opposite(stone);
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

    /** Number of own stones a suicide at {@code p} would remove, the played stone included. */
    int suicideSize(int p, byte stone) {
        int total = 1;
        for (int i = ownChains(p, stone) - 1; i >= 0; i--) {
            total += chainSize[ownChains[i]];
        }
        return total;
    }

    /** Puts the heads of the distinct chains of {@code stone} next to {@code p} in {@link #ownChains}; returns how many. */
    private int ownChains(int p, byte stone) {
        int count = 0;
        for (int d = 0; d < 4; d++) {
            int n = p + neighbourOffset[d];
            if (color[n] == stone) {
                int h = head[n];
                boolean seen = false;
                for (int i = 0; i < count; i++) {
                    seen |= ownChains[i] == h;
                }
                if (!seen) {
                    ownChains[count++] = h;
                }
            }
        }
        return count;
    }

    /**
     * The legality hot path in one pass over the four neighbours of the empty point {@code p}: true when
     * a stone of {@code stone} there would keep a liberty or capture, that is, would not remove itself.
     * When it returns true, {@link #probedHash()} holds the position hash after that play.
     */
    boolean probe(int p, byte stone) {
        int n0 = p - stride, n1 = p - 1, n2 = p + 1, n3 = p + stride;
        int c0 = color[n0], c1 = color[n1], c2 = color[n2], c3 = color[n3];
        // Heads of the neighbouring chains; 0 (no chain) for an empty point or the edge, whose count is 0.
        int k0 = head[n0], k1 = head[n1], k2 = head[n2], k3 = head[n3];
        // Each side's pseudo-liberties left once p is taken: its chain's count less its stones next to p.
        int l0 = pseudoLiberties[k0] - Board.adjacency(k0, k1, k2, k3), l1 = pseudoLiberties[k1] - Board.adjacency(k1, k0, k2, k3);
        int l2 = pseudoLiberties[k2] - Board.adjacency(k2, k0, k1, k3), l3 = pseudoLiberties[k3] - Board.adjacency(k3, k0, k1, k2);
        int enemy = Board.opposite(stone);
        // An opposing chain left with none is captured: rare, so its hash and size are read on a path of their own.
        int captures = Board.eq(c0, enemy) & Board.eq(l0, 0) | (Board.eq(c1, enemy) & Board.eq(l1, 0)) << 1
                | (Board.eq(c2, enemy) & Board.eq(l2, 0)) << 2 | (Board.eq(c3, enemy) & Board.eq(l3, 0)) << 3;
        if (captures != 0) {
            // A chain met on several sides is taken at its first: the later sides with the same head drop out.
            probeCapture(p, stone, captures & ~Board.repeatedSides(k0, k1, k2, k3));
            return true;
        }
        // An empty neighbour (Board.EMPTY is 0), or an own chain left with a pseudo-liberty (-l >>> 31: l > 0).
        int breathes = Board.eq(c0 * c1 * c2 * c3, 0) | Board.eq(c0, stone) & -l0 >>> 31 | Board.eq(c1, stone) & -l1 >>> 31
                | Board.eq(c2, stone) & -l2 >>> 31 | Board.eq(c3, stone) & -l3 >>> 31;
        probedHash = board.hash ^ Board.key(p, stone);
        probedCaptures = 0;
        return breathes != 0;
    }

    /**
     * The hash and the captures of a play at {@code p} that captures the chains on the sides set in
     * {@code captured} (bit d for direction d, each chain once).
     */
    private void probeCapture(int p, byte stone, int captured) {
        byte enemy = Board.opposite(stone);
        long h = board.hash ^ Board.key(p, stone);
        int captures = 0;
        for (int rest = captured; rest != 0; rest &= rest - 1) {
            int k = head[p + neighbourOffset[Integer.numberOfTrailingZeros(rest)]];
            h ^= board.chainKey(k, enemy);
            captures += chainSize[k];
        }
        probedHash = h;
        probedCaptures = captures;
    }

    /** The hash computed by the last {@link #probe} that returned true. */
    long probedHash() {
        return probedHash;
    }

    /** The opposing stones the play of the last {@link #probe} that returned true would capture. */
    int probedCaptures() {
        return probedCaptures;
    }

    /** Empty points next to {@code p}: the liberties of a lone stone there. */
    int emptyNeighbours(int p) {
        return (color[p - stride] == Board.EMPTY ? 1 : 0) + (color[p - 1] == Board.EMPTY ? 1 : 0)
                + (color[p + 1] == Board.EMPTY ? 1 : 0) + (color[p + stride] == Board.EMPTY ? 1 : 0);
    }

    /** The number of stones on the board after a stone of {@code stone} is played at the empty point {@code p}. */
    int stonesAfter(int p, byte stone) {
        int before = board.stoneCount();
        return probe(p, stone) ? before + 1 - probedCaptures : before + 1 - suicideSize(p, stone);
    }

    /** The position hash after a stone of {@code stone} is played at the empty point {@code p}. */
    long hashAfter(int p, byte stone) {
        if (probe(p, stone)) {
            return probedHash;
        }
        // Multi-stone self-removal (Ing art. 1): the played stone and its friends leave the board.
        long h = board.hash;
        for (int i = ownChains(p, stone) - 1; i >= 0; i--) {
            h ^= board.chainKey(ownChains[i], stone);
        }
        return h;
    }
}
