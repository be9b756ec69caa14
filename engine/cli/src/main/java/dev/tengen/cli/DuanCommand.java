package dev.tengen.cli;

import dev.tengen.rank.DuanAssessment;
import dev.tengen.submission.TournamentDuan;
import dev.tengen.tournament.Tournament;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code tengen duan [--json] FILE}: Duan promotion points and eligibility of every professional of a
 * tournament (Chinese 2002 art. 25.3, appendix 7 Tables 4 and 5); the other players are listed as not
 * assessed, with the reason.
 */
final class DuanCommand implements Command {

    @Override
    public String name() {
        return "duan";
    }

    @Override
    public String usage() {
        return "[--json] FILE";
    }

    @Override
    public String summary() {
        return "professional Duan promotion points of a tournament file (Chinese 2002 appendix 7, Tables 4 and 5)";
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
        List<TournamentDuan.Line> lines = TournamentDuan.assess(tournament);
        if (args.flag("json")) {
            out.println(JsonWriter.write(json(file, tournament, lines)));
        } else {
            print(out, tournament, lines);
        }
        return Tengen.OK;
    }

    private static void print(PrintStream out, Tournament tournament, List<TournamentDuan.Line> lines) {
        out.println(tournament.event().name() + ": Duan promotion (Chinese 2002 appendix 7, Tables 4 and 5)");
        for (TournamentDuan.Line line : lines) {
            String who = TournamentFiles.label(tournament, line.player().id());
            if (line.assessment().isEmpty()) {
                out.println("  " + who + ": not assessed: " + line.reason());
                continue;
            }
            DuanAssessment a = line.assessment().get();
            out.println("  " + who + ": " + a.games() + (a.games() == 1 ? " game, " : " games, ") + a.total()
                    + " points, average " + a.average().toPlainString() + ": "
                    + a.promotedTo().map(r -> "eligible for promotion to " + r).orElse("not eligible"));
            List<String> perGame = new ArrayList<>();
            for (int i = 0; i < a.points().size(); i++) {
                perGame.add("round " + line.rounds().get(i) + " " + a.points().get(i));
            }
            if (!perGame.isEmpty()) {
                out.println("      " + String.join(", ", perGame));
            }
            out.println("      " + line.reason());
        }
    }

    private static Map<String, Object> json(String file, Tournament tournament, List<TournamentDuan.Line> lines) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", file);
        m.put("event", tournament.event().name());
        List<Object> players = new ArrayList<>();
        for (TournamentDuan.Line line : lines) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("id", line.player().id());
            p.put("name", TournamentFiles.label(tournament, line.player().id()));
            p.put("rank", line.player().rank().notation());
            p.put("assessed", line.assessment().isPresent());
            line.assessment().ifPresent(a -> {
                p.put("games", a.games());
                p.put("rounds", line.rounds());
                p.put("points", a.points());
                p.put("total", a.total());
                p.put("average", a.average().doubleValue());
                p.put("eligible", a.eligible());
                p.put("promotedTo", a.promotedTo().map(r -> r.notation()).orElse(null));
            });
            p.put("reason", line.reason());
            players.add(p);
        }
        m.put("players", players);
        return m;
    }
}
