package dev.tengen.pairing.swiss;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * Who sits out when the number to pair is odd. The seeds do not say; the reading here (see
 * docs/drafts/pairing-systems.md): someone who has not had a bye, from the lowest score group, the
 * last in pairing order, but never a choice that would force a repeated meeting another choice avoids.
 */
public final class ByeChoice {

    private ByeChoice() {
    }

    public static String choose(List<String> pairingOrder, SwissHistory history, BiPredicate<String, String> mayMeet) {
        List<String> candidates = new ArrayList<>(pairingOrder.reversed());
        candidates.sort(Comparator.comparing((String p) -> history.hadBye(p)).thenComparingInt(history::points));
        int best = FeasiblePairer.maximumFreshPairs(pairingOrder, mayMeet);
        for (String candidate : candidates) {
            List<String> rest = new ArrayList<>(pairingOrder);
            rest.remove(candidate);
            if (FeasiblePairer.maximumFreshPairs(rest, mayMeet) == best) {
                return candidate;
            }
        }
        throw new IllegalStateException("some player can always sit out without losing a pair");
    }
}
