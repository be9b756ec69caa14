package dev.tengen.tournament.opengotha;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.DrawPosition;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Seeding;
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

    /** OpenGotha names each score criterion twice, on wins (W) and on McMahon score (M). */
    enum Family {
        WINS,
        MCMAHON,
        EITHER
    }

    record Criterion(PlacementCriterion criterion, Family family) {
    }

    private static final Map<String, Criterion> CRITERIA = Map.ofEntries(
            Map.entry("NBW", new Criterion(PlacementCriterion.NBW, Family.EITHER)),
            Map.entry("MMS", new Criterion(PlacementCriterion.MMS, Family.EITHER)),
            Map.entry("Rank", new Criterion(PlacementCriterion.RANK, Family.EITHER)),
            Map.entry("Rating", new Criterion(PlacementCriterion.RATING, Family.EITHER)),
            Map.entry("DC", new Criterion(PlacementCriterion.DC, Family.EITHER)),
            Map.entry("SDC", new Criterion(PlacementCriterion.SDC, Family.EITHER)),
            Map.entry("SOSW", new Criterion(PlacementCriterion.SOS, Family.WINS)),
            Map.entry("SOSW-1", new Criterion(PlacementCriterion.SOS_MINUS_1, Family.WINS)),
            Map.entry("SOSW-2", new Criterion(PlacementCriterion.SOS_MINUS_2, Family.WINS)),
            Map.entry("SODOSW", new Criterion(PlacementCriterion.SODOS, Family.WINS)),
            Map.entry("SOSOSW", new Criterion(PlacementCriterion.SOSOS, Family.WINS)),
            Map.entry("CUSSW", new Criterion(PlacementCriterion.CUSS, Family.WINS)),
            Map.entry("SOSM", new Criterion(PlacementCriterion.SOS, Family.MCMAHON)),
            Map.entry("SOSM-1", new Criterion(PlacementCriterion.SOS_MINUS_1, Family.MCMAHON)),
            Map.entry("SOSM-2", new Criterion(PlacementCriterion.SOS_MINUS_2, Family.MCMAHON)),
            Map.entry("SODOSM", new Criterion(PlacementCriterion.SODOS, Family.MCMAHON)),
            Map.entry("SOSOSM", new Criterion(PlacementCriterion.SOSOS, Family.MCMAHON)),
            Map.entry("CUSSM", new Criterion(PlacementCriterion.CUSS, Family.MCMAHON)));

    /** OpenGotha criteria Tengen does not compute: categories, Strasbourg score, exploits. */
    static final java.util.Set<String> UNSUPPORTED_CRITERIA = java.util.Set.of("CAT", "STS", "SOSTS", "EXT", "EXR");

    static Optional<Criterion> criterion(String name) {
        return Optional.ofNullable(CRITERIA.get(name));
    }

    /** The OpenGotha name of a criterion in a tournament of the given family; empty if OpenGotha lacks it. */
    static Optional<String> criterionName(PlacementCriterion criterion, Family family) {
        return CRITERIA.entrySet().stream()
                .filter(e -> e.getValue().criterion() == criterion
                        && (e.getValue().family() == Family.EITHER || e.getValue().family() == family))
                .map(Map.Entry::getKey).findFirst();
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
