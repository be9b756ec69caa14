package dev.tengen.conduct;

import dev.tengen.rules.Ruleset;
import java.util.List;
import java.util.Optional;

/** The named competition codes of the seeds; a tournament picks one rule set and one code. */
public final class CompetitionCodes {

    private CompetitionCodes() {}

    /** Seed 000, chapter two: Korean rules at the Asian Indoor &amp; Martial Arts Games. */
    public static final CompetitionCode INCHEON_2013 = Incheon2013.CODE;
    /** Seed 004, chapters two and three. */
    public static final CompetitionCode CHINESE_2002 = Chinese2002.CODE;
    /** Seed 002, chapter 2. */
    public static final CompetitionCode ING_1991 = Ing1991.CODE;
    /** Seed 001 and its "other rules". */
    public static final CompetitionCode AGA_ELIMINATION = AgaElimination.CODE;

    public static final List<CompetitionCode> ALL = List.of(INCHEON_2013, CHINESE_2002, ING_1991, AGA_ELIMINATION);

    public static Optional<CompetitionCode> byName(String name) {
        return ALL.stream().filter(c -> c.name().equalsIgnoreCase(name)).findFirst();
    }

    public static List<String> names() {
        return ALL.stream().map(CompetitionCode::name).toList();
    }

    /**
     * The code that goes with a rule set: the one written for it, and for the Korean 2016 rules the
     * Incheon code, which is written for their 2013 predecessor.
     */
    public static CompetitionCode defaultFor(Ruleset rules) {
        return ALL.stream().filter(c -> c.ruleset().equals(rules.name())).findFirst().orElse(INCHEON_2013);
    }
}
