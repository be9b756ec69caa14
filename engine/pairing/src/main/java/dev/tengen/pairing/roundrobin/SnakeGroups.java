package dev.tengen.pairing.roundrobin;

import java.util.ArrayList;
import java.util.List;

/**
 * Round robin with groups (Chinese 2002 App. 4): seeded players spread over the groups by the
 * snake-shaped drawing, then the others, so that the groups are as equal in strength and size as
 * can be.
 */
public final class SnakeGroups {

    private SnakeGroups() {
    }

    /**
     * The members of each group. Seeds go 1..g into groups 1..g, then g+1..2g back into groups g..1,
     * and so on (the snake); the other entries, in drawn-number order, continue the same snake, so
     * group sizes differ by at most one.
     *
     * @param seededInOrder seeded entries, strongest first
     * @param othersInNumberOrder unseeded entries in drawn-number order
     * @param groups number of groups
     */
    public static List<List<String>> distribute(List<String> seededInOrder, List<String> othersInNumberOrder, int groups) {
        if (groups < 1) {
            throw new IllegalArgumentException("at least one group: " + groups);
        }
        List<List<String>> members = new ArrayList<>();
        for (int group = 0; group < groups; group++) {
            members.add(new ArrayList<>());
        }
        List<String> all = new ArrayList<>(seededInOrder);
        all.addAll(othersInNumberOrder);
        for (int index = 0; index < all.size(); index++) {
            members.get(snakeGroup(index, groups)).add(all.get(index));
        }
        return members.stream().map(List::copyOf).toList();
    }

    /** App. 4: the snake runs forward through the groups, then backward, and so on. */
    static int snakeGroup(int index, int groups) {
        int lap = index / groups;
        int step = index % groups;
        return lap % 2 == 0 ? step : groups - 1 - step;
    }
}
