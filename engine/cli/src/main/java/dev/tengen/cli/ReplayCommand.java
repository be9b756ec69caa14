package dev.tengen.cli;

import dev.tengen.rules.Ruleset;
import dev.tengen.sgf.SgfGame;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code tengen replay --rules NAME FILE...}: replays each record's main line. Exit 0 when every move
 * of every file is legal, 1 when one is illegal, 2 when a file cannot be read or parsed (2 wins over 1).
 * Game-info values that do not follow FF[4] are warnings on stderr (and in the JSON report); they change no exit.
 */
final class ReplayCommand implements Command {

    @Override
    public String name() {
        return "replay";
    }

    @Override
    public String usage() {
        return "--rules NAME [--json] FILE...";
    }

    @Override
    public String summary() {
        return "replay SGF records and report the first illegal move of each";
    }

    @Override
    public int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError {
        Args args = Args.parse(words, Set.of("rules"), Set.of("json"));
        Ruleset rules = RecordFiles.ruleset(args);
        if (args.operands().isEmpty()) {
            throw new Args.UsageError("name at least one SGF file");
        }
        boolean json = args.flag("json");
        List<Object> report = new ArrayList<>();
        int exit = Tengen.OK;
        int games = 0;
        int moves = 0;
        for (String file : args.operands()) {
            List<SgfGame> records;
            try {
                records = RecordFiles.games(file);
            } catch (RecordFiles.Unreadable e) {
                exit = Tengen.BAD_INPUT;
                report.add(Map.of("file", file, "status", "unreadable", "error", e.getMessage()));
                if (!json) {
                    err.println(e.getMessage());
                }
                continue;
            }
            for (int g = 0; g < records.size(); g++) {
                String where = records.size() > 1 ? file + " (game " + (g + 1) + ")" : file;
                Map<String, Object> entry = new LinkedHashMap<>();
                entry.put("file", file);
                entry.put("game", g + 1);
                entry.put("warnings", RecordFiles.warn(records.get(g), err));
                try {
                    RecordReplay.Outcome outcome = RecordReplay.replay(records.get(g), rules);
                    games++;
                    moves += outcome.movesPlayed();
                    entry.put("moves", outcome.movesPlayed());
                    if (outcome.illegal().isPresent()) {
                        RecordReplay.IllegalMove bad = outcome.illegal().get();
                        exit = Math.max(exit, Tengen.RULE_BROKEN);
                        String point = bad.point().map(p -> p.name(records.get(0).size())).orElse("pass");
                        entry.put("status", "illegal");
                        Map<String, Object> detail = new LinkedHashMap<>();
                        detail.put("move", bad.number());
                        detail.put("color", bad.color().letter());
                        detail.put("point", point);
                        detail.put("rule", bad.violation().kind().name().toLowerCase());
                        detail.put("article", bad.violation().article());
                        detail.put("message", bad.violation().message());
                        entry.put("illegal", detail);
                        if (!json) {
                            out.println(where + ": move " + bad.number() + " (" + bad.color().letter() + " " + point + ") is illegal under "
                                    + rules.name() + ": " + bad.violation().message() + " [" + bad.violation().article() + "]");
                        }
                    } else {
                        entry.put("status", "legal");
                    }
                } catch (RecordReplay.Unplayable e) {
                    exit = Tengen.BAD_INPUT;
                    entry.put("status", "unreadable");
                    entry.put("error", where + ": " + e.getMessage());
                    if (!json) {
                        err.println(where + ": " + e.getMessage());
                    }
                }
                report.add(entry);
            }
        }
        if (json) {
            out.println(JsonWriter.write(Map.of("rules", rules.name(), "exit", exit, "games", report)));
        } else {
            out.println(Counted.of(games, "game") + ", " + Counted.of(moves, "move") + " replayed under " + rules.name() + ": "
                    + (exit == Tengen.OK ? "every move legal" : exit == Tengen.RULE_BROKEN ? "illegal moves found" : "some files unusable"));
        }
        return exit;
    }
}
