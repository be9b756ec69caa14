package dev.tengen.cli;

import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import dev.tengen.sgf.SgfCollection;
import dev.tengen.sgf.SgfException;
import dev.tengen.sgf.SgfGame;
import dev.tengen.sgf.SgfNode;
import dev.tengen.sgf.SgfWarning;
import java.io.PrintStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reading SGF files and rule-set names for the commands, with errors a user can act on. */
final class RecordFiles {

    private RecordFiles() {}

    /** A file that could not be used: which file, where, and why. */
    static final class Unreadable extends Exception {
        Unreadable(String message) {
            super(message);
        }
    }

    static Ruleset ruleset(Args args) throws Args.UsageError {
        String name = args.option("rules").orElseThrow(() -> new Args.UsageError("--rules NAME is required"));
        return Rulesets.byName(name).orElseThrow(() -> new Args.UsageError(
                "unknown rule set '" + name + "'; known: " + String.join(", ", Rulesets.names())));
    }

    /**
     * Every game tree of the file, typed. Game-info values that do not follow FF[4] do not make it unreadable: each
     * game keeps them as warnings, which the commands print on stderr (see {@link #warn}).
     */
    static List<SgfGame> games(String file) throws Unreadable {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(Path.of(file));
        } catch (NoSuchFileException e) {
            throw new Unreadable(file + ": no such file");
        } catch (IOException | RuntimeException e) {
            throw new Unreadable(file + ": cannot be read (" + e.getMessage() + ")");
        }
        try {
            SgfCollection collection = dev.tengen.sgf.SgfReader.read(bytes, file);
            List<SgfGame> games = new ArrayList<>();
            for (SgfNode tree : collection.gameTrees()) {
                games.add(SgfGame.from(tree));
            }
            if (games.isEmpty()) {
                throw new Unreadable(file + ": holds no game");
            }
            return games;
        } catch (SgfException e) {
            throw new Unreadable(e.getMessage());
        }
    }

    /** Prints a game's warnings, one a line, with file, line and column; the messages, for a JSON report. */
    static List<String> warn(SgfGame game, PrintStream err) {
        List<String> messages = game.warnings().stream().map(SgfWarning::message).toList();
        messages.forEach(err::println);
        return messages;
    }
}
