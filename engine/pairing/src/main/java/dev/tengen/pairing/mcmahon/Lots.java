package dev.tengen.pairing.mcmahon;

/** Reproducible lots: a 64-bit mixer (Stafford's variant 13 of the SplitMix64 finaliser). */
final class Lots {

    private Lots() {
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** A number in [0, 1) drawn for the pair, the same whichever player is named first. */
    static double pairLot(long a, long b) {
        return (mix(a ^ b) >>> 11) * 0x1.0p-53;
    }
}
