package dev.tengen.tournament.service.api;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How the tournament's Arbitration Committee is made up (Incheon 2013 arbitration art. 2.2: "3 members, who are the representative
 * from Korea, China and Japan respectively. One of them is designated as the liaison officer").
 *
 * <p>The reading: {@code size} members, the liaison among them; when {@code nationalities} lists countries (NOC or
 * country codes, as officials' nationalities are written), each member comes from one of them and no two from the
 * same one ("respectively"), so the list has at least {@code size} entries. An empty list leaves nationality free.
 * A tournament that never set its make-up has {@link #DEFAULT}: three members of any nationality.
 *
 * @param size how many members, the liaison included; at least 2, since the committee meets with two present
 * @param nationalities the countries the members come from, one member each; empty when free
 */
public record CommitteeMakeUp(int size, List<String> nationalities) {

    public static final int DEFAULT_SIZE = 3;
    public static final int MIN_SIZE = 2;
    public static final CommitteeMakeUp DEFAULT = new CommitteeMakeUp(DEFAULT_SIZE, List.of());

    public CommitteeMakeUp {
        nationalities = nationalities == null ? List.of()
                : nationalities.stream().map(CommitteeMakeUp::country).filter(c -> !c.isEmpty()).distinct()
                        .toList();
    }

    /** A nationality as compared: upper case, without spaces; empty when none is given. */
    public static String country(String nationality) {
        return nationality == null ? "" : nationality.strip().toUpperCase(Locale.ROOT);
    }

    /** Whether a member of this nationality may sit on the committee, before looking at the others. */
    public boolean admits(String nationality) {
        return nationalities.isEmpty() || nationalities.contains(country(nationality));
    }

    /** Whether members must come from different countries: when the countries are named. */
    public boolean oneMemberPerCountry() {
        return !nationalities.isEmpty();
    }

    /**
     * What the committee still lacks, as a sentence, or empty when it is complete: {@code size} members, one of them
     * the liaison.
     *
     * @param members how many members are appointed, the liaison included
     * @param liaison whether the liaison is appointed
     */
    public Optional<String> lacking(int members, boolean liaison) {
        if (members >= size && liaison) {
            return Optional.empty();
        }
        String need = members < size ? (size - members) + " more " + (size - members == 1 ? "member" : "members")
                + (liaison ? "" : ", one of them the liaison") : "";
        if (members >= size) {
            need = "its liaison";
        }
        return Optional.of("The Arbitration Committee of this tournament has " + size + " members, one of them the"
                + " liaison (Incheon 2013 arbitration art. 2.2); " + members + " " + (members == 1 ? "is" : "are")
                + " appointed, so it needs " + need + " before it can meet or rule.");
    }
}
