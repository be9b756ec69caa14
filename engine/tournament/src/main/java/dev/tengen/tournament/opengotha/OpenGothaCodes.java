package dev.tengen.tournament.opengotha;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.DrawPosition;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Seeding;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The words of OpenGotha's file format (dataVersion 201) and their Tengen meaning. The codes are facts of
 * the format, read from OpenGotha 3.x (Game, PlacementParameterSet, PairingParameterSet, Player).
 */
final class OpenGothaCodes {

    private OpenGothaCodes() {
    }

    /** A game's result: the outcome, and whether it was given by default (OpenGotha's "_BYDEF", a forfeit). */
    record Result(Outcome outcome, boolean byForfeit) {
    }

    private static final Map<String, Result> RESULTS = Map.ofEntries(
            Map.entry("RESULT_UNKNOWN", new Result(Outcome.PENDING, false)),
            Map.entry("RESULT_WHITEWINS", new Result(Outcome.WHITE_WINS, false)),
            Map.entry("RESULT_BLACKWINS", new Result(Outcome.BLACK_WINS, false)),
            Map.entry("RESULT_EQUAL", new Result(Outcome.DRAW, false)),
            Map.entry("RESULT_BOTHLOSE", new Result(Outcome.BOTH_LOSE, false)),
            // OpenGotha's Game: "Both win. Means 1 - 1"; each player scores a win in NBW and MMS
            Map.entry("RESULT_BOTHWIN", new Result(Outcome.BOTH_WIN, false)),
            Map.entry("RESULT_BOTHWIN_BYDEF", new Result(Outcome.BOTH_WIN, true)),
            Map.entry("RESULT_WHITEWINS_BYDEF", new Result(Outcome.WHITE_WINS, true)),
            Map.entry("RESULT_BLACKWINS_BYDEF", new Result(Outcome.BLACK_WINS, true)),
            Map.entry("RESULT_EQUAL_BYDEF", new Result(Outcome.DRAW, true)),
            Map.entry("RESULT_BOTHLOSE_BYDEF", new Result(Outcome.BOTH_LOSE, true)));

    static Optional<Result> result(String code) {
        return Optional.ofNullable(RESULTS.get(code));
    }

    /** The code of an outcome; empty for NO_RESULT (a void game), which OpenGotha cannot record. */
    static Optional<String> resultCode(Outcome outcome, boolean byForfeit) {
        if (outcome == Outcome.PENDING) {
            return Optional.of("RESULT_UNKNOWN");
        }
        return RESULTS.entrySet().stream()
                .filter(e -> e.getValue().equals(new Result(outcome, byForfeit)))
                .map(Map.Entry::getKey).findFirst();
    }

    /** The family of a tournament's own score, which an unmarked SOS (and its family) is written in. */
    enum Family {
        WINS,
        MCMAHON
    }

    /** Every OpenGotha placement criterion Tengen computes, by its long name (PlacementParameterSet). */
    private static final Map<String, PlacementCriterion> CRITERIA = Map.ofEntries(
            Map.entry("NBW", PlacementCriterion.NBW), Map.entry("MMS", PlacementCriterion.MMS),
            Map.entry("CPS", PlacementCriterion.CPS),
            Map.entry("Rank", PlacementCriterion.RANK), Map.entry("Rating", PlacementCriterion.RATING),
            Map.entry("DC", PlacementCriterion.DC), Map.entry("SDC", PlacementCriterion.SDC),
            Map.entry("SOSW", PlacementCriterion.SOSW), Map.entry("SOSW-1", PlacementCriterion.SOSW_MINUS_1),
            Map.entry("SOSW-2", PlacementCriterion.SOSW_MINUS_2), Map.entry("SODOSW", PlacementCriterion.SODOSW),
            Map.entry("SOSOSW", PlacementCriterion.SOSOSW), Map.entry("CUSSW", PlacementCriterion.CUSSW),
            Map.entry("SOSM", PlacementCriterion.SOSM), Map.entry("SOSM-1", PlacementCriterion.SOSM_MINUS_1),
            Map.entry("SOSM-2", PlacementCriterion.SOSM_MINUS_2), Map.entry("SODOSM", PlacementCriterion.SODOSM),
            Map.entry("SOSOSM", PlacementCriterion.SOSOSM), Map.entry("CUSSM", PlacementCriterion.CUSSM),
            Map.entry("STS", PlacementCriterion.STS), Map.entry("SOSTS", PlacementCriterion.SOSTS),
            Map.entry("EXT", PlacementCriterion.EXT), Map.entry("EXR", PlacementCriterion.EXR));

