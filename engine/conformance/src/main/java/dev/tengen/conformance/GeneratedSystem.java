package dev.tengen.conformance;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.DrawPosition;
import dev.tengen.tournament.DrawRules;
import dev.tengen.tournament.Geography;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Seeding;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/** The pairing systems the generator makes tournaments of: every one {@code TournamentPairer} pairs. */
public enum GeneratedSystem {
    MCMAHON("mcmahon", true),
    SWISS("swiss", true),
    CHINESE_SWISS("chinese-swiss", true),
    SWISS_KNOCKOUT("swiss-knockout", false),
    ROUND_ROBIN("round-robin", false),
    DOUBLE_ROUND_ROBIN("double-round-robin", false),
    KNOCKOUT("knockout", false),
    DOUBLE_KNOCKOUT("double-knockout", false),
    ING("ing", true);

    private final String id;
    private final boolean absences;

    GeneratedSystem(String id, boolean absences) {
        this.id = id;
        this.absences = absences;
    }

    public String id() {
        return id;
    }

    /** Whether players may miss rounds and withdraw (the systems whose pairing moves around them). */
    boolean absences() {
        return absences;
    }

    public static Optional<GeneratedSystem> named(String id) {
        return Arrays.stream(values()).filter(s -> s.id.equals(id)).findFirst();
    }

    public static List<String> ids() {
        return Arrays.stream(values()).map(GeneratedSystem::id).toList();
    }

    /** The system with parameters drawn as directors set them. */
    PairingSystem pairing(RandomGenerator random) {
        return switch (this) {
            case MCMAHON -> new PairingSystem.McMahon(Rank.dan(1 + random.nextInt(4)), Rank.kyu(20 + random.nextInt(6)),
                    Rank.kyu(30), draw(random));
            case SWISS, CHINESE_SWISS -> new PairingSystem.Swiss(draw(random));
            case SWISS_KNOCKOUT -> new PairingSystem.SwissKnockout(draw(random), 2 + random.nextInt(2), 2);
            case ROUND_ROBIN -> new PairingSystem.RoundRobin(1);
            case DOUBLE_ROUND_ROBIN -> new PairingSystem.RoundRobin(2);
            case KNOCKOUT -> new PairingSystem.Knockout(1);
            case DOUBLE_KNOCKOUT -> new PairingSystem.Knockout(2);
            case ING -> new PairingSystem.Ing(2 + random.nextInt(2), random.nextInt(3), 1 + random.nextInt(2));
        };
    }

    /** The placement criteria, main score first (OpenGotha's usual choices; Chinese 2002 art. 27.1 for its Swiss). */
    List<PlacementCriterion> criteria() {
        return switch (this) {
            case MCMAHON -> List.of(PlacementCriterion.MMS, PlacementCriterion.SOS, PlacementCriterion.SOSOS);
            default -> List.of(PlacementCriterion.NBW, PlacementCriterion.SOS, PlacementCriterion.SOSOS);
        };
    }

    private static DrawRules draw(RandomGenerator random) {
        Seeding[] seedings = Seeding.values();
        DrawPosition[] positions = DrawPosition.values();
        return new DrawRules(seedings[random.nextInt(seedings.length)], seedings[random.nextInt(seedings.length)],
                random.nextInt(4), positions[random.nextInt(positions.length)], positions[random.nextInt(positions.length)],
                random.nextBoolean(), random.nextBoolean() ? Geography.OPENGOTHA_DEFAULT : Geography.IGNORED);
    }
}
