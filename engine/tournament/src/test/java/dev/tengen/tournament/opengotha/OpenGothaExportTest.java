package dev.tengen.tournament.opengotha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Entry;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import java.io.StringReader;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/** Export to OpenGotha: valid against opengotha.xsd, and importing it again gives the same tournament. */
class OpenGothaExportTest {

    private static final List<String> FILES = RealFiles.ALL;

    private static Tournament load(String name) {
        return OpenGothaFile.read(RealFiles.text(name)).orElseThrow();
    }

    private static void assertValidAgainstXsd(String xml) throws Exception {
        SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        Schema schema = factory.newSchema(OpenGothaExportTest.class.getResource("/opengotha/opengotha.xsd"));
        Validator validator = schema.newValidator();
        validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        validator.validate(new StreamSource(new StringReader(xml)));
    }

    @ParameterizedTest
    @FieldSource("FILES")
    void exportOfARealFileIsValidAgainstOpenGothasSchema(String name) throws Exception {
        assertValidAgainstXsd(OpenGothaFile.write(load(name)).orElseThrow());
    }

    @ParameterizedTest
    @FieldSource("FILES")
    void exportThenImportGivesTheSameTournament(String name) {
        Tournament original = load(name);
        Checked<Tournament> again = OpenGothaFile.read(OpenGothaFile.write(original).orElseThrow());
        assertEquals(List.of(), again.problems());
        assertEquals(original, again.orElseThrow());
    }

    @Test
    void professionalRankSurvivesTheRoundTripThroughTheGrade() {
        Tournament t = load("simplemm");
        Player first = t.players().getFirst();
        Player pro = new Player(first.id(), first.name(), first.firstName(), Rank.pro(2), first.rating(), first.club(),
                first.country(), first.birthDate(), first.registration(), first.absentRounds(), first.withdrawnFrom(),
                first.mcMahonCorrection(), first.warnings(), first.memberships());
        Tournament withPro = t.withPlayer(pro);
        String xml = OpenGothaFile.write(withPro).orElseThrow();
        assertTrue(xml.contains("rank=\"7D\""), "a 2p is written as the amateur 7d OpenGotha computes with");
        assertEquals(withPro, OpenGothaFile.read(xml).orElseThrow());
    }

    @Test
    void withdrawalIsWrittenAsAbsenceFromTheLaterRoundsAndComesBackAsAbsence() {
        Tournament t = load("frioul-2018");
        Player leaving = t.player("GUERRE-GENTONPHILIPPE").orElseThrow();
        Tournament withdrawn = t.withPlayer(leaving.withWithdrawal(4));
        String xml = OpenGothaFile.write(withdrawn).orElseThrow();
        assertTrue(xml.contains("participating=\"11100000000000000000\""), "rounds 4 to 20 are written as not participating");
        Player back = OpenGothaFile.read(xml).orElseThrow().player(leaving.id()).orElseThrow();
        assertEquals(List.of(4), back.absentRounds());
        assertTrue(back.withdrawnFrom().isEmpty(), "OpenGotha has no withdrawal, only absence");
    }

    @Test
    void voidGameCannotBeExported() {
        Tournament t = load("simplemm");
        Round first = t.round(1).orElseThrow();
        GameRecord g = first.games().getFirst();
        GameRecord voided = new GameRecord(g.round(), g.board(), g.black(), g.white(), g.handicap(), Outcome.NO_RESULT, false);
        Round changed = new Round(1, first.games().stream().map(x -> x == g ? voided : x).toList(), first.byes());
        Checked<String> xml = OpenGothaFile.write(t.withRound(changed));
        assertEquals("round 1, board " + g.board() + ": OpenGotha has no result code for a void game (no result)",
                xml.problems().getFirst().toString());
    }

    @Test
    void roundRobinAndTeamsCannotBeExported() {
        Tournament t = load("simplemm");
        Tournament roundRobin = new Tournament(t.event(), t.regulations(), new PairingSystem.RoundRobin(1), t.placement(),
                t.players(), List.of(new Entry.Team("T1", "Team", List.of(t.players().getFirst().id()))), t.rounds());
        List<String> problems = OpenGothaFile.write(roundRobin).problems().stream().map(Object::toString).toList();
        assertTrue(problems.contains("entries: OpenGotha export of teams and Pair Go pairs is not supported"), problems::toString);
        assertTrue(problems.contains("pairing: OpenGotha pairs McMahon and Swiss tournaments, not 'round-robin'"), problems::toString);
    }
}
