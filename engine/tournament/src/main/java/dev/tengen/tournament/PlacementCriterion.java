package dev.tengen.tournament;

import java.util.Arrays;
import java.util.Optional;

/**
 * One placement criterion, in the order the director lists them. SOS and its family come in three forms, as
 * OpenGotha names them: on the number of wins (SOSW...), on the McMahon score (SOSM...), and unmarked (SOS...),
 * which is on the tournament's own score: the McMahon score in a McMahon, wins otherwise.
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
    /** Sum of opponents' numbers of wins. */
    SOSW("SOSW"),
    /** SOSW without the lowest opponent. */
    SOSW_MINUS_1("SOSW-1"),
    /** SOSW without the two lowest opponents. */
    SOSW_MINUS_2("SOSW-2"),
    /** Sum of opponents' SOSW. */
    SOSOSW("SOSOSW"),
    /** Sum of defeated opponents' numbers of wins. */
    SODOSW("SODOSW"),
    /** Cumulative sum of the numbers of wins. */
    CUSSW("CUSSW"),
    /** Sum of opponents' McMahon scores, each corrected by the handicap between them. */
    SOSM("SOSM"),
    /** SOSM without the lowest opponent. */
    SOSM_MINUS_1("SOSM-1"),
    /** SOSM without the two lowest opponents. */
    SOSM_MINUS_2("SOSM-2"),
    /** Sum of opponents' SOSM. */
    SOSOSM("SOSOSM"),
    /** Sum of defeated opponents' McMahon scores. */
    SODOSM("SODOSM"),
    /** Cumulative sum of the McMahon scores. */
    CUSSM("CUSSM"),
    /** OpenGotha's cup score: the wins of earlier rounds weigh twice those of the round after. */
    CPS("CPS"),
    /** OpenGotha's Strasbourg score: the McMahon score, plus 2 a round for a top-group player unbeaten into the final bracket. */
    STS("STS"),
    /** Sum of opponents' Strasbourg scores, each corrected by the handicap as in SOSM (OpenGotha). */
    SOSTS("SOSTS"),
    /** OpenGotha's exploits attempted: opponents' numbers of wins weighted by how much harder the handicap was. */
    EXT("EXT"),
    /** OpenGotha's exploits achieved: EXT counted over the games won. */
    EXR("EXR"),
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
