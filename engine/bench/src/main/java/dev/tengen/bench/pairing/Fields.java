package dev.tengen.bench.pairing;

import dev.tengen.pairing.mcmahon.PairingParameters;
import dev.tengen.pairing.mcmahon.SyntheticField;

/** The benchmarks' fields: the pairing tests' made-up opens, four rounds played, the same for the same name. */
final class Fields {

    /** The seed of every field, the one the pairing tests use. */
    static final long SEED = 2024;

    private Fields() {
    }

    /** {@code system} is MCMAHON (bar 2d, floor 20k) or SWISS (score = wins). */
    static SyntheticField of(int players, String system) {
        PairingParameters parameters = system.equals("SWISS") ? PairingParameters.swiss() : PairingParameters.mcMahon(1, -20);
        return SyntheticField.of(players, 4, SEED, parameters);
    }
}
