package dev.tengen.cli;

import dev.tengen.conduct.MovedStone;
import dev.tengen.conduct.Ruling;
import dev.tengen.rules.Color;
import dev.tengen.rules.GameResult;
import dev.tengen.rules.Move;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** How the rulings of an adjudication are printed: one sentence each, or one JSON object each. */
final class AdjudicateReport {

    private final int size;

    AdjudicateReport(int size) {
        this.size = size;
    }

    /** The ruling in words, without its article. */
    String text(Ruling ruling) {
        return switch (ruling) {
            case Ruling.MoveAccepted m -> "move " + m.number() + ": " + move(m.move()) + (m.player().isEmpty() ? "" : " (" + m.player() + ")");
            case Ruling.MoveRefused m -> move(m.move()) + " refused: " + m.violation().message();
            case Ruling.IllegalMoveOpen m -> move(m.move()) + " is illegal (" + m.violation().message()
                    + "); the opponent may claim it before moving";
            case Ruling.IllegalMoveStands m -> move(m.move()) + " was not claimed: the game continues as it stands";
            case Ruling.WarningIssued w -> "warning to " + colour(w.player()) + " for " + w.reason() + " (warning " + w.count() + ")";
            case Ruling.TurnLost t -> colour(t.player()) + " loses a turn";
            case Ruling.PassCounted p -> colour(p.player()) + (p.movesTakenBack() == 2 ? "'s two moves are taken back" : "'s move is taken back")
                    + " and counted as a pass" + (p.passStone() ? ", with a pass stone to " + colour(p.player().opponent()) : "");
            case Ruling.BoardCorrected b -> b.description();
            case Ruling.StonesDeclaredValid v -> "the moved stones are declared valid: " + stones(v.stones())
                    + "; play goes on from this position";
            case Ruling.ColoursDrawn c -> "colours drawn: " + c.holder() + " holds the stones, the guess is "
                    + (c.guessedRight() ? "right" : "wrong") + c.chooser().map(n -> "; " + n + " chooses").orElse("")
                    + "; " + c.black() + " plays Black, " + c.white() + " White";
            case Ruling.Noted n -> n.description();
            case Ruling.PenaltyPoints p -> colour(p.player()) + ": " + GameResult.formatPoints(p.points()) + " penalty points (" + p.reason() + ")";
            case Ruling.TimeDeducted d -> colour(d.player()) + ": " + clock(d.amount()) + " deducted from the time for lateness";
            case Ruling.ClockRuling c -> colour(c.player()) + ": " + c.what();
            case Ruling.ActionRefused a -> a.action() + " refused: " + a.reason();
            case Ruling.ReferredToReferee r -> "the code prescribes nothing on " + r.matter() + ": the referee rules";
            case Ruling.ColoursRuling c -> c.corrected() ? "wrong colours corrected: the game starts again with the right colours"
                    : "wrong colours found too late: the game stands and later pairings follow the original";
            case Ruling.Replay r -> (r.withinRemainingTime() ? "the game is replayed within the remaining time" : "the game is played anew")
                    + " (" + r.reason() + ")";
            case Ruling.ResultsCancelled c -> (c.allResults() ? "all results" : "this game's result") + " cancelled for "
                    + String.join(" and ", c.players().stream().sorted().map(AdjudicateReport::colour).toList());
            case Ruling.ExpiryJudgedAsPass p -> "on " + colour(p.player()) + "'s appeal the referee judges the expiry of the "
                    + "last period a pass: the loss on time is set aside, " + colour(p.player().opponent())
                    + " plays, the overtime counting continues as before";
            case Ruling.Barred b -> colour(b.player()) + " is barred from future events";
            case Ruling.Suspended s -> colour(s.player()) + " is suspended from the tournament after " + s.absences() + " absences";
            case Ruling.ResultDeclared r -> "result " + r.result().sgf() + ": " + r.result().detail()
                    + r.ing().map(i -> "; Black " + i.black().text() + ", White " + i.white().text()).orElse("");
        };
    }

