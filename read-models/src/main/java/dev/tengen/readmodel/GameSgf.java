package dev.tengen.readmodel;

import dev.tengen.rules.Board;
import dev.tengen.rules.Color;
import dev.tengen.rules.Move;
import dev.tengen.rules.Point;
import dev.tengen.sgf.SgfCollection;
import dev.tengen.sgf.SgfColor;
import dev.tengen.sgf.SgfPoint;
import dev.tengen.sgf.SgfRecordBuilder;
import dev.tengen.sgf.SgfWriter;
import java.math.BigDecimal;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

/**
 * A game of the archive as an SGF FF[4] record in UTF-8 (CA[UTF-8]): players, ranks, event, round, date, rules, komi, handicap
 * stones, result, the moves, and as the root comment the events that touched the game.
 */
final class GameSgf {

    private GameSgf() {
    }

    /** The record of {@code g}, whose view {@code v} gives the players, ranks, event, result and history. */
    static String of(GameView v, ArchivedGame g) {
        // written as UTF-8 (SgfQuery): CA says so, since FF[4] without CA means ISO-8859-1 (sgf.html, property CA)
        SgfRecordBuilder record = SgfRecordBuilder.newRecord(v.boardSize()).info("CA", "UTF-8")
                .info("PB", v.blackName()).info("PW", v.whiteName());
        if (!v.blackRank().isEmpty()) {
            record.info("BR", v.blackRank());
        }
        if (!v.whiteRank().isEmpty()) {
            record.info("WR", v.whiteRank());
        }
        record.info("EV", v.tournamentName()).info("RO", Integer.toString(v.round()))
                .info("DT", v.startedAt().atOffset(ZoneOffset.UTC).toLocalDate().toString())
                .info("RU", v.ruleset())
                .komi(BigDecimal.valueOf(v.komi()));
        if (v.handicap() > 0) {
            record.handicap(v.handicap());
        }
        if (v.result() != null) {
            record.result(v.result());
        }
        record.info("AP", "Tengen");
        List<SgfPoint> handicapStones = new ArrayList<>();
        Board start = g.newGame().position();
        for (int y = 0; y < start.size(); y++) {
            for (int x = 0; x < start.size(); x++) {
                if (start.colorAt(new Point(x, y)) == Color.BLACK) {
                    handicapStones.add(new SgfPoint(x, y));
                }
            }
        }
        record.setup(SgfColor.BLACK, handicapStones);
        record.comment(String.join("\n", v.history()));
        for (ArchivedGame.TimedMove m : g.moves) {
            SgfColor colour = m.move().color() == Color.BLACK ? SgfColor.BLACK : SgfColor.WHITE;
            if (m.move() instanceof Move.Play play) {
                record.play(colour, new SgfPoint(play.point().x(), play.point().y()));
            } else {
                record.pass(colour);
            }
        }
        return SgfWriter.write(SgfCollection.of(record.build()));
    }
}
