package dev.tengen.pairing.matching;

/**
 * A maximum-weight perfect matching and the duals that prove it.
 *
 * @param mate for each vertex its partner
 * @param certificate the dual solution; {@link DualCertificate#slack} is zero on every matched pair
 */
public record PerfectMatching(int[] mate, DualCertificate certificate) {
}
