package dev.tengen.imports.macmahon;

import dev.tengen.imports.ImportReading;
import dev.tengen.imports.NameWarning;
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
import dev.tengen.tournament.opengotha.OpenGothaFile.Reading;
import dev.tengen.tournament.opengotha.XmlElement;
import dev.tengen.tournament.opengotha.XmlTree;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * A tournament file of MacMahon 3.9 (Christoph Gerlach's pairing program), XML with a {@code <TournamentData>} root:
 * the settings in {@code <Tournament>}, the placement criteria in {@code <Walllist>}, the players in
 * {@code <Playerlist>}, the rounds in {@code <Roundlist>}. A read returns a whole tournament or every problem found,
 * each naming its line and element; what the file holds and Tengen leaves out, or what the file lacks and Tengen
 * supplies, is a warning. Player ids are the file's {@code <Id>}s.
 */
public final class MacMahonFile {

    private MacMahonFile() {
    }

    /**
     * Reads a MacMahon 3.9 file. The format records no dates, so the event is dated {@code undated} (the day of the
     * import, for the command line and the platform), with a warning.
     */
    public static Reading read(Path file, LocalDate undated) {
        return dev.tengen.imports.ImportFiles.read(file, in -> read(in, undated));
    }

    public static Reading read(InputStream in, LocalDate undated) {
        return readWithNames(in, undated).reading();
    }

    /** As {@link #read}, with the warnings on the players' names as values too. */
    public static ImportReading readWithNames(InputStream in, LocalDate undated) {
        Checked<XmlElement> tree = XmlTree.read(in);
        if (!(tree instanceof Checked.Valid<XmlElement> valid)) {
            return new ImportReading(new Reading(Checked.invalid(tree.problems()), List.of()), List.of());
        }
        List<Problem> problems = new ArrayList<>();
        List<Problem> warnings = new ArrayList<>();
        List<NameWarning> names = new ArrayList<>();
        Checked<Tournament> tournament = tournament(valid.value(), undated, problems, warnings, names);
        return new ImportReading(new Reading(tournament, warnings), names);
    }

    private static Checked<Tournament> tournament(XmlElement root, LocalDate undated, List<Problem> problems,
            List<Problem> warnings, List<NameWarning> names) {
        if (!root.name().equals("TournamentData") || root.child("Tournament").isEmpty()) {
            return Checked.invalid("line " + root.line() + ", <" + root.name() + ">",
                    "not a MacMahon 3.9 tournament file: the root is <TournamentData> holding a <Tournament>");
        }
        MacMahonSettings settings = new MacMahonSettings(root, problems, warnings);
        String name = settings.name();
        int rounds = settings.rounds();
        if (!problems.isEmpty()) {
            return Checked.invalid(problems);
        }
        warnings.add(new Problem("line " + root.line() + ", <TournamentData>",
                "MacMahon 3.9 files carry no dates: the event is dated " + undated));
        Event event = new Event(name, name, undated, undated, "", "");
        Regulations regulations = settings.regulations(rounds);
        PairingSystem pairing = settings.pairingSystem();
        Placement placement = settings.placement();
        MacMahonRoster roster = new MacMahonRoster(rounds, problems, warnings);
        List<Player> players = roster.players(root);
        names.addAll(roster.names());
        List<Round> paired = roster.rounds(root);
        if (!problems.isEmpty() || regulations == null || pairing == null) {
            return Checked.invalid(problems);
        }
        Tournament tournament = new Tournament(event, regulations, pairing, placement, players, List.of(), paired);
        return Checked.of(tournament, TournamentCheck.problems(tournament));
    }
}
