package dev.tengen.pairing.roundrobin;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.random.RandomGenerator;

/** Drawing lots for numbers: the entries in drawn-number order (number 1 first). */
public final class NumberDraw {

    private NumberDraw() {
    }

    /** Chinese 2002 App. 3.1 and 5.2(1): each participant draws a number; the generator is the lot. */
    public static List<String> draw(List<String> entries, RandomGenerator lot) {
        List<String> numbered = new ArrayList<>(entries);
        Collections.shuffle(numbered, lot);
        return List.copyOf(numbered);
    }
}
