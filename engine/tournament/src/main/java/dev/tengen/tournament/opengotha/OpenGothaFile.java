package dev.tengen.tournament.opengotha;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Event;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Placement;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.TournamentCheck;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * OpenGotha's tournament file (XML, dataVersion 201): import into a Tengen tournament, and export back.
 * An import returns a complete tournament or every problem found, never part of one. Player ids of an
 * imported tournament are OpenGotha's keys, NAME+FIRSTNAME in capitals without spaces.
 */
public final class OpenGothaFile {

    /** OpenGotha's Gotha.MAX_NUMBER_OF_ROUNDS. */
    static final int MAX_ROUNDS = 20;

    /** Membership bodies and the OpenGotha attribute holding each id. */
    static final Map<String, String> MEMBERSHIPS = orderedMemberships();

    private OpenGothaFile() {
    }

    /**
     * A file read: the tournament or every problem found, and the warnings on what was read but left out (a placement
     * criterion Tengen does not compute), each naming its line.
     */
    public record Reading(Checked<Tournament> tournament, List<Problem> warnings) {
        public Reading {
            warnings = List.copyOf(warnings);
        }
    }

    public static Checked<Tournament> read(Path file) {
        return readWithWarnings(file).tournament();
    }

    public static Checked<Tournament> read(String xml) {
        return readWithWarnings(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8))).tournament();
    }

    /** Reads an OpenGotha file; the encoding is the one its XML declaration names (UTF-8 if none). */
    public static Checked<Tournament> read(InputStream in) {
        return readWithWarnings(in).tournament();
    }

    /** Reads an OpenGotha file, with the warnings; problems and warnings name the file. */
    public static Reading readWithWarnings(Path file) {
        return read(file, false);
    }

    /**
     * Reads an OpenGotha file for an import, in one reading: the tournament, and first among the warnings what the
     * file holds and a Tengen tournament does not, naming the file and line: the time system (basic time and
     * OpenGotha's overtime), which the platform takes from the tournament's configuration and an export asks for again
     * (docs/FORMATS.md, "OpenGotha"). {@link #readWithWarnings(Path)} leaves it unsaid: the standings of the file do
     * not need it.
     */
    public static Reading readForImport(Path file) {
        return read(file, true);
    }

    private static Reading read(Path file, boolean forImport) {
        try (InputStream in = Files.newInputStream(file)) {
            Reading read = read(in, forImport);
            Checked<Tournament> tournament = read.tournament().isValid() ? read.tournament()
                    : Checked.invalid(inFile(file, read.tournament().problems()));
            return new Reading(tournament, inFile(file, read.warnings()));
        } catch (IOException e) {
            return new Reading(Checked.invalid(file.toString(), "cannot be read: " + e.getMessage()), List.of());
        }
    }

    /** Reads an OpenGotha file, with the warnings; the encoding is the one its XML declaration names (UTF-8 if none). */
    public static Reading readWithWarnings(InputStream in) {
        return read(in, false);
    }

    private static Reading read(InputStream in, boolean forImport) {
        Checked<XmlElement> tree = XmlTree.read(in);
        if (!(tree instanceof Checked.Valid<XmlElement> valid)) {
            return new Reading(Checked.invalid(tree.problems()), List.of());
        }
        List<Problem> warnings = new ArrayList<>(forImport ? leftOut(valid.value()) : List.of());
        Checked<Tournament> tournament = tournament(valid.value(), warnings);
        return new Reading(tournament, warnings);
    }

    /** The time system the file's general settings hold, which a Tengen tournament does not. */
    private static List<Problem> leftOut(XmlElement root) {
        return root.at("TournamentParameterSet/GeneralParameterSet")
                .filter(general -> general.attribute("basicTime").isPresent()
                        || general.attribute("complementaryTimeSystem").isPresent())
                .map(general -> List.of(new Problem("line " + general.line() + ", general settings", "the time system"
                        + " (basicTime " + general.attribute("basicTime").orElse("?") + " min, complementaryTimeSystem "
                        + general.attribute("complementaryTimeSystem").orElse("?") + ") is not kept: a Tengen"
                        + " tournament file does not hold one")))
                .orElse(List.of());
    }

    private static List<Problem> inFile(Path file, List<Problem> problems) {
        return problems.stream().map(p -> new Problem(file.getFileName() + ", " + p.where(), p.what())).toList();
    }

    private static Checked<Tournament> tournament(XmlElement root, List<Problem> warnings) {
        List<Problem> problems = new ArrayList<>();
        if (!root.name().equals("Tournament")) {
            return Checked.invalid("line " + root.line(), "the root element is <" + root.name()
                    + ">, not <Tournament>: this is not an OpenGotha tournament file");
        }
        if (root.child("Teams").filter(teams -> !teams.children().isEmpty()).isPresent()) {
            problems.add(new Problem("line " + root.child("Teams").orElseThrow().line() + ", teams",
                    "OpenGotha team tournaments are not read: each team's board order is stored round by round, and a"
                            + " Tengen team has one board order for the whole event"));
        }
        OpenGothaParameters parameters = new OpenGothaParameters(root, problems, warnings);
        Event event = parameters.event();
        Regulations regulations = parameters.regulations();
        PairingSystem pairing = parameters.pairingSystem(parameters.isMcMahon());
        Placement placement = parameters.placement();
        if (regulations == null) {
            return Checked.invalid(problems);
        }
        OpenGothaRoster roster = new OpenGothaRoster(problems, regulations.rounds());
        List<Player> players = roster.players(root);
        List<Round> rounds = roster.rounds(root, players);
        if (!problems.isEmpty()) {
            return Checked.invalid(problems);
        }
        Tournament tournament = new Tournament(event, regulations, pairing, placement, players, List.of(), rounds);
        return Checked.of(tournament, TournamentCheck.problems(tournament));
    }

    /** The tournament as an OpenGotha file, or the reasons OpenGotha cannot hold it. */
    public static Checked<String> write(Tournament tournament) {
        return OpenGothaWriter.write(tournament);
    }

    private static Map<String, String> orderedMemberships() {
        Map<String, String> bodies = new LinkedHashMap<>();
        bodies.put("egf", "egfPin");
        bodies.put("ffg", "ffgLicence");
        bodies.put("aga", "agaId");
        return java.util.Collections.unmodifiableMap(bodies);
    }
}
