package dev.tengen.cli;

import dev.tengen.rules.Board;
import dev.tengen.rules.Color;
import dev.tengen.rules.Compensation;
import dev.tengen.rules.Point;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.ScoringMethod;
import dev.tengen.rules.scoring.FinalPosition;
import dev.tengen.rules.scoring.Penalties;
import dev.tengen.rules.scoring.ScoreReport;
import dev.tengen.rules.scoring.Scorer;
import dev.tengen.rules.scoring.SideScore;
import dev.tengen.sgf.SgfGame;
import dev.tengen.sgf.SgfMainLineNode;
import dev.tengen.sgf.SgfWarning;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code tengen score --rules NAME [--komi K] [--dead A1,B2,...] [--area] FILE}: replays the record and
 * counts its final position. Dead stones come from {@code --dead}, else from the TB/TW markup of the
 * last main-line node: a stone standing on the other colour's territory mark is dead. Game-info values that do not
 * follow FF[4] (KM included: the komi is the rule set's or {@code --komi}) are warnings on stderr, and so are a KM or
 * an RE the count does not bear out ({@link RecordAgainstCount}); neither changes the exit.
 */
final class ScoreCommand implements Command {

    /** The source the count cites for a komi given with {@code --komi}. */
    static final String KOMI_GIVEN = "given on the command line (--komi)";

    @Override
    public String name() {
        return "score";
    }

    @Override
    public String usage() {
        return "--rules NAME [--komi K] [--dead A1,B2,...] [--area] [--json] FILE";
    }

    @Override
    public String summary() {
        return "count the final position of an SGF record under a rule set";
    }

    @Override
    public int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError {
        Args args = Args.parse(words, Set.of("rules", "komi", "dead"), Set.of("json", "area"));
        Ruleset rules = RecordFiles.ruleset(args);
        if (args.operands().size() != 1) {
            throw new Args.UsageError("name exactly one SGF file");
        }
        if (args.option("komi").isPresent()) {
            // the count cites where its komi came from: the command line, not the rule set's compensation article
            rules = rules.withKomi(komi(args.option("komi").get(), rules), KOMI_GIVEN);
        }
        if (args.flag("area")) {
            rules = rules.withScoring(ScoringMethod.AREA); // AGA rule 11: area counting on request
        }
        String file = args.operands().get(0);
        SgfGame record;
        try {
            record = RecordFiles.games(file).get(0);
        } catch (RecordFiles.Unreadable e) {
            err.println(e.getMessage());
            return Tengen.BAD_INPUT;
        }
        List<String> warnings = RecordFiles.warn(record, err);
        RecordReplay.Outcome outcome;
        try {
            outcome = RecordReplay.replay(record, rules);
        } catch (RecordReplay.Unplayable e) {
            err.println(file + ": " + e.getMessage());
            return Tengen.BAD_INPUT;
        }
        if (outcome.illegal().isPresent()) {
            RecordReplay.IllegalMove bad = outcome.illegal().get();
            err.println(file + ": cannot score: move " + bad.number() + " (" + bad.color().letter() + " "
                    + bad.point().map(p -> p.name(record.size())).orElse("pass") + ") is illegal: " + bad.violation().message()
                    + " [" + bad.violation().article() + "]");
            return Tengen.RULE_BROKEN;
        }
        Board board = outcome.game().position();
        Set<Point> dead;
        try {
            dead = args.option("dead").isPresent()
                    ? deadFromList(args.option("dead").get(), board)
                    : deadFromMarkup(record.lastMainLineNode(), board);
        } catch (Args.UsageError e) {
            err.println("tengen score: " + e.getMessage());
            return Tengen.BAD_INPUT;
        }
        FinalPosition position = new FinalPosition(board, dead, outcome.game().prisoners(Color.BLACK),
                outcome.game().prisoners(Color.WHITE), outcome.game().handicapStones());
        Ruleset counted = outcome.game().rules();
        ScoreReport report = Scorer.score(position, Penalties.NONE, counted);
        List<String> said = new ArrayList<>(warnings);
        for (SgfWarning difference : RecordAgainstCount.differences(record,
                counted.compensationFor(position.handicapStones()).inPoints(),
                counted.article(Ruleset.Dimension.COMPENSATION), report)) {
            err.println(difference.message());
            said.add(difference.message());
        }
        if (args.flag("json")) {
            Map<String, Object> json = json(file, report, board.size());
            json.put("warnings", said);
            out.println(JsonWriter.write(json));
        } else {
            print(out, file, report, board.size());
        }
        return Tengen.OK;
    }

    private static Compensation komi(String text, Ruleset rules) throws Args.UsageError {
        double points;
        try {
            points = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new Args.UsageError("--komi takes a number of points, such as 6.5; got '" + text + "'");
        }
        if (!Double.isFinite(points) || Math.abs(points) > 1000 || Math.rint(points * 4) != points * 4) {
            throw new Args.UsageError("--komi must be a multiple of a quarter point; got '" + text + "'");
        }
        // --komi is in points; a rule set counting in stones keeps its unit (Chinese 2002 art. 11: 1 stone = 2 points).
        return new Compensation(rules.compensation().unit().fromPoints(points), rules.compensation().unit());
    }

    private static Set<Point> deadFromList(String list, Board board) throws Args.UsageError {
        Set<Point> dead = new LinkedHashSet<>();
        for (String name : list.split(",")) {
            String trimmed = name.trim();
            if (trimmed.isEmpty()) {
                continue;
            }
            Point p = Point.parse(trimmed, board.size()).orElseThrow(() -> new Args.UsageError(
                    "--dead: '" + trimmed + "' is not a point of a " + board.size() + "x" + board.size() + " board (A1 notation, no I)"));
            if (board.isEmpty(p)) {
                throw new Args.UsageError("--dead: no stone stands at " + trimmed.toUpperCase() + " in the final position");
            }
            dead.add(p);
        }
        return dead;
    }

    private static Set<Point> deadFromMarkup(SgfMainLineNode last, Board board) {
        Set<Point> dead = new LinkedHashSet<>();
        for (Point p : RecordReplay.points(last.territoryBlack())) {
            if (board.colorAt(p) == Color.WHITE) {
                dead.add(p);
            }
        }
        for (Point p : RecordReplay.points(last.territoryWhite())) {
            if (board.colorAt(p) == Color.BLACK) {
                dead.add(p);
            }
        }
        return dead;
    }

    private static void print(PrintStream out, String file, ScoreReport r, int size) {
        out.println(file + " under " + r.ruleset() + " (" + r.method().name().toLowerCase().replace('_', ' ') + " counting)");
        out.printf("  %-13s %10s %10s%n", "", "Black", "White");
        row(out, "territory", r.black().territory(), r.white().territory());
        row(out, "stones", r.black().stones(), r.white().stones());
        row(out, "prisoners", r.black().prisoners(), r.white().prisoners());
        row(out, "area", r.black().area(), r.white().area());
        row(out, "compensation", r.black().compensation(), r.white().compensation());
        row(out, "penalties", r.black().penalties(), r.white().penalties());
        row(out, "total", r.black().total(), r.white().total());
        if (!r.deadStones().isEmpty()) {
            out.println("  dead stones: " + String.join(",", r.deadStones().stream().map(p -> p.name(size)).toList()));
        }
        out.println("  result: " + r.resultText() + (r.resultInUnit().equals(r.resultText()) ? "" : " (" + r.resultInUnit() + ")"));
        for (String note : r.notes()) {
            out.println("  " + note);
        }
    }

    private static void row(PrintStream out, String label, double black, double white) {
        out.printf("  %-13s %10s %10s%n", label, dev.tengen.rules.GameResult.formatPoints(black),
                dev.tengen.rules.GameResult.formatPoints(white));
    }

    private static Map<String, Object> json(String file, ScoreReport r, int size) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", file);
        m.put("rules", r.ruleset());
        m.put("counting", r.method().name().toLowerCase());
        m.put("black", side(r.black()));
        m.put("white", side(r.white()));
        m.put("deadStones", r.deadStones().stream().map(p -> p.name(size)).toList());
        m.put("result", r.resultText());
        m.put("resultInUnit", r.resultInUnit());
        m.put("unit", r.unit().name().toLowerCase());
        m.put("marginPoints", r.marginPoints());
        m.put("notes", r.notes());
        m.put("ownership", r.ownership().rows());
        return m;
    }

    private static Map<String, Object> side(SideScore s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("territory", s.territory());
        m.put("stones", s.stones());
        m.put("prisoners", s.prisoners());
        m.put("shared", s.shared());
        m.put("area", s.area());
        m.put("compensation", s.compensation());
        m.put("penalties", s.penalties());
        m.put("total", s.total());
        return m;
    }
}