    /** Tengen's criteria on the tournament's own score, and their OpenGotha name in each family. */
    private static final Map<PlacementCriterion, List<String>> OWN_SCORE = Map.of(
            PlacementCriterion.SOS, List.of("SOSW", "SOSM"), PlacementCriterion.SOS_MINUS_1, List.of("SOSW-1", "SOSM-1"),
            PlacementCriterion.SOS_MINUS_2, List.of("SOSW-2", "SOSM-2"), PlacementCriterion.SODOS, List.of("SODOSW", "SODOSM"),
            PlacementCriterion.SOSOS, List.of("SOSOSW", "SOSOSM"), PlacementCriterion.CUSS, List.of("CUSSW", "CUSSM"));

    private static final String BREIZH = "no published definition of OpenGotha's Breizh score was found to compute it from";

    /**
     * OpenGotha criteria Tengen reads but does not compute, and why: a file listing them is read with a warning and
     * placed by its other criteria.
     */
    static final Map<String, String> UNCOMPUTED_CRITERIA = Map.of(
            "CAT", "OpenGotha's categories (the file's Categories) are not carried into a Tengen tournament",
            "BZS", BREIZH, "SOSB", BREIZH, "SOSB-1", BREIZH, "SOSB-2", BREIZH, "SODOSB", BREIZH, "SOSOSB", BREIZH);

    static Optional<PlacementCriterion> criterion(String name) {
        return Optional.ofNullable(CRITERIA.get(name));
    }

    /** The OpenGotha name of a criterion in a tournament of the given family; empty if OpenGotha lacks it. */
    static Optional<String> criterionName(PlacementCriterion criterion, Family family) {
        List<String> byFamily = OWN_SCORE.get(criterion);
        if (byFamily != null) {
            return Optional.of(byFamily.get(family == Family.WINS ? 0 : 1));
        }
        return CRITERIA.entrySet().stream().filter(e -> e.getValue() == criterion).map(Map.Entry::getKey).findFirst();
    }

    static Optional<Seeding> seeding(String code) {
        return switch (code) {
            case "SPLITANDFOLD" -> Optional.of(Seeding.SPLIT_AND_FOLD);
            case "SPLITANDSLIP" -> Optional.of(Seeding.SPLIT_AND_SLIP);
            case "SPLITANDRANDOM" -> Optional.of(Seeding.SPLIT_AND_RANDOM);
            default -> Optional.empty();
        };
    }

    static String seedingCode(Seeding seeding) {
        return seeding.name().replace("_", "");
    }

    static Optional<DrawPosition> drawPosition(String code) {
        return switch (code) {
            case "TOP" -> Optional.of(DrawPosition.TOP);
            case "MID" -> Optional.of(DrawPosition.MIDDLE);
            case "BOT" -> Optional.of(DrawPosition.BOTTOM);
            default -> Optional.empty();
        };
    }

    static String drawPositionCode(DrawPosition position) {
        return switch (position) {
            case TOP -> "TOP";
            case MIDDLE -> "MID";
            case BOTTOM -> "BOT";
        };
    }

    /** OpenGotha's rank string: "5K", "1D"; a professional is written as the amateur dan of the same value. */
    static String rankCode(Rank rank) {
        int value = rank.value();
        return value >= 0 ? (value + 1) + "D" : (-value) + "K";
    }

    /** OpenGotha's player key: name and first name without spaces, in capitals (Player.computeKeyString). */
    static String key(String name, String firstName) {
        return (name + firstName).replace(" ", "").toUpperCase(java.util.Locale.ROOT);
    }
}
