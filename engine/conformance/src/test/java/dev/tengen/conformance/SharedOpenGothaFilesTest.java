package dev.tengen.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.tournament.opengotha.OpenGothaFile;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The checker on every OpenGotha tournament of ../shared/data/opengotha (copied into src/test/resources/opengotha).
 * Directors' and OpenGotha's pairings may depart from Tengen's rules: OpenGotha chooses the bye its own way, and with
 * paiSePreferMMSDiffRatherThanSameClub=3 it crosses up to three score groups to keep club-mates apart, where Tengen's
 * geography only reorders players inside a group (docs/RULES-NOTES.md, "Conformance checker"). Each finding is
 * "round.board rule" (board 0: the round as a whole).
 *
 * <p>Verified by reading the files: every veterans-2021 finding (round 2: Gajdos 5k has the bye while Born 30k, also
 * without a win, is present; round 3: groups of 10, 22 and 8 players, all even, yet six games cross; rounds 4 and 5:
 * the odd groups need two one-group crossings, the file has six and four; round 3 board 10 and round 5 board 10:
 * Gajdos has had White once more than Tosetto, then Thovert, yet is given White); paris2021-48th round 3 board 19
 * (Olivaux 4k on 28 McMahon points against Reisenegger 1k on 30, threshold 1d, correction 1: handicap 1, played at
 * 0); bosp2024 round 1 (the bye to Guney 24k while Topdemir 26k, both at the 20k floor, is present). The other
 * score-group findings are the checker's, consistent with OpenGotha's geography setting in each file but not
 * counted by hand.
 */
class SharedOpenGothaFilesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "Toulouse2024.xml; 2.0 score-groups, 3.0 score-groups, 4.0 score-groups, 5.0 score-groups, 6.0 score-groups",
        "bosp2024.xml; 1.0 bye, 2.0 score-groups, 2.0 bye",
        "frioul-2018.xml; 1.0 score-groups, 2.0 score-groups, 3.0 score-groups, 4.0 score-groups",
        "notsimplemm.xml; 1.0 score-groups",
        "notsosimpleswiss.xml; ''",
        "paris2021-48th.xml; 3.0 score-groups, 3.19 handicap, 4.0 score-groups, 5.0 score-groups, 5.72 colour,"
                + " 6.0 score-groups, 6.0 bye",
        "simplemm.xml; 1.0 score-groups, 2.0 score-groups, 4.0 score-groups, 5.0 score-groups",
        "simpleswiss.xml; ''",
        "veterans-2021.xml; 2.0 bye, 3.0 score-groups, 3.10 colour, 4.0 score-groups, 5.0 score-groups, 5.10 colour"})
    void theCheckerFindsWhatReadingTheFileShows(String file, String expected) {
        List<String> wanted = expected.isEmpty() ? List.of() : List.of(expected.split(", "));
        ConformanceReport report = ConformanceCheck.check(OpenGothaFile.read(Path.of("src/test/resources/opengotha", file))
                .orElseThrow());
        assertEquals(wanted, report.deviations().stream()
                .map(d -> d.round() + "." + d.board().orElse(0) + " " + d.rule().id()).toList());
    }
}
