package dev.tengen.tournament.service.api;

import java.util.List;

/** The pairing systems a tournament can be configured with. */
public final class PairingSystems {

    /**
     * The names {@code dev.tengen.tournament.PairingSystem#name()} gives its systems (engine/tournament), which
     * the engine does not list in one place: round robin, knock-out, Swiss and Swiss knock-out are Chinese 2002
     * art. 26.1 to 26.4, McMahon the EGF system, Ing the Ing 1991 tournament system.
     */
    public static final List<String> NAMES = List.of("round-robin", "knockout", "swiss", "swiss-knockout", "mcmahon", "ing");

    private PairingSystems() {
    }
}
