package dev.tengen.cli;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Tournament;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code tengen pair --round N [--json] FILE}: pairs round N of a tournament from the rounds before it, with the
 * tournament's own pairing system and parameters; games already stored for round N or later are ignored.
 */
final class PairCommand implements Command {

    @Override
    public String name() {
        return "pair";
    }

    @Override
    public String usage() {
        return "--round N [--json] FILE";
    }

    @Override
    public String summary() {
        return "pair a round of a tournament file (Tengen JSON or OpenGotha XML) by its own system";
    }

    @Override
    public int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError {
        Args args = Args.parse(words, Set.of("round"), Set.of("json"));
        if (args.operands().size() != 1) {
            throw new Args.UsageError("name exactly one tournament file");
        }
        String text = args.option("round").orElseThrow(() -> new Args.UsageError("--round N is required"));
        int round = roundNumber(text);
        String file = args.operands().get(0);
        java.util.Optional<Tournament> read = TournamentFiles.readOrSay(file, err);
        if (read.isEmpty()) {
            return Tengen.BAD_INPUT;
        }
        Tournament tournament = read.get();
        int next = tournament.lastPairedRound() + 1;
        if (round > next) {
            err.println(file + ": round " + round + " cannot be paired yet: the last paired round is "
                    + tournament.lastPairedRound() + ", so the next one is round " + next);
            return Tengen.BAD_INPUT;
        }
        if (round > tournament.regulations().rounds()) {
            err.println(file + ": round " + round + " is beyond the " + tournament.regulations().rounds() + " rounds scheduled");
            return Tengen.BAD_INPUT;
        }
        return switch (TournamentPairing.pair(tournament, round)) {
            case TournamentPairing.Refused refused -> {
                err.println(file + ": round " + round + " cannot be paired: " + refused.reason());
                yield Tengen.RULE_BROKEN;
            }
            case TournamentPairing.Paired paired -> {
                if (args.flag("json")) {
                    out.println(JsonWriter.write(json(file, tournament, round, paired)));
                } else {
                    print(out, tournament, round, paired);
                }
                yield Tengen.OK;
            }
        };
    }

    static int roundNumber(String text) throws Args.UsageError {
        int round;
        try {
            round = Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new Args.UsageError("--round takes a round number, such as 3; got '" + text + "'");
        }
        if (round < 1) {
            throw new Args.UsageError("rounds are numbered from 1; got " + round);
        }
        return round;
    }

    /** The system's name as the output shows it, with the Swiss procedure used. */
    static String systemName(Tournament tournament) {
        return switch (tournament.pairing()) {
            case PairingSystem.Swiss s -> TournamentPairing.chineseSwissProcedure(tournament)
                    ? "swiss (Chinese 2002 App. 5)" : "swiss (EGF style)";
            case PairingSystem.Knockout k -> k.lossesAllowed() == 2 ? "double knockout" : "knockout";
            default -> tournament.pairing().name();
        };
    }

    private static double compensation(Tournament tournament, Pairing game) {
        return game.compensation().orElse(tournament.regulations().compensation());
    }

    private static void print(PrintStream out, Tournament tournament, int round, TournamentPairing.Paired paired) {
        RoundPairing pairing = paired.pairing();
        out.println(tournament.event().name() + ": round " + round + " of " + tournament.regulations().rounds()
                + ", " + systemName(tournament) + (round == 1 ? "" : ", from rounds 1 to " + (round - 1)));
        int width = 5;
        for (Pairing game : pairing.games()) {
            width = Math.max(width, Math.max(TournamentFiles.label(tournament, game.black()).length(),
                    TournamentFiles.label(tournament, game.white()).length()));
        }
        String row = "  %5s  %-" + width + "s  %-" + width + "s  %8s  %12s%n";
        out.printf(row, "board", "Black", "White", "handicap", "compensation");
        for (Pairing game : pairing.games()) {
            out.printf(row, game.board(), TournamentFiles.label(tournament, game.black()),
                    TournamentFiles.label(tournament, game.white()), game.handicap(),
                    dev.tengen.rules.GameResult.formatPoints(compensation(tournament, game)));
        }
        for (String bye : pairing.byes()) {
            out.println("  bye: " + TournamentFiles.label(tournament, bye));
        }
        paired.notPaired().forEach((id, reason) -> out.println("  not paired: " + TournamentFiles.label(tournament, id)
                + " (" + reason + ")"));
        for (String note : paired.notes()) {
            out.println("  note: " + note);
        }
    }

    private static Map<String, Object> json(String file, Tournament tournament, int round, TournamentPairing.Paired paired) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", file);
        m.put("event", tournament.event().name());
        m.put("round", round);
        m.put("system", systemName(tournament));
        List<Object> games = new ArrayList<>();
        for (Pairing game : paired.pairing().games()) {
            Map<String, Object> g = new LinkedHashMap<>();
            g.put("board", game.board());
            g.put("black", game.black());
            g.put("blackName", TournamentFiles.label(tournament, game.black()));
            g.put("white", game.white());
            g.put("whiteName", TournamentFiles.label(tournament, game.white()));
            g.put("handicap", game.handicap());
            g.put("compensation", compensation(tournament, game));
            games.add(g);
        }
        m.put("games", games);
        m.put("byes", paired.pairing().byes());
        List<Object> notPaired = new ArrayList<>();
        paired.notPaired().forEach((id, reason) -> {
            Map<String, Object> n = new LinkedHashMap<>();
            n.put("id", id);
            n.put("reason", reason);
            notPaired.add(n);
        });
        m.put("notPaired", notPaired);
        m.put("notes", paired.notes());
        return m;
    }
}
