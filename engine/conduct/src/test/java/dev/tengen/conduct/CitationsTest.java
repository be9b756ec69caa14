package dev.tengen.conduct;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.clock.Byoyomi;
import dev.tengen.clock.DepartureRuling;
import dev.tengen.clock.IngPenaltyPoints;
import dev.tengen.clock.IngSecondReading;
import dev.tengen.clock.LatenessLimit;
import dev.tengen.clock.MovesInPeriod;
import dev.tengen.clock.SuddenDeath;
import dev.tengen.clock.Suspension;
import dev.tengen.clock.TimeSystem;
import dev.tengen.rank.NigiriRule;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every ruling names the right article of the right document: each citation the engine can produce is read back
 * ({@link SeedCitations}) and looked up in the index of the seeds' articles (resource seed-articles, made from the
 * seeds alone). Two walks: the citations the engine's data give (rule sets, competition codes, time systems), and every
 * string literal of the engine's sources that names a seed, which is how every other citation is written: whole, in one
 * literal, so that this walk sees it.
 */
class CitationsTest {

    private static final Set<String> INDEX = SeedCitations.index();
    /** The engine's modules, from this module's directory (where the tests run). */
    private static final Path ENGINE = Path.of("..");
    /** The repository's root, from this module's directory. */
    private static final Path REPOSITORY = Path.of("../..").toAbsolutePath().normalize();

    private static List<String> wrong(String text) {
        SeedCitations.Reading reading = SeedCitations.read(text);
        List<String> wrong = new ArrayList<>(reading.problems());
        if (reading.cited().isEmpty() && reading.problems().isEmpty()) {
            wrong.add("'" + text + "' cites no article");
        }
        for (SeedCitations.Cited cited : reading.cited()) {
            if (!INDEX.contains(cited.document() + "|" + cited.article())) {
                wrong.add("'" + text + "' cites " + cited + ", which its document does not have");
            }
        }
        return wrong;
    }

    @Test
    void theReaderTakesListsRangesItemsAndSections() {
        assertEquals(List.of("Ing 1991 7 (1)", "Ing 1991 8, Forfeiture (4)"),
                cited("Ing 1991 art. 7 (1), art. 8, Forfeiture (4)"));
        assertEquals(List.of("Korean 2016 8", "Korean 2016 9", "Korean 2016 12"), cited("Korean 2016 art. 8, 9 and 12"));
        assertEquals(List.of("Chinese 2002 22.1", "Chinese 2002 22.4"), cited("Chinese 2002 art. 22.1-22.4"));
        assertEquals(List.of("Chinese 2002 27.1 (1)(C)"), cited("(Chinese 2002 art. 27.1 (1)(C): play-off or lots decide)"));
        assertEquals(List.of("Ing 1991 9, Improper conduct", "Ing 1991 10, Referee"),
                cited("Ing 1991 art. 9, Improper conduct, and 10, Referee"));
        assertEquals(List.of("Chinese 2002 22.7", "Incheon 2013 code 5.5.2"),
                cited("Chinese 2002 art. 22.7, Incheon 2013 code art. 5.5.2"));
        assertEquals(List.of("Chinese 2002 appendix Table 4", "Chinese 2002 appendix Table 5", "Chinese 2002 appendix 7"),
                cited("Chinese 2002 appendix 7, Tables 4 and 5"));
        assertEquals(List.of("Ing 1991 6, Compensation points"),
                cited("Ing 1991 art. 6, Compensation points (draws go to Black)"));
    }

    @Test
    void aCitationOfAnArticleItsDocumentDoesNotHaveIsFound() {
        assertEquals(1, wrong("Ing 1991 art. 8 (4)").size());
        assertEquals(1, wrong("Incheon 2013 art. 2.2").size(), "the Incheon document is named 'Incheon 2013 code'");
        assertEquals(1, wrong("Chinese 2002 art. 35").size());
        assertEquals(1, wrong("the AGA event (the rules are silent)").size(), "no article");
        assertEquals(List.of(), wrong("Incheon 2013 code art. 2.3.6 (4)"));
    }

    private static List<String> cited(String text) {
        return SeedCitations.read(text).cited().stream().map(SeedCitations.Cited::toString).toList();
    }

