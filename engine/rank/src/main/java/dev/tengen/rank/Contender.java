package dev.tengen.rank;

import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/**
 * A player as the colour drawing sees him: his rank, and his date of birth when known, which settles
 * who is the senior (Chinese 2002 art. 10) or the older player (Ing 1991 art. 6).
 */
public record Contender(Rank rank, Optional<LocalDate> born) {

    public Contender {
        Objects.requireNonNull(rank, "rank");
        Objects.requireNonNull(born, "born");
    }

    public static Contender of(Rank rank, LocalDate born) {
        return new Contender(rank, Optional.of(born));
    }

    public static Contender of(Rank rank) {
        return new Contender(rank, Optional.empty());
    }
}