    /** The ruling as JSON fields. */
    Map<String, Object> json(Ruling ruling) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("event", event(ruling));
        switch (ruling) {
            case Ruling.MoveAccepted a -> {
                m.put("number", a.number());
                putMove(m, a.move());
                if (!a.player().isEmpty()) {
                    m.put("partner", a.player());
                }
            }
            case Ruling.MoveRefused r -> {
                putMove(m, r.move());
                m.put("rule", r.violation().kind().name().toLowerCase());
            }
            case Ruling.IllegalMoveOpen r -> {
                putMove(m, r.move());
                m.put("rule", r.violation().kind().name().toLowerCase());
            }
            case Ruling.IllegalMoveStands r -> putMove(m, r.move());
            case Ruling.WarningIssued w -> {
                m.put("player", w.player().letter());
                m.put("count", w.count());
            }
            case Ruling.TurnLost t -> m.put("player", t.player().letter());
            case Ruling.PassCounted p -> {
                m.put("player", p.player().letter());
                m.put("moves_taken_back", p.movesTakenBack());
                m.put("pass_stone", p.passStone());
            }
            case Ruling.PenaltyPoints p -> {
                m.put("player", p.player().letter());
                m.put("points", p.points());
            }
            case Ruling.TimeDeducted d -> {
                m.put("player", d.player().letter());
                m.put("seconds", d.amount().toSeconds());
            }
            case Ruling.ClockRuling c -> m.put("player", c.player().letter());
            case Ruling.ExpiryJudgedAsPass p -> m.put("player", p.player().letter());
            case Ruling.ResultDeclared r -> m.put("result", result(r));
            case Ruling.StonesDeclaredValid v -> m.put("moves", v.stones().stream().map(this::movedStone).toList());
            case Ruling.ColoursDrawn c -> {
                m.put("black", c.black());
                m.put("white", c.white());
                m.put("holder", c.holder());
                m.put("guessed_right", c.guessedRight());
                c.chooser().ifPresent(n -> m.put("chooser", n));
            }
            default -> { }
        }
        m.put("text", text(ruling));
        m.put("article", ruling.article());
        return m;
    }

    static Map<String, Object> result(Ruling.ResultDeclared r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sgf", r.result().sgf());
        m.put("winner", r.result().winner() == null ? null : r.result().winner().letter());
        m.put("reason", r.result().reason().name().toLowerCase());
        m.put("margin", r.result().marginPoints());
        m.put("detail", r.result().detail());
        m.put("article", r.article());
        r.ing().ifPresent(i -> {
            Map<String, Object> ing = new LinkedHashMap<>();
            ing.put("black", i.black().text());
            ing.put("white", i.white().text());
            m.put("ing", ing);
        });
        return m;
    }

    private Map<String, Object> movedStone(MovedStone stone) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("from", stone.from().name(size));
        m.put("to", stone.to().name(size));
        return m;
    }

    private String stones(List<MovedStone> stones) {
        return String.join(", ", stones.stream().map(s -> s.name(size)).toList());
    }

    private void putMove(Map<String, Object> m, Move move) {
        m.put("player", move.color().letter());
        m.put("point", move instanceof Move.Play p ? p.point().name(size) : "pass");
    }

    private String move(Move move) {
        return move.color().letter() + " " + (move instanceof Move.Play p ? p.point().name(size) : "pass");
    }

    private static String event(Ruling ruling) {
        String name = ruling.getClass().getSimpleName();
        return name.replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase();
    }

    static String colour(Color c) {
        return c == Color.BLACK ? "Black" : "White";
    }

    static String clock(java.time.Duration d) {
        return String.format("%d:%02d:%02d", d.toHours(), d.toMinutesPart(), d.toSecondsPart());
    }
}
