package dev.tengen.cli;

import dev.tengen.conformance.ConformanceCheck;
import dev.tengen.conformance.ConformanceReport;
import dev.tengen.conformance.Deviation;
import dev.tengen.standing.Place;
import dev.tengen.tournament.Tournament;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code tengen check [--json] FILE}: every round of a tournament file held to the hard rules of its own pairing
 * system, and its standings recomputed (engine/conformance). Exit 0 when it conforms, 1 when something deviates.
 */
final class CheckCommand implements Command {

    @Override
    public String name() {
        return "check";
    }

    @Override
    public String usage() {
        return "[--json] FILE";
    }

    @Override
    public String summary() {
        return "check every round of a tournament file against its pairing system's rules, recompute the standings";
    }

    @Override
    public int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError {
        Args args = Args.parse(words, Set.of(), Set.of("json"));
        if (args.operands().size() != 1) {
            throw new Args.UsageError("name exactly one tournament file");
        }
        String file = args.operands().get(0);
        java.util.Optional<Tournament> read = TournamentFiles.readOrSay(file, err);
        if (read.isEmpty()) {
            return Tengen.BAD_INPUT;
        }
        Tournament tournament = read.get();
        ConformanceReport report = ConformanceCheck.check(tournament);
        if (args.flag("json")) {
            out.println(JsonWriter.write(json(file, tournament, report)));
        } else {
            print(out, file, tournament, report);
        }
        return report.conforms() ? Tengen.OK : Tengen.RULE_BROKEN;
    }

    private static void print(PrintStream out, String file, Tournament tournament, ConformanceReport report) {
        out.println(file + ": " + tournament.event().name() + " (" + report.system() + "), "
                + (report.roundsChecked().isEmpty() ? "no round checked" : "rounds checked: " + report.roundsChecked()));
        for (Deviation deviation : report.deviations()) {
            out.println("  " + deviation.where() + ": " + deviation.what());
            out.println("    rule " + deviation.rule().id() + ": " + deviation.rule().reference());
        }
        int count = report.deviations().size();
        out.println(count == 0 ? "conforms: no deviation" : count + (count == 1 ? " deviation" : " deviations"));
        report.standings().ifPresent(standings -> {
            List<Place> places = standings.places();
            out.println("standings recomputed after round " + tournament.lastPairedRound() + ": " + places.size()
                    + " placed, first " + String.join(", ", places.stream().limit(3)
                            .map(p -> p.place() + ". " + TournamentFiles.label(tournament, p.entrant())).toList())
                    + " (the file holds no standings to compare: neither format stores them)");
        });
    }

    private static Map<String, Object> json(String file, Tournament tournament, ConformanceReport report) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", file);
        m.put("event", tournament.event().name());
        m.put("system", report.system());
        m.put("roundsChecked", report.roundsChecked());
        m.put("conforms", report.conforms());
        m.put("deviations", report.deviations().stream().map(d -> {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("round", d.round());
            e.put("board", d.board().isPresent() ? d.board().getAsInt() : null);
            e.put("rule", d.rule().id());
            e.put("reference", d.rule().reference());
            e.put("what", d.what());
            return (Object) e;
        }).toList());
        m.put("standings", report.standings().map(s -> s.places().stream().map(p -> {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("place", p.place());
            e.put("shared", p.shared());
            e.put("id", p.entrant());
            return (Object) e;
        }).toList()).orElse(null));
        m.put("fileStandingsCompared", report.fileStandings());
        return m;
    }
}
