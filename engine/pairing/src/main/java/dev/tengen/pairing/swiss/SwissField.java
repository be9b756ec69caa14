package dev.tengen.pairing.swiss;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The entries of a Swiss tournament in ID order (ID 1 first, drawn before round 1: Chinese 2002
 * App. 5.2(1)), the ones not to pair, and the points a pairing bye is worth.
 *
 * @param idsInOrder every entry, ID 1 first
 * @param notPaired withdrawn entries (art. 28.3) and entries absent this round
 * @param byePoints points for a pairing bye
 */
public record SwissField(List<String> idsInOrder, Set<String> notPaired, int byePoints) {

    /** A win's worth (art. 27.1): the seeds do not value a bye; this is the usual practice. */
    public static final int DEFAULT_BYE_POINTS = 2;

    public SwissField {
        idsInOrder = List.copyOf(idsInOrder);
        notPaired = Set.copyOf(notPaired);
    }

    public static SwissField of(List<String> idsInOrder) {
        return new SwissField(idsInOrder, Set.of(), DEFAULT_BYE_POINTS);
    }

    /** Art. 28.3: after withdrawing, the player is not paired any more; his score stays valid. */
    public SwissField withdraw(String player) {
        Set<String> out = new HashSet<>(notPaired);
        out.add(player);
        return new SwissField(idsInOrder, out, byePoints);
    }

    public int id(String player) {
        int index = idsInOrder.indexOf(player);
        if (index < 0) {
            throw new IllegalArgumentException("not an entry: " + player);
        }
        return index + 1;
    }

    public List<String> toPair() {
        return idsInOrder.stream().filter(p -> !notPaired.contains(p)).toList();
    }
}
