package dev.tengen.cli;

import dev.tengen.audit.ChainVerdict;
import dev.tengen.audit.ChainVerifier;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code tengen audit verify [--head HASH] [--json] FILE}: checks a tournament's audit export (one JSON line an
 * event, chained by SHA-256; docs/PLATFORM.md "Audit") with the verifier the platform's own tests use. Exit 0 and a
 * summary when the chain holds, 1 naming the first altered, missing or reordered line, 2 for an unreadable file
 * or line. {@code --head} compares the last hash with the one the platform showed, which catches cut-off lines.
 */
final class AuditCommand implements Command {

    @Override
    public String name() {
        return "audit";
    }

    @Override
    public String usage() {
        return "verify [--head HASH] [--json] FILE";
    }

    @Override
    public String summary() {
        return "verifies a tournament's audit export: the first altered, missing or reordered event";
    }

    @Override
    public int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError {
        Args args = Args.parse(words, Set.of("head"), Set.of("json"));
        if (args.operands().isEmpty() || !args.operands().get(0).equals("verify")) {
            throw new Args.UsageError("the only audit action is 'verify'");
        }
        if (args.operands().size() != 2) {
            throw new Args.UsageError("name exactly one audit export");
        }
        String file = args.operands().get(1);
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(Path.of(file));
        } catch (NoSuchFileException e) {
            err.println(file + ": no such file");
            return Tengen.BAD_INPUT;
        } catch (IOException | RuntimeException e) {
            err.println(file + ": cannot be read (" + e.getMessage() + ")");
            return Tengen.BAD_INPUT;
        }
        ChainVerdict verdict = args.option("head").isPresent()
                ? ChainVerifier.verify(bytes, args.option("head").get())
                : ChainVerifier.verify(bytes);
        report(file, verdict, args.flag("json"), out, err);
        return switch (verdict) {
            case ChainVerdict.Holds h -> Tengen.OK;
            case ChainVerdict.Broken b -> Tengen.RULE_BROKEN;
            case ChainVerdict.Unreadable u -> Tengen.BAD_INPUT;
        };
    }

    private static void report(String file, ChainVerdict verdict, boolean json, PrintStream out, PrintStream err) {
        if (json) {
            out.println(JsonWriter.write(json(file, verdict)));
            return;
        }
        switch (verdict) {
            case ChainVerdict.Holds h -> out.println(file + ": the chain holds: " + h.events()
                    + (h.events() == 1 ? " event" : " events") + ", sequence 1 to " + h.lastSequence() + ", head " + h.head());
            case ChainVerdict.Broken b -> out.println(file + ", line " + b.line() + ": " + b.kind().word() + ": " + b.detail());
            case ChainVerdict.Unreadable u -> err.println(file + ", line " + u.line() + ": unreadable: " + u.reason());
        }
    }

    private static Map<String, Object> json(String file, ChainVerdict verdict) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", file);
        switch (verdict) {
            case ChainVerdict.Holds h -> {
                m.put("holds", true);
                m.put("events", h.events());
                m.put("lastSequence", h.lastSequence());
                m.put("head", h.head());
            }
            case ChainVerdict.Broken b -> {
                m.put("holds", false);
                m.put("line", b.line());
                m.put("problem", b.kind().word());
                m.put("detail", b.detail());
            }
            case ChainVerdict.Unreadable u -> {
                m.put("holds", false);
                m.put("line", u.line());
                m.put("problem", "unreadable");
                m.put("detail", u.reason());
            }
        }
        return m;
    }
}
