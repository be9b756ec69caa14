package dev.tengen.cli;

import dev.tengen.audit.AuditKey;
import dev.tengen.audit.ChainVerdict;
import dev.tengen.audit.ChainVerifier;
import dev.tengen.audit.SignedHead;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code tengen audit verify [--key KEY] [--kept-heads FILE] [--head HASH] [--json] FILE}: checks a tournament's audit export (one JSON
 * line an event, chained by SHA-256, ending with the installation's signed head; docs/PLATFORM.md "Audit") with the
 * verifier the platform's own tests use. Exit 0 when the chain holds and its end is proven (the signed head, or the
 * head hash given with {@code --head}); 1 naming the first altered, missing or reordered line, a cut tail, a
 * re-chained file, a head signed with another key than {@code --key} (the federation's kept public key: a file
 * holding it, or the key itself), a history rewritten before a head kept earlier ({@code --kept-heads}: a file of
 * the signed heads the federation kept, one a line), or a file that nothing signed; 2 for an unreadable file, line,
 * key or kept head.
 */
final class AuditCommand implements Command {

    @Override
    public String name() {
        return "audit";
    }

    @Override
    public String usage() {
        return "verify [--key KEY] [--kept-heads FILE] [--head HASH] [--json] FILE";
    }

    @Override
    public String summary() {
        return "verifies a tournament's audit export: altered, missing or reordered events, a cut tail, a re-chained file";
    }

    @Override
    public int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError {
        Args args = Args.parse(words, Set.of("head", "key", "kept-heads"), Set.of("json"));
        if (args.operands().isEmpty() || !args.operands().get(0).equals("verify")) {
            throw new Args.UsageError("the only audit action is 'verify'");
        }
        if (args.operands().size() != 2) {
            throw new Args.UsageError("name exactly one audit export");
        }
        String file = args.operands().get(1);
        Optional<PublicKey> key = Optional.empty();
        if (args.option("key").isPresent()) {
            String given = args.option("key").get();
            try {
                key = Optional.of(AuditKey.publicKey(keyText(given)));
            } catch (AuditKey.NotAKey e) {
                err.println(given + ": not an Ed25519 public key (" + e.getMessage() + ")");
                return Tengen.BAD_INPUT;
            } catch (IOException e) {
                err.println(given + ": cannot be read (" + e.getMessage() + ")");
                return Tengen.BAD_INPUT;
            }
        }
        List<SignedHead> earlier = new ArrayList<>();
        if (args.option("kept-heads").isPresent()) {
            String heads = args.option("kept-heads").get();
            try {
                earlier.addAll(keptHeads(heads, key));
            } catch (IOException e) {
                err.println(heads + ": cannot be read (" + e.getMessage() + ")");
                return Tengen.BAD_INPUT;
            } catch (IllegalArgumentException e) {
                err.println(heads + ", " + e.getMessage());
                return Tengen.BAD_INPUT;
            }
        }
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
        ChainVerdict verdict = ChainVerifier.verify(bytes, new ChainVerifier.Kept(key, args.option("head"), earlier));
        report(file, verdict, args.flag("json"), out, err);
        return switch (verdict) {
            case ChainVerdict.Holds h -> Tengen.OK;
            case ChainVerdict.Broken b -> Tengen.RULE_BROKEN;
            case ChainVerdict.Unreadable u -> Tengen.BAD_INPUT;
        };
    }

    /**
     * The signed heads kept earlier, one a line as the platform publishes them; each must be signed, and by the kept
     * key when one is given.
     *
     * @throws IllegalArgumentException naming the line and what is wrong with it
     */
    private static List<SignedHead> keptHeads(String file, Optional<PublicKey> key) throws IOException {
        List<SignedHead> heads = new ArrayList<>();
        List<String> lines = Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            SignedHead head;
            try {
                head = SignedHead.parse(lines.get(i));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": not a signed head: " + e.getMessage());
            }
            if (!head.signatureHolds()) {
                throw new IllegalArgumentException("line " + (i + 1) + ": the kept head's signature does not hold");
            }
            if (key.isPresent() && !key.get().equals(publicKey(head))) {
                throw new IllegalArgumentException("line " + (i + 1) + ": the kept head is signed by another key than --key");
            }
            heads.add(head);
        }
        return heads;
    }

    /** The key as given: a file that holds it (PEM or base64), or the base64 itself. */
    private static String keyText(String given) throws IOException {
        Path path;
        try {
            path = Path.of(given);
        } catch (RuntimeException notAPath) {
            return given;
        }
        return Files.isRegularFile(path) ? Files.readString(path, StandardCharsets.US_ASCII) : given;
    }

    private static void report(String file, ChainVerdict verdict, boolean json, PrintStream out, PrintStream err) {
        if (json) {
            out.println(JsonWriter.write(json(file, verdict)));
            return;
        }
        switch (verdict) {
            case ChainVerdict.Holds h -> out.println(file + ": " + (h.signedHead() == null ? "the chain holds" : "intact and signed")
                    + ": " + h.events() + (h.events() == 1 ? " event" : " events") + ", sequence 1 to " + h.lastSequence()
                    + ", head " + h.head() + signature(h));
            case ChainVerdict.Broken b -> out.println(file + ", line " + b.line() + ": " + b.kind().word() + ": " + b.detail());
            case ChainVerdict.Unreadable u -> err.println(file + ", line " + u.line() + ": unreadable: " + u.reason());
        }
    }

    private static String signature(ChainVerdict.Holds holds) {
        SignedHead head = holds.signedHead();
        if (head == null) {
            return " (the head you gave)";
        }
        String signed = "; signed for tournament " + head.tournament() + " at " + head.signedAt() + " by the key ";
        return holds.keyChecked() ? signed + "you kept (SHA-256 " + fingerprint(head) + ")"
                : signed + "with SHA-256 " + fingerprint(head) + ": compare it with the key you kept, or give it with --key";
    }

    private static String fingerprint(SignedHead head) {
        return AuditKey.fingerprint(publicKey(head));
    }

    private static PublicKey publicKey(SignedHead head) {
        try {
            return head.publicKey();
        } catch (AuditKey.NotAKey e) {
            throw new IllegalStateException("a head whose signature holds has a key", e);
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
                m.put("signed", h.signedHead() != null);
                if (h.signedHead() != null) {
                    m.put("tournament", h.signedHead().tournament());
                    m.put("signedAt", h.signedHead().signedAt());
                    m.put("keyFingerprint", fingerprint(h.signedHead()));
                    m.put("keyChecked", h.keyChecked());
                }
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
