package dev.tengen.tournament;

import java.util.Arrays;
import java.util.Optional;

/**
 * One placement criterion, in the order the director lists them. Score criteria (SOS and its family)
 * are computed on the tournament's own score: the McMahon score in a McMahon, wins otherwise.
 */
public enum PlacementCriterion {
    /** Number of wins. */
    NBW("NBW"),
    /** McMahon score. */
    MMS("MMS"),
    /** Sum of opponents' scores. */
    SOS("SOS"),
    /** SOS without the lowest opponent. */
    SOS_MINUS_1("SOS-1"),
    /** SOS without the two lowest opponents. */
    SOS_MINUS_2("SOS-2"),
    /** Sum of opponents' SOS. */
    SOSOS("SOSOS"),
    /** Sum of defeated opponents' scores. */
    SODOS("SODOS"),
    /** Cumulative sum of scores. */
    CUSS("CUSS"),
    /** Direct confrontation among the tied. */
    DC("DC"),
    /** Simplified direct confrontation (OpenGotha). */
    SDC("SDC"),
    /** Declared rank. */
    RANK("RANK"),
    /** Rating. */
    RATING("RATING"),
    /** Chinese 2002 art. 27.1: points, 2 for a win and 1 for a draw. */
    CHINESE_POINTS("CHINESE_POINTS"),
    /** Chinese 2002 art. 27.1 (1)(A): winner's minor points. */
    MINOR_POINTS("MINOR_POINTS"),
    /** Chinese 2002 art. 27.1 (2)(B): sum of opponents' points. */
    OPPONENTS_POINTS("OPPONENTS_POINTS"),
    /** Chinese 2002 art. 27.1 (2)(A): total score of a Swiss. */
    TOTAL_SCORE("TOTAL_SCORE"),
    /** Chinese 2002 art. 27.1 (1)(B): fewest warnings over the tournament. */
    WARNINGS("WARNINGS"),
    /** Ing 1991 art. 5: sum of defeated opponents' primary scores. */
    ING_A1("ING_A1"),
    /** Ing 1991 art. 5: sum of the other opponents' primary scores. */
    ING_A2("ING_A2"),
    /** Ing 1991 art. 5: sum of defeated opponents' secondary scores. */
    ING_B1("ING_B1"),
    /** Ing 1991 art. 5: sum of the other opponents' secondary scores. */
    ING_B2("ING_B2");

    private final String fileName;

    PlacementCriterion(String fileName) {
        this.fileName = fileName;
    }

    /** The name in Tengen files and on the command line. */
    public String fileName() {
        return fileName;
    }

    /** The criterion of a file name, case-insensitive. */
    public static Optional<PlacementCriterion> named(String name) {
        return Arrays.stream(values()).filter(c -> c.fileName.equalsIgnoreCase(name)).findFirst();
    }
}
