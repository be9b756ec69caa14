package dev.tengen.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * The {@code tengen} command line. Exit codes: 0 success, 1 the rules found something wrong (an illegal
 * move, a failed check), 2 unusable input (an unreadable or malformed file, a wrong option).
 */
public final class Tengen {

    static final int OK = 0;
    static final int RULE_BROKEN = 1;
    static final int BAD_INPUT = 2;

    private static final List<Command> COMMANDS = List.of(
            new RulesCommand(),
            new ReplayCommand(),
            new ScoreCommand(),
            new AdjudicateCommand(),
            new PairCommand(),
            new StandingsCommand(),
            new DuanCommand(),
            new ExportCommand(),
            new AuditCommand(),
            new CheckCommand(),
            new GenerateCommand(),
            new ImportCommand(),
            new RatingsCommand());

    private Tengen() {}

    public static void main(String[] argv) {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true, StandardCharsets.UTF_8);
        int code = run(Arrays.asList(argv), out, err);
        out.flush();
        System.exit(code);
    }

    /** Runs a command line; never throws, never prints a stack trace. */
    static int run(List<String> argv, PrintStream out, PrintStream err) {
        if (argv.isEmpty() || argv.get(0).equals("--help") || argv.get(0).equals("help")) {
            help(argv.isEmpty() ? err : out);
            return argv.isEmpty() ? BAD_INPUT : OK;
        }
        String name = argv.get(0);
        Command command = COMMANDS.stream().filter(c -> c.name().equals(name)).findFirst().orElse(null);
        if (command == null) {
            err.println("tengen: unknown command '" + name + "'");
            help(err);
            return BAD_INPUT;
        }
        try {
            return command.run(argv.subList(1, argv.size()), out, err);
        } catch (Args.UsageError e) {
            err.println("tengen " + name + ": " + e.getMessage());
            err.println("usage: tengen " + name + " " + command.usage());
            return BAD_INPUT;
        } catch (RuntimeException | OutOfMemoryError e) {
            // A defect of ours, not of the user's input: say so in one line, without a stack trace.
            err.println("tengen " + name + ": internal error (" + e.getClass().getSimpleName() + ": " + e.getMessage()
                    + "); please report it with the command and file that caused it");
            return BAD_INPUT;
        } catch (StackOverflowError e) {
            // A reader that recursed over a file nested deeper than it was built for (an XML file of 100,000 nested
            // elements on a JDK without the jdk.xml.maxElementDepth limit of 100): the same, in one line.
            err.println("tengen " + name + ": internal error (StackOverflowError: the input is nested too deeply for"
                    + " the reader); please report it with the command and file that caused it");
            return BAD_INPUT;
        }
    }

    private static void help(PrintStream s) {
        s.println("tengen: the rules of Go as the Korean, Chinese, AGA and Ing documents write them");
        s.println();
        s.println("usage: tengen COMMAND [--json] ...");
        for (Command c : COMMANDS) {
            s.printf("  %-10s %s%n", c.name(), c.summary());
            s.printf("  %-10s   tengen %s %s%n", "", c.name(), c.usage());
        }
        s.println();
        s.println("exit codes: 0 ok, 1 a rule is broken (illegal move), 2 unusable input (file or option)");
    }
}
