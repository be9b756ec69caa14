package dev.tengen.rules.scoring;

import dev.tengen.rules.Board;
import dev.tengen.rules.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * The raw count of a final position under one reading of territory: live stones, dead stones,
 * territory, shared points and who every point counts for.
 *
 * @param blackStones live black stones
 * @param whiteStones live white stones
 * @param deadBlack black stones removed as dead: White's prisoners
 * @param deadWhite white stones removed as dead: Black's prisoners
 * @param blackTerritory empty points counted for Black
 * @param whiteTerritory empty points counted for White
 * @param shared empty points bordered by both colours (or by none), divided equally under area counting
 * @param excluded empty points surrounded by one colour that still count for nobody: seki and false eyes
 *     under the independent-life reading
 * @param ownership who every point counts for
 */
record Tally(
        int blackStones,
        int whiteStones,
        int deadBlack,
        int deadWhite,
        int blackTerritory,
        int whiteTerritory,
        int shared,
        int excluded,
        OwnershipMap ownership) {

    int stones(Color c) {
        return c == Color.BLACK ? blackStones : whiteStones;
    }

    int territory(Color c) {
        return c == Color.BLACK ? blackTerritory : whiteTerritory;
    }

    /** Dead stones of {@code c}'s opponent, which become {@code c}'s prisoners (AGA rule 8; Korean 2013 art. 12.1). */
    int deadCapturedBy(Color c) {
        return c == Color.BLACK ? deadWhite : deadBlack;
    }

    /**
     * Counts the position. With {@code independentLifeOnly} (Korean 2013 art. 8.1: "points surrounded by
     * completely independent living groups"), regions bordering stones in seki (art. 9) and false-eye
     * points (Diagram 9) are not territory; otherwise every region one colour surrounds is that colour's
     * (AGA rule 11; Chinese 2002 art. 9; Ing 1991 Section D).
     */
    static Tally of(PositionAnalysis analysis, boolean independentLifeOnly) {
        int size = analysis.size();
        int blackStones = 0, whiteStones = 0, deadBlack = 0, deadWhite = 0;
        int blackTerritory = 0, whiteTerritory = 0, shared = 0, excluded = 0;
        List<String> rows = new ArrayList<>();
        Board live = analysis.liveBoard();
        for (int y = 0; y < size; y++) {
            StringBuilder row = new StringBuilder(size);
            for (int x = 0; x < size; x++) {
                int p = live.index(x, y);
                byte stone = analysis.stoneAt(p);
                Ownership owner;
                if (analysis.liveAt(p) == Board.BLACK) {
                    blackStones++;
                    owner = Ownership.BLACK;
                } else if (analysis.liveAt(p) == Board.WHITE) {
                    whiteStones++;
                    owner = Ownership.WHITE;
                } else {
                    if (analysis.isDead(p)) {
                        if (stone == Board.BLACK) deadBlack++; else deadWhite++;
                    }
                    EmptyRegion region = analysis.regionAt(p);
                    byte surrounding = region.border().stone();
                    boolean counts = surrounding != Board.EMPTY && !(independentLifeOnly
                            && (analysis.bordersSeki(region) || analysis.needsProtectiveFill(p)));
                    if (counts && surrounding == Board.BLACK) {
                        blackTerritory++;
                        owner = Ownership.BLACK;
                    } else if (counts) {
                        whiteTerritory++;
                        owner = Ownership.WHITE;
                    } else {
                        if (surrounding == Board.EMPTY) shared++; else excluded++;
                        owner = Ownership.NEUTRAL;
                    }
                }
                row.append(owner.letter());
            }
            rows.add(row.toString());
        }
        return new Tally(blackStones, whiteStones, deadBlack, deadWhite, blackTerritory, whiteTerritory,
                shared, excluded, new OwnershipMap(rows));
    }
}
