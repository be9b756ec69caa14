package dev.tengen.cli;

import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** {@code tengen rules}: the named rule sets and their dimensions. */
final class RulesCommand implements Command {

    @Override
    public String name() {
        return "rules";
    }

    @Override
    public String usage() {
        return "[--json]";
    }

    @Override
    public String summary() {
        return "list the rule sets and their dimensions";
    }

    @Override
    public int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError {
        Args args = Args.parse(words, Set.of(), Set.of("json"));
        if (!args.operands().isEmpty()) {
            throw new Args.UsageError("unexpected argument '" + args.operands().get(0) + "'");
        }
        List<Object> list = new ArrayList<>();
        for (Ruleset r : Rulesets.ALL) {
            list.add(describe(r));
        }
        if (args.flag("json")) {
            out.println(JsonWriter.write(list));
            return Tengen.OK;
        }
        for (Ruleset r : Rulesets.ALL) {
            out.println(r.name() + " — " + r.title());
            for (Map.Entry<String, Object> e : dimensions(r).entrySet()) {
                Ruleset.Dimension d = Ruleset.Dimension.valueOf(e.getKey().toUpperCase());
                out.printf("  %-13s %-28s %s%n", e.getKey(), e.getValue(), r.article(d));
            }
            out.println();
        }
        return Tengen.OK;
    }

    static Map<String, Object> describe(Ruleset r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", r.name());
        m.put("title", r.title());
        Map<String, Object> dims = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : dimensions(r).entrySet()) {
            Ruleset.Dimension d = Ruleset.Dimension.valueOf(e.getKey().toUpperCase());
            dims.put(e.getKey(), Map.of("value", e.getValue(), "article", r.article(d)));
        }
        m.put("dimensions", dims);
        return m;
    }

    private static Map<String, Object> dimensions(Ruleset r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("board", r.boardSize() + "x" + r.boardSize() + " (" + Ruleset.MIN_BOARD_SIZE + " to " + Ruleset.MAX_BOARD_SIZE + ")");
        m.put("ko", lower(r.ko()));
        m.put("repetition", lower(r.repetition()));
        m.put("suicide", lower(r.suicide()));
        m.put("scoring", lower(r.scoring()) + (r.sekiPointsAreTerritory() ? "" : ", seki points not territory"));
        m.put("compensation", r.compensation().amount() + " " + lower(r.compensation().unit())
                + " (handicap games " + r.handicapCompensation().amount() + ")");
        m.put("handicap", lower(r.handicap()));
        m.put("pass", lower(r.pass()));
        m.put("end", lower(r.end()));
        m.put("jigo", lower(r.jigo()));
        return m;
    }

    private static String lower(Enum<?> e) {
        return e.name().toLowerCase().replace('_', ' ');
    }
}