    static Stream<Arguments> producedCitations() {
        List<Arguments> rows = new ArrayList<>();
        for (Ruleset rules : Rulesets.ALL) {
            for (Ruleset.Dimension dimension : Ruleset.Dimension.values()) {
                rows.add(Arguments.of(rules.name() + " " + dimension, rules.article(dimension)));
            }
        }
        for (CompetitionCode code : CompetitionCodes.ALL) {
            String name = code.name() + " ";
            rows.add(Arguments.of(name + "lateness", code.lateness().article()));
            code.lateness().away().ifPresent(l -> rows.add(Arguments.of(name + "lateness away", l.article())));
            code.lateness().near().ifPresent(l -> rows.add(Arguments.of(name + "lateness near", l.article())));
            rows.add(Arguments.of(name + "warnings", code.warnings().article()));
            for (Infraction.Kind kind : Infraction.Kind.values()) {
                rows.add(Arguments.of(name + kind, code.sanction(kind).article()));
            }
            rows.add(Arguments.of(name + "unprescribed", code.unprescribed()));
            rows.add(Arguments.of(name + "complaints", code.complaints()));
            rows.add(Arguments.of(name + "drawn game", code.drawnGame().article()));
            rows.add(Arguments.of(name + "match", code.match().article()));
            rows.add(Arguments.of(name + "resignation", code.resignation()));
            code.expiryJudgedAsPass().ifPresent(a -> rows.add(Arguments.of(name + "expiry judged a pass", a)));
            code.pairGo().ifPresent(p -> {
                rows.add(Arguments.of(name + "pair go", p.article()));
                rows.add(Arguments.of(name + "pair go resignation", p.resignationArticle()));
            });
            code.colours().map(NigiriRule::article).ifPresent(a -> rows.add(Arguments.of(name + "colours", a)));
            code.time().map(TimeSystem::article).ifPresent(a -> rows.add(Arguments.of(name + "time system", a)));
        }
        Duration hour = Duration.ofHours(1);
        for (TimeSystem system : List.of(SuddenDeath.of(hour), SuddenDeath.AGA_30_MINUTES,
                new Byoyomi(hour, 3, Duration.ofSeconds(30)),
                new MovesInPeriod(hour, 15, Duration.ofMinutes(10)), new IngPenaltyPoints(hour),
                new IngSecondReading(hour, Duration.ofSeconds(30), 3))) {
            rows.add(Arguments.of(system.getClass().getSimpleName(), system.article()));
        }
        for (Suspension suspension : Suspension.values()) {
            rows.add(Arguments.of("suspension " + suspension, suspension.article()));
        }
        for (DepartureRuling departure : DepartureRuling.values()) {
            rows.add(Arguments.of("departure " + departure, departure.article()));
        }
        for (LatenessLimit limit : List.of(LatenessLimit.INCHEON_2013, LatenessLimit.CHINESE_2002_AWAY_FROM_LODGING,
                LatenessLimit.CHINESE_2002_NEAR_LODGING)) {
            rows.add(Arguments.of("lateness limit " + limit.forfeitAfter(), limit.article()));
        }
        return rows.stream();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("producedCitations")
    void everyCitationTheEnginesDataGiveIsAnArticleOfItsDocument(String what, String citation) {
        assertEquals(List.of(), wrong(citation), what);
    }

    @Test
    void everyCitationWrittenInTheEnginesSourcesIsAnArticleOfItsDocument() throws IOException {
        List<String> wrong = wrongIn(ENGINE);
        assertEquals(List.of(), wrong, String.join("\n", wrong));
    }

    /**
     * The services, the read models and the platform cite the same documents in their refusals, API descriptions and
     * pages: every such citation is an article of its document too, written the engine's way (Incheon 2013
     * arbitration art. 3.2, not "000 ch. 4 art. 3.2").
     */
    @Test
    void everyCitationWrittenInTheServicesAndReadModelsIsAnArticleOfItsDocument() throws IOException {
        List<String> wrong = new ArrayList<>();
        for (Path root : List.of(REPOSITORY.resolve("services"), REPOSITORY.resolve("read-models"))) {
            wrong.addAll(wrongIn(root));
        }
        assertEquals(List.of(), wrong, String.join("\n", wrong));
    }

    private static List<String> wrongIn(Path root) throws IOException {
        List<String> wrong = new ArrayList<>();
        List<Path> sources;
        try (Stream<Path> files = Files.walk(root)) {
            sources = files.filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/main/java/"))
                    .sorted().toList();
        }
        for (Path source : sources) {
            for (JavaStringLiterals.Literal literal : JavaStringLiterals.of(Files.readString(source, StandardCharsets.UTF_8))) {
                SeedCitations.Reading reading = SeedCitations.read(literal.text());
                if (reading.cited().isEmpty() && reading.problems().isEmpty()) {
                    continue;
                }
                for (String problem : wrong(literal.text())) {
                    wrong.add(REPOSITORY.relativize(source.toAbsolutePath().normalize()) + ":" + literal.line() + ": " + problem);
                }
            }
        }
        return wrong;
    }
}
