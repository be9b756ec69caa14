package dev.tengen.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code bin/tengen} command written in a shell block of the README and of docs/ runs as written, from the
 * repository's directory: its files exist and it ends with a verdict (0, or 1 for a broken rule), not with "unusable
 * input" (2). A command that reads a file another command of its block writes (the platform tour's audit export) is
 * left to the platform's tests.
 */
class DocumentedCommandsTest {

    private static final Path ROOT = Path.of("../..").toAbsolutePath().normalize();

    /** One command of a document: where it is written, and its words after {@code bin/tengen}. */
    record Documented(String where, List<String> words) {}

    @TestFactory
    Stream<DynamicTest> everyDocumentedCommandRunsAsWritten() throws IOException {
        return documented().stream().map(command -> DynamicTest.dynamicTest(command.where() + ": tengen "
                + String.join(" ", command.words()), () -> {
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    ByteArrayOutputStream err = new ByteArrayOutputStream();
                    int code = Tengen.run(command.words().stream().map(DocumentedCommandsTest::fromRoot).toList(),
                            new PrintStream(out, true, StandardCharsets.UTF_8),
                            new PrintStream(err, true, StandardCharsets.UTF_8));
                    String errors = err.toString(StandardCharsets.UTF_8);
                    assertNotEquals(Tengen.BAD_INPUT, code, errors);
                    assertFalse(errors.contains("internal error"), errors);
                    assertTrue(code == Tengen.OK || !out.toString(StandardCharsets.UTF_8).isBlank()
                            || !errors.isBlank(), "a verdict is printed");
                }));
    }

    @Test
    void theReadmeTourHasItsCommands() throws IOException {
        long readme = documented().stream().filter(c -> c.where().startsWith("README.md")).count();
        assertTrue(readme >= 9, "the README's tour lists its commands: " + readme);
    }

    /** A word that names a file of the repository is given as the path from the repository's directory. */
    private static String fromRoot(String word) {
        if (word.startsWith("-") || !word.contains("/") && !word.contains(".")) {
            return word;
        }
        Path path = ROOT.resolve(word);
        return Files.exists(path) ? path.toString() : word;
    }

    private static List<Documented> documented() throws IOException {
        List<Path> documents = new ArrayList<>();
        documents.add(ROOT.resolve("README.md"));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(documents::add);
        }
        List<Documented> commands = new ArrayList<>();
        for (Path document : documents) {
            List<String> lines = Files.readAllLines(document, StandardCharsets.UTF_8);
            boolean inShell = false;
            List<Documented> block = new ArrayList<>();
            boolean blockWritesFiles = false;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (line.startsWith("```")) {
                    if (inShell && !blockWritesFiles) {
                        commands.addAll(block);
                    }
                    inShell = !inShell && (line.equals("```sh") || line.equals("```bash") || line.equals("```shell"));
                    block = new ArrayList<>();
                    blockWritesFiles = false;
                    continue;
                }
                if (!inShell) {
                    continue;
                }
                blockWritesFiles |= line.contains(" > ") || line.startsWith("curl ");
                if (line.startsWith("bin/tengen ")) {
                    String where = ROOT.relativize(document) + ":" + (i + 1);
                    block.add(new Documented(where, words(withoutComment(line.substring("bin/tengen ".length())))));
                }
            }
        }
        return commands;
    }

    private static String withoutComment(String line) {
        int hash = line.indexOf(" #");
        return hash < 0 ? line : line.substring(0, hash);
    }

    /** Shell words: split at spaces, single and double quotes kept together. */
    private static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        char quote = 0;
        for (char c : line.strip().toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (Character.isWhitespace(c)) {
                if (!word.isEmpty()) {
                    words.add(word.toString());
                    word.setLength(0);
                }
            } else {
                word.append(c);
            }
        }
        if (!word.isEmpty()) {
            words.add(word.toString());
        }
        return words;
    }
}
