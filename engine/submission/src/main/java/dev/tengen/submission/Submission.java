package dev.tengen.submission;

import dev.tengen.tournament.Tournament;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * What a federation receives, checked before it is written: each format's pre-submission check lists what is missing
 * or invalid, and the file is made only when nothing the office would refuse was found, or when the director goes on
 * anyway ({@code force}).
 *
 * @param format the format
 * @param issues everything the check found, errors first
 * @param file the file's bytes, in the format's encoding; empty when an error stopped it
 */
public record Submission(Format format, List<Issue> issues, Optional<byte[]> file) {

    /** The formats, by the name the command line and the API use. */
    public enum Format {
        /** The EGD's results table (EgfH9). */
        H9("h9", "h9", EgfH9.ENCODING),
        /** The AGA's results file (AgaResults). */
        AGA("aga", "txt", StandardCharsets.US_ASCII),
        /** The FFG's results file (FfgTou). */
        TOU("tou", "tou", EgfH9.ENCODING),
        /** OpenGotha's player list (PlayerCsv). */
        CSV("csv", "csv", StandardCharsets.UTF_8),
        /** The Chinese 2002 Duan promotion report (DuanReport). */
        DUAN("duan", "csv", StandardCharsets.UTF_8);

        private final String name;
        private final String extension;
        private final Charset charset;

        Format(String name, String extension, Charset charset) {
            this.name = name;
            this.extension = extension;
            this.charset = charset;
        }

        /** The name on the command line and in the API's path. */
        public String id() {
            return name;
        }

        public String extension() {
            return extension;
        }

        public Charset charset() {
            return charset;
        }

        public static Optional<Format> named(String name) {
            return Arrays.stream(values()).filter(f -> f.name.equals(name.toLowerCase(Locale.ROOT))).findFirst();
        }

        /** "h9, aga, tou, csv, duan". */
        public static String names() {
            return String.join(", ", Arrays.stream(values()).map(Format::id).toList());
        }
    }

    public Submission {
        Objects.requireNonNull(format);
        issues = List.copyOf(issues);
        Objects.requireNonNull(file);
    }

    /** The format's pre-submission check: errors first, then warnings, each in the order found. */
    public static List<Issue> check(Format format, Tournament tournament, Details details) {
        List<Issue> found = switch (format) {
            case H9 -> EgfH9.check(tournament, details);
            case AGA -> AgaResults.check(tournament, details);
            case TOU -> FfgTou.check(tournament, details);
            case CSV -> PlayerCsv.check(tournament);
            case DUAN -> DuanReport.check(tournament);
        };
        return found.stream().sorted((a, b) -> Boolean.compare(b.isError(), a.isError())).toList();
    }

    /** The check, then the file unless the check found an error and {@code force} is false. */
    public static Submission of(Format format, Tournament tournament, Details details, boolean force) {
        List<Issue> issues = check(format, tournament, details);
        boolean refused = issues.stream().anyMatch(Issue::isError);
        // no table to write at all (a team or Pair Go event, standings that cannot be computed): not even forced
        boolean writable = issues.stream().noneMatch(i -> i.isError() && i.where().equals("standings"));
        if ((refused && !force) || !writable) {
            return new Submission(format, issues, Optional.empty());
        }
        String text = switch (format) {
            case H9 -> EgfH9.write(tournament, details);
            case AGA -> AgaResults.write(tournament, details);
            case TOU -> FfgTou.write(tournament, details);
            case CSV -> PlayerCsv.write(tournament);
            case DUAN -> DuanReport.write(tournament);
        };
        return new Submission(format, issues, Optional.of(text.getBytes(format.charset())));
    }

    /** Whether the check found nothing the office would refuse. */
    public boolean acceptable() {
        return issues.stream().noneMatch(Issue::isError);
    }
}
