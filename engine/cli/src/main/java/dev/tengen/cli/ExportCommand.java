package dev.tengen.cli;

import dev.tengen.submission.Details;
import dev.tengen.submission.EgfH9Reader;
import dev.tengen.submission.Issue;
import dev.tengen.submission.Submission;
import dev.tengen.submission.Timing;
import dev.tengen.submission.TimingNotation;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Tournament;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code tengen export --format h9|aga|tou|csv|duan [--time SPEC] [--country CC] [--today DATE] [-o OUT] [--check]
 * [--force] [--json] FILE}: the file a federation receives (engine/submission), after its pre-submission check. The
 * check's findings go to stderr; with an error nothing is written (exit 1) unless {@code --force}. FILE is a Tengen
 * JSON or OpenGotha XML tournament, or an EGD h9 table (*.h9).
 */
final class ExportCommand implements Command {

    @Override
    public String name() {
        return "export";
    }

    @Override
    public String usage() {
        return "--format h9|aga|tou|csv|duan [--time 60m+byoyomi:30s] [--country CC] [--today YYYY-MM-DD] [-o OUT]"
                + " [--check] [--force] [--json] FILE";
    }

    @Override
    public String summary() {
        return "the file a federation receives (EGD h9, AGA results, FFG tou, player CSV, Duan report), checked first";
    }

    @Override
    public int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError {
        List<String> spelled = words.stream().map(w -> w.equals("-o") ? "--output" : w).toList();
        Args args = Args.parse(spelled, Set.of("format", "time", "country", "today", "output"), Set.of("check", "force", "json"));
        if (args.operands().size() != 1) {
            throw new Args.UsageError("name exactly one tournament file");
        }
        String formatName = args.option("format").orElseThrow(() -> new Args.UsageError("--format is one of "
                + Submission.Format.names()));
        Submission.Format format = Submission.Format.named(formatName).orElseThrow(() -> new Args.UsageError(
                "unknown format '" + formatName + "'; known: " + Submission.Format.names()));
        Details details = new Details(timing(args), args.option("country").orElse("").toUpperCase(Locale.ROOT), today(args));
        String file = args.operands().get(0);
        Tournament tournament;
        try {
            tournament = read(file, err);
        } catch (RecordFiles.Unreadable e) {
            err.println(e.getMessage());
            return Tengen.BAD_INPUT;
        }
        if (args.flag("check")) {
            List<Issue> issues = Submission.check(format, tournament, details);
            if (args.flag("json")) {
                out.println(JsonWriter.write(json(file, format, issues)));
            } else {
                print(out, file, format, issues);
            }
            return issues.stream().anyMatch(Issue::isError) ? Tengen.RULE_BROKEN : Tengen.OK;
        }
        Submission submission = Submission.of(format, tournament, details, args.flag("force"));
        submission.issues().forEach(issue -> err.println(file + ": " + issue));
        if (submission.file().isEmpty()) {
            err.println(file + ": no " + format.id() + " file written: the check found what the federation would refuse"
                    + (submission.acceptable() ? "" : "; correct it, or give --force to write it anyway"));
            return Tengen.RULE_BROKEN;
        }
        byte[] bytes = submission.file().get();
        if (args.option("output").isPresent()) {
            Path target = Path.of(args.option("output").get());
            try {
                Files.write(target, bytes);
            } catch (IOException e) {
                err.println(target + ": cannot be written (" + e.getMessage() + ")");
                return Tengen.BAD_INPUT;
            }
            err.println(file + ": " + format.id() + " written to " + target + " (" + format.charset().name() + ")");
        } else {
            out.writeBytes(bytes);
            out.flush();
        }
        return Tengen.OK;
    }

    /** An h9 table by its extension, else what the other tournament commands read. */
    private static Tournament read(String file, PrintStream err) throws RecordFiles.Unreadable {
        if (!file.toLowerCase(Locale.ROOT).endsWith(".h9")) {
            return TournamentFiles.read(file, err);
        }
        Path path = Path.of(file);
        if (!Files.isRegularFile(path)) {
            throw new RecordFiles.Unreadable(file + ": no such file");
        }
        return switch (EgfH9Reader.read(path)) {
            case Checked.Valid<Tournament> valid -> valid.value();
            // the first problems and how many more, as every tournament reader says them: a file of garbage named
            // *.h9 has a problem on each of its lines
            case Checked.Invalid<Tournament> invalid ->
                    throw new RecordFiles.Unreadable(TournamentFiles.describe(file, invalid.problems()));
        };
    }

    private static Optional<Timing> timing(Args args) throws Args.UsageError {
        if (args.option("time").isEmpty()) {
            return Optional.empty();
        }
        Checked<Timing> parsed = TimingNotation.parse(args.option("time").get());
        if (!parsed.isValid()) {
            throw new Args.UsageError("--time: " + parsed.problems().get(0).what());
        }
        return Optional.of(parsed.orElseThrow());
    }

    private static LocalDate today(Args args) throws Args.UsageError {
        try {
            return args.option("today").map(LocalDate::parse).orElse(LocalDate.now());
        } catch (DateTimeParseException e) {
            throw new Args.UsageError("--today takes a date such as 2024-05-12; got '" + args.option("today").get() + "'");
        }
    }

    private static void print(PrintStream out, String file, Submission.Format format, List<Issue> issues) {
        long errors = issues.stream().filter(Issue::isError).count();
        out.println(file + ": " + format.id() + ": " + (errors == 0 ? "ready to send" : errors + " to correct before sending")
                + (issues.size() > errors ? ", " + (issues.size() - errors) + " to know" : ""));
        issues.forEach(issue -> out.println("  " + issue));
    }

    private static Map<String, Object> json(String file, Submission.Format format, List<Issue> issues) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", file);
        m.put("format", format.id());
        m.put("acceptable", issues.stream().noneMatch(Issue::isError));
        List<Object> list = new ArrayList<>();
        for (Issue issue : issues) {
            Map<String, Object> i = new LinkedHashMap<>();
            i.put("severity", issue.severity().name().toLowerCase(Locale.ROOT));
            i.put("where", issue.where());
            i.put("what", issue.what());
            list.add(i);
        }
        m.put("issues", list);
        return m;
    }
}
