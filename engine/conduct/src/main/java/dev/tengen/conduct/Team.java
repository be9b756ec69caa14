package dev.tengen.conduct;

import java.util.List;
import java.util.Objects;

/**
 * One side of a game: a player, or a Pair Go pair whose partners are listed in playing order (the first
 * partner plays the side's first move, Incheon 2013 code art. 2.3.3).
 */
public record Team(String name, List<String> partners) {

    public Team {
        Objects.requireNonNull(name, "name");
        partners = List.copyOf(partners);
        if (!partners.isEmpty() && partners.size() != 2) {
            throw new IllegalArgumentException("a Pair Go side has two partners, not " + partners.size());
        }
    }

    public static Team player(String name) {
        return new Team(name, List.of());
    }

    public boolean isPair() {
        return !partners.isEmpty();
    }

    /** The partner's place in the rotation, or -1 when he is not of this pair. */
    public int partnerIndex(String partner) {
        return partners.indexOf(partner);
    }
}
