package dev.tengen.cli;

import dev.tengen.conduct.Adjudication;
import dev.tengen.conduct.Ruling;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code tengen adjudicate [--json] SCRIPT}: replays a game's timeline (docs/ADJUDICATE.md) under its
 * competition code and prints every ruling with its article, then the result. Exit 0 when the script
 * was read, 2 when it cannot be read or is malformed (the line and field are named).
 */
final class AdjudicateCommand implements Command {

    @Override
    public String name() {
        return "adjudicate";
    }

    @Override
    public String usage() {
        return "[--json] SCRIPT";
    }

    @Override
    public String summary() {
        return "replay a game's timeline under a competition code and print what it decides";
    }

    @Override
    public int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError {
        Args args = Args.parse(words, Set.of(), Set.of("json"));
        if (args.operands().size() != 1) {
            throw new Args.UsageError("name one script file");
        }
        String file = args.operands().get(0);
        boolean json = args.flag("json");
        AdjudicateScript script;
        try {
            script = AdjudicateScript.parse(read(file));
        } catch (AdjudicateFields.Malformed | Unreadable e) {
            String message = file + ": " + e.getMessage();
            if (json) {
                Map<String, Object> doc = new LinkedHashMap<>();
                doc.put("file", file);
                doc.put("status", "malformed");
                doc.put("error", message);
                doc.put("exit", Tengen.BAD_INPUT);
                out.println(JsonWriter.write(doc));
            } else {
                err.println(message);
            }
            return Tengen.BAD_INPUT;
        }
        Adjudication adjudication = new Adjudication(script.setup());
        AdjudicateReport report = new AdjudicateReport(script.setup().rules().boardSize());
        List<Object> events = new ArrayList<>();
        if (!json) {
            out.println(file + ": " + script.setup().rules().name() + " rules, " + script.setup().code().name() + " code, "
                    + script.setup().rules().boardSize() + "x" + script.setup().rules().boardSize());
        }
        for (AdjudicateScript.Line line : script.lines()) {
            for (Ruling ruling : adjudication.handle(line.action())) {
                if (json) {
                    Map<String, Object> event = new LinkedHashMap<>();
                    event.put("t", AdjudicateReport.clock(line.t()));
                    event.put("line", line.number());
                    event.putAll(report.json(ruling));
                    events.add(event);
                } else {
                    out.printf("%s  line %d  %s  [%s]%n", AdjudicateReport.clock(line.t()), line.number(), report.text(ruling), ruling.article());
                }
            }
        }
        Optional<Ruling.ResultDeclared> result = adjudication.result();
        if (json) {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("file", file);
            doc.put("rules", script.setup().rules().name());
            doc.put("code", script.setup().code().name());
            doc.put("events", events);
            doc.put("result", result.map(AdjudicateReport::result).orElse(null));
            doc.put("exit", Tengen.OK);
            out.println(JsonWriter.write(doc));
        } else {
            out.println(result.map(r -> "result: " + r.result().sgf() + " [" + r.article() + "]")
                    .orElse("no result: the game is unfinished"));
        }
        return Tengen.OK;
    }

    private static String read(String file) throws Unreadable {
        try {
            return Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new Unreadable("no such file");
        } catch (IOException | RuntimeException e) {
            throw new Unreadable("cannot be read (" + e.getMessage() + ")");
        }
    }

    private static final class Unreadable extends Exception {
        Unreadable(String message) {
            super(message);
        }
    }
}
