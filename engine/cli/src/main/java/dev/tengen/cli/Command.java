package dev.tengen.cli;

import java.io.PrintStream;
import java.util.List;

/** One sub-command of {@code tengen}. */
interface Command {

    String name();

    /** One line: the arguments it takes. */
    String usage();

    /** One line: what it does. */
    String summary();

    /** Runs with the words after the command name; returns the exit code. */
    int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError;
}
