package dev.tengen.conformance;

/**
 * The rules a pairing is checked against, each with the text or program parameter it comes from. The rules
 * themselves live in engine/pairing; these names only say which one a deviation breaks.
 */
public enum Rule {
    CONSISTENCY("consistency", "Tengen tournament model: every game and bye names registered, present entrants once a round"),
    REMATCH("rematch", "EGF Tournament System Rules (players meet at most once); OpenGotha paiBaAvoidDuplGame;"
            + " Chinese 2002 App. 5.2, item (2)"),
    SCORE_GROUPS("score-groups", "EGF Tournament System Rules, McMahon: pair within the score group, else the nearest;"
            + " OpenGotha paiMaMinimizeScoreDifference, paiSePreferMMSDiffRatherThanSameClub/Country"),
    HANDICAP("handicap", "OpenGotha handicap settings hdBasedOnMMS, hdNoHdRankThreshold, hdCorrection, hdCeiling"),
    COLOUR("colour", "EGF Tournament System Rules: the weaker takes Black in a handicap game; OpenGotha"
            + " paiBaBalanceWB (even games: the player with more White takes Black); Chinese 2002 App. 5.2, item (4), and App. 5.3"),
    BYE("bye", "an odd field gives one pairing bye, never twice to a player while another has had none, to the lowest"
            + " score then rank (EGF practice, engine/pairing ByeRule; Chinese 2002 App. 5 as docs/RULES-NOTES.md reads it)"),
    UNPAIRED("unpaired", "every present player has a game or the bye (EGF Tournament System Rules; OpenGotha pairs"
            + " every FIN player not absent)"),
    BERGER_TABLE("berger-table", "Chinese 2002 art. 26.2; Chinese 2002 App. 3: the Berger table on the drawn numbers"),
    KNOCKOUT_BRACKET("knockout-bracket", "Chinese 2002 art. 26.1; Chinese 2002 App. 1 and 2: the bracket on the drawn numbers"),
    SWISS_PROCEDURE("swiss-procedure", "Chinese 2002 App. 5.2: score groups high to low, IDs in order, first player"
            + " not met"),
    SWISS_KNOCKOUT("swiss-knockout", "Chinese 2002 art. 26.4; Chinese 2002 App. 6: the lowest placed leave after each round"),
    ING_LINES("ing-lines", "Ing 1991, Ing Tournament System notes 2 and 4: closest number on the same line"),
    STANDINGS("standings", "the tournament's placement criteria as engine/standing computes them (OpenGotha 3.52)");

    private final String id;
    private final String reference;

    Rule(String id, String reference) {
        this.id = id;
        this.reference = reference;
    }

    /** The name in reports and JSON. */
    public String id() {
        return id;
    }

    /** The seed article or program parameter the rule comes from. */
    public String reference() {
        return reference;
    }
}
