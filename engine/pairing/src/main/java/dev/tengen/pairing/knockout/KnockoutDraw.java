package dev.tengen.pairing.knockout;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * The first-round draw of a knock-out (Chinese 2002 App. 1): seeds on their places, byes spread over
 * the areas, the other players on the remaining places by their drawn numbers.
 */
public final class KnockoutDraw {

    /** The outcome of a draw: the filled bracket or why it cannot be made. */
    public sealed interface Result {
    }

    /** The bracket, slot 1 first; an empty slot is a bye for the player facing it. */
    public record Drawn(BracketLayout layout, List<Optional<String>> slots) implements Result {

        public Drawn {
            slots = List.copyOf(slots);
        }
    }

    public record Refused(String reason) implements Result {
    }

    private KnockoutDraw() {
    }

    /**
     * @param seedsInOrder seeded players, best first (first seeds, then second seeds)
     * @param othersInNumberOrder the other players in drawn-number order ({@code NumberDraw})
     * @param placement drawn or snake placement of the seeds
     * @param lot the lot for {@link SeedPlacement#DRAWN}
     */
    public static Result place(List<String> seedsInOrder, List<String> othersInNumberOrder, SeedPlacement placement, RandomGenerator lot) {
        List<String> everyone = new ArrayList<>(seedsInOrder);
        everyone.addAll(othersInNumberOrder);
        if (new LinkedHashSet<>(everyone).size() != everyone.size()) {
            return new Refused("a player is listed twice in the draw");
        }
        if (everyone.size() < 2) {
            return new Refused("a knock-out needs at least two players (Chinese 2002 App. 1.1)");
        }
        BracketLayout layout = BracketLayout.of(everyone.size());
        if (seedsInOrder.size() > layout.seedCapacity()) {
            return new Refused("at most " + layout.seedCapacity() + " seeds fit a bracket of " + layout.bracketSize()
                    + ": one first and one second seed per area (Chinese 2002 App. 1.2, Table 1)");
        }
        String[] slots = new String[layout.bracketSize() + 1];
        placeSeeds(layout, seedsInOrder, placement, lot, slots);
        Set<Integer> empty = Set.copyOf(layout.emptySlots());
        for (String player : othersInNumberOrder) {
            slots[nextFreeSlot(layout, slots, empty)] = player;
        }
        List<Optional<String>> bracket = new ArrayList<>();
        for (int slot = 1; slot <= layout.bracketSize(); slot++) {
            bracket.add(Optional.ofNullable(slots[slot]));
        }
        return new Drawn(layout, bracket);
    }

    private static void placeSeeds(BracketLayout layout, List<String> seeds, SeedPlacement placement, RandomGenerator lot, String[] slots) {
        List<Integer> seedSlots = layout.seedSlots().subList(0, seeds.size());
        if (placement == SeedPlacement.SNAKE) {
            for (int index = 0; index < seeds.size(); index++) {
                slots[seedSlots.get(index)] = seeds.get(index);
            }
            return;
        }
        // App. 1.2: first seeds draw among the first-seed places, second seeds among the second-seed places.
        int areas = layout.areas();
        List<Integer> firstPlaces = new ArrayList<>(layout.seedSlots().subList(0, areas));
        List<Integer> secondPlaces = new ArrayList<>(layout.seedSlots().subList(areas, 2 * areas));
        Collections.shuffle(firstPlaces, lot);
        Collections.shuffle(secondPlaces, lot);
        for (int index = 0; index < seeds.size(); index++) {
            int slot = index < areas ? firstPlaces.get(index) : secondPlaces.get(index - areas);
            slots[slot] = seeds.get(index);
        }
    }

    /**
     * App. 1.3: after the seeds, low-numbered players have priority for the byes, so they first take
     * the free places facing an empty slot (in bye order), then the other places from the top.
     */
    private static int nextFreeSlot(BracketLayout layout, String[] slots, Set<Integer> empty) {
        for (int emptySlot : layout.emptySlots()) {
            int facing = BracketLayout.partner(emptySlot);
            if (slots[facing] == null && !empty.contains(facing)) {
                return facing;
            }
        }
        for (int slot = 1; slot <= layout.bracketSize(); slot++) {
            if (slots[slot] == null && !empty.contains(slot)) {
                return slot;
            }
        }
        throw new IllegalStateException("more players than places in the bracket");
    }
}
