package dev.tengen.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The words after the command name: {@code --name value} options, {@code --flag}s and plain operands. */
final class Args {

    private final Map<String, String> options = new LinkedHashMap<>();
    private final List<String> operands = new ArrayList<>();

    private Args() {}

    /**
     * Parses {@code words}; {@code valued} names the options that take a value, {@code flags} those
     * that do not. Anything else starting with {@code --} is a usage error.
     */
    static Args parse(List<String> words, Set<String> valued, Set<String> flags) throws UsageError {
        Args args = new Args();
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (w.startsWith("--") && w.length() > 2) {
                String name = w.substring(2);
                String value = null;
                int eq = name.indexOf('=');
                if (eq >= 0) {
                    value = name.substring(eq + 1);
                    name = name.substring(0, eq);
                }
                if (flags.contains(name) && value == null) {
                    args.options.put(name, "true");
                } else if (valued.contains(name)) {
                    if (value == null) {
                        if (i + 1 >= words.size()) {
                            throw new UsageError("option --" + name + " needs a value");
                        }
                        value = words.get(++i);
                    }
                    args.options.put(name, value);
                } else {
                    throw new UsageError("unknown option --" + name);
                }
            } else {
                args.operands.add(w);
            }
        }
        return args;
    }

    Optional<String> option(String name) {
        return Optional.ofNullable(options.get(name));
    }

    boolean flag(String name) {
        return options.containsKey(name);
    }

    List<String> operands() {
        return operands;
    }

    /** A mistake in how the command was called: printed with the usage, exit code 2. */
    static final class UsageError extends Exception {
        UsageError(String message) {
            super(message);
        }
    }
}
