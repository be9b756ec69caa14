package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.RoundPairing;
import java.util.Objects;

/** The pairing of a round, or why it cannot be made. */
public sealed interface PairingOutcome {

    record Paired(RoundPairing pairing) implements PairingOutcome {

        public Paired {
            Objects.requireNonNull(pairing);
        }
    }

    record Refused(String reason) implements PairingOutcome {

        public Refused {
            Objects.requireNonNull(reason);
        }
    }
}
