package dev.tengen.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Runs a tournament command in-process the way {@code Tengen.run} does (a usage error prints the usage and
 * exits 2), so the commands can be tested before they are listed in {@code Tengen.COMMANDS}.
 */
final class TournamentCommands {

    private TournamentCommands() {}

    static CliTestSupport.Run pair(String... argv) {
        return run(new PairCommand(), argv);
    }

    static CliTestSupport.Run standings(String... argv) {
        return run(new StandingsCommand(), argv);
    }

    static CliTestSupport.Run duan(String... argv) {
        return run(new DuanCommand(), argv);
    }

    static CliTestSupport.Run export(String... argv) {
        return run(new ExportCommand(), argv);
    }

    static String tournament(String name) {
        return CliTestSupport.resource("tournaments/" + name);
    }

    private static CliTestSupport.Run run(Command command, String... argv) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        int exit;
        try {
            exit = command.run(List.of(argv), o, e);
        } catch (Args.UsageError usage) {
            e.println("tengen " + command.name() + ": " + usage.getMessage());
            e.println("usage: tengen " + command.name() + " " + command.usage());
            exit = Tengen.BAD_INPUT;
        }
        return new CliTestSupport.Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
