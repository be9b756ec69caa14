package dev.tengen.pairing.knockout;

import java.util.ArrayList;
import java.util.List;

/**
 * Where seeds and byes go in a knock-out draw, modelled on Chinese 2002 App. 1, Table 1 (32 players):
 * the bracket is cut into areas of 8 places; place 1 of each area holds a first seed, place 8 a
 * second seed; first-round games pair places 1-2, 3-4, 5-6, 7-8. Brackets under 16 have one area
 * of the bracket's size. Slots are numbered 1..bracketSize from the top.
 *
 * @param fieldSize number of players
 * @param bracketSize the power of two that holds them
 * @param areaSize places per area
 */
public record BracketLayout(int fieldSize, int bracketSize, int areaSize) {

    /** The layout for {@code fieldSize} players (App. 1.1: each more round doubles the field). */
    public static BracketLayout of(int fieldSize) {
        if (fieldSize < 2) {
            throw new IllegalArgumentException("a knock-out needs at least two players: " + fieldSize);
        }
        int bracketSize = Integer.highestOneBit(fieldSize - 1) << 1;
        return new BracketLayout(fieldSize, bracketSize, Math.min(8, bracketSize));
    }

    public int areas() {
        return bracketSize / areaSize;
    }

    public int byes() {
        return bracketSize - fieldSize;
    }

    public int rounds() {
        return Integer.numberOfTrailingZeros(bracketSize);
    }

    /** At most two seeds per area: its first and its second seeded place (App. 1.2). */
    public int seedCapacity() {
        return 2 * areas();
    }

    /**
     * The order in which areas receive seeds and byes: the n-th best first seed goes to the n-th
     * area of this list, so that the two best meet only in the final (area 1 top, area 4 bottom),
     * matching Table 1's note that two byes go to areas 1 and 4.
     */
    public List<Integer> areaOrder() {
        List<Integer> order = new ArrayList<>(List.of(1));
        while (order.size() < areas()) {
            int doubled = 2 * order.size();
            List<Integer> next = new ArrayList<>();
            for (int area : order) {
                next.add(area);
                next.add(doubled + 1 - area);
            }
            order = next;
        }
        return List.copyOf(order);
    }

    /**
     * Slots of the seeds, best first: first seeds on place 1 of the areas in {@link #areaOrder()},
     * then second seeds on the last place of the areas in reverse order (the snake, App. 1.2).
     */
    public List<Integer> seedSlots() {
        List<Integer> slots = new ArrayList<>();
        List<Integer> order = areaOrder();
        order.forEach(area -> slots.add(slot(area, 1)));
        order.reversed().forEach(area -> slots.add(slot(area, areaSize)));
        return List.copyOf(slots);
    }

    /**
     * The empty slots, in the order they are left empty as byes grow (App. 1.3): one level at a time
     * over all areas so that the byes are spread evenly; first the partner of each first seed
     * (place 2: Table 1's note), then of each second seed (place 7), then of the low-numbered place
     * of each remaining first-round game (places 4, 6: the player on 3 or 5 has the bye). Levels
     * alternate their direction over the areas like the seeds do.
     */
    public List<Integer> emptySlots() {
        List<Integer> places = new ArrayList<>();
        if (areaSize >= 4) {
            places.add(2);
            places.add(areaSize - 1);
            for (int place = 4; place <= areaSize - 2; place += 2) {
                places.add(place);
            }
        }
        List<Integer> order = areaOrder();
        List<Integer> slots = new ArrayList<>();
        for (int level = 0; level < places.size(); level++) {
            List<Integer> areas = level % 2 == 0 ? order : order.reversed();
            for (int area : areas) {
                slots.add(slot(area, places.get(level)));
            }
        }
        return List.copyOf(slots.subList(0, byes()));
    }

    /** The slot facing {@code slot} in the first round. */
    public static int partner(int slot) {
        return slot % 2 == 1 ? slot + 1 : slot - 1;
    }

    private int slot(int area, int place) {
        return (area - 1) * areaSize + place;
    }
}
