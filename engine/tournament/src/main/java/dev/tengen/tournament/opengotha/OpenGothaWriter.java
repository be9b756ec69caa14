package dev.tengen.tournament.opengotha;

import dev.tengen.rank.RankKind;
import dev.tengen.rank.RankScale;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.DrawRules;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.TournamentCheck;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes a tournament as an OpenGotha file that opengotha.xsd accepts. What OpenGotha cannot hold
 * (teams, void games, systems other than McMahon and Swiss, Tengen-only criteria) is refused with the
 * reason; what it does not record (rule set, warnings, birth dates, withdrawals as such) is left out,
 * a withdrawal becoming absence from the later rounds. Settings Tengen does not model (time system,
 * pairing weights, display) are written with OpenGotha's defaults.
 */
final class OpenGothaWriter {

    private final Tournament tournament;
    private final Map<String, String> keys = new HashMap<>();
    private final List<Problem> problems = new ArrayList<>();
    private final OpenGothaCodes.Family family;

    private OpenGothaWriter(Tournament tournament) {
        this.tournament = tournament;
        this.family = tournament.pairing() instanceof PairingSystem.McMahon ? OpenGothaCodes.Family.MCMAHON
                : OpenGothaCodes.Family.WINS;
    }

    static Checked<String> write(Tournament tournament) {
        OpenGothaWriter writer = new OpenGothaWriter(tournament);
        writer.check();
        if (!writer.problems.isEmpty()) {
            return Checked.invalid(writer.problems);
        }
        StringWriter out = new StringWriter();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
            new OpenGothaXml(xml, tournament, writer.keys, writer.family).document();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("writing XML to a string failed", e);
        }
        return Checked.valid(out.toString());
    }

    private void check() {
        problems.addAll(TournamentCheck.problems(tournament));
        if (!tournament.entries().isEmpty()) {
            problems.add(new Problem("entries", "OpenGotha export of teams and Pair Go pairs is not supported"));
        }
        if (!(tournament.pairing() instanceof PairingSystem.McMahon || tournament.pairing() instanceof PairingSystem.Swiss)) {
            problems.add(new Problem("pairing", "OpenGotha pairs McMahon and Swiss tournaments, not '"
                    + tournament.pairing().name() + "'"));
        }
        if (tournament.regulations().rounds() > OpenGothaFile.MAX_ROUNDS) {
            problems.add(new Problem("regulations", "OpenGotha holds at most " + OpenGothaFile.MAX_ROUNDS + " rounds, not "
                    + tournament.regulations().rounds()));
        }
        var criteria = tournament.placement().criteria();
        if (criteria.size() > 6) {
            problems.add(new Problem("placement", "OpenGotha holds at most 6 placement criteria, not " + criteria.size()));
        }
        criteria.stream().filter(c -> OpenGothaCodes.criterionName(c, family).isEmpty()).forEach(c -> problems.add(
                new Problem("placement", "criterion " + c.fileName() + " has no OpenGotha counterpart")));
        for (Player player : tournament.players()) {
            checkPlayer(player);
        }
        for (GameRecord game : tournament.games()) {
            if (OpenGothaCodes.resultCode(game.outcome(), game.byForfeit()).isEmpty()) {
                problems.add(new Problem("round " + game.round() + ", board " + game.board(),
                        "OpenGotha has no result code for a void game (no result)"));
            }
            if (game.handicap() > 9) {
                problems.add(new Problem("round " + game.round() + ", board " + game.board(),
                        "OpenGotha handicaps lie in 0..9, not " + game.handicap()));
            }
        }
    }

    private void checkPlayer(Player player) {
        String where = "player '" + player.id() + "'";
        if (player.rank().scale() != RankScale.KYU_DAN) {
            problems.add(new Problem(where, "rank " + player.rank() + " is not a kyu, dan or professional rank"));
        }
        if (player.firstName().isBlank()) {
            problems.add(new Problem(where, "OpenGotha needs a first name"));
        }
        String key = OpenGothaCodes.key(player.name(), player.firstName());
        if (keys.containsValue(key)) {
            problems.add(new Problem(where, "has the same OpenGotha key '" + key + "' (name and first name) as another player"));
        }
        keys.put(player.id(), key);
        if (player.rank().kind() == RankKind.PRO && player.rank().value() < 0) {
            problems.add(new Problem(where, "rank " + player.rank() + " has no amateur equivalent"));
        }
    }

    /** Pairing byes go into ByePlayers; absences and withdrawals are in the participation strings. */
    static boolean written(Bye bye) {
        return bye.kind() == Bye.Kind.PAIRING_BYE;
    }

    static DrawRules draw(PairingSystem system) {
        return switch (system) {
            case PairingSystem.McMahon mm -> mm.draw();
            case PairingSystem.Swiss swiss -> swiss.draw();
            default -> DrawRules.OPENGOTHA_DEFAULT;
        };
    }
}
