package dev.tengen.cli;

import dev.tengen.conformance.GeneratedSystem;
import dev.tengen.conformance.TournamentGenerator;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.json.TournamentJson;
import dev.tengen.tournament.opengotha.OpenGothaFile;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code tengen generate --system S --players N --rounds R --seed X [-o FILE]}: a random, realistic tournament
 * paired round by round by Tengen (engine/conformance), as Tengen JSON on standard output or in FILE (OpenGotha XML
 * when FILE ends in .xml). The same arguments always give the same tournament.
 */
final class GenerateCommand implements Command {

    @Override
    public String name() {
        return "generate";
    }

    @Override
    public String usage() {
        return "--system " + String.join("|", GeneratedSystem.ids()) + " --players N --rounds R --seed X [-o FILE]";
    }

    @Override
    public String summary() {
        return "generate a random tournament paired by Tengen, reproducible from its seed";
    }

    @Override
    public int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError {
        List<String> named = words.stream().map(w -> w.equals("-o") ? "--output" : w).toList();
        Args args = Args.parse(named, Set.of("system", "players", "rounds", "seed", "output"), Set.of());
        if (!args.operands().isEmpty()) {
            throw new Args.UsageError("unexpected argument '" + args.operands().get(0) + "'");
        }
        String systemName = args.option("system").orElseThrow(() -> new Args.UsageError("--system is required"));
        GeneratedSystem system = GeneratedSystem.named(systemName).orElseThrow(() -> new Args.UsageError(
                "unknown system '" + systemName + "': one of " + String.join(", ", GeneratedSystem.ids())));
        int players = (int) number(args, "players", 2, TournamentGenerator.MOST_PLAYERS);
        int rounds = (int) number(args, "rounds", 1, 99);
        long seed = number(args, "seed", Long.MIN_VALUE, Long.MAX_VALUE);
        Tournament tournament = TournamentGenerator.generate(system, players, rounds, seed);
        if (args.option("output").isEmpty()) {
            out.println(TournamentJson.write(tournament));
            return Tengen.OK;
        }
        String file = args.option("output").get();
        boolean xml = file.toLowerCase(Locale.ROOT).endsWith(".xml");
        Checked<String> text = xml ? OpenGothaFile.write(tournament) : Checked.valid(TournamentJson.write(tournament));
        if (!text.isValid()) {
            err.println(file + ": the tournament cannot be written as OpenGotha XML: " + text.problems());
            return Tengen.BAD_INPUT;
        }
        try {
            Files.writeString(Path.of(file), text.orElseThrow(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println(file + ": cannot be written (" + e.getMessage() + ")");
            return Tengen.BAD_INPUT;
        }
        out.println("wrote " + file + ": " + tournament.event().name() + ", " + tournament.lastPairedRound()
                + " of " + rounds + " rounds paired");
        return Tengen.OK;
    }

    private static long number(Args args, String name, long least, long most) throws Args.UsageError {
        String text = args.option(name).orElseThrow(() -> new Args.UsageError("--" + name + " is required"));
        try {
            long value = Long.parseLong(text.strip());
            if (value < least || value > most) {
                throw new Args.UsageError("--" + name + " lies in " + least + ".." + most + ", not " + value);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new Args.UsageError("--" + name + " takes a whole number, not '" + text + "'");
        }
    }
}
