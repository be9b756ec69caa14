package dev.tengen.standing;

import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Just enough of an OpenGotha XML file (dataVersion 201) for the cross-check: players with their start
 * McMahon score, games, byes, absences, and the director's special-result values.
 */
record OpenGothaFile(int rounds, List<Entrant> entrants, List<GameRecord> games, List<Bye> byes,
        Element general, List<String> placementCriteria) {

    static OpenGothaFile read(String resource, boolean mcMahon) throws Exception {
        Document doc;
        try (InputStream in = OpenGothaFile.class.getResourceAsStream(resource)) {
            doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
        }
        Element general = (Element) doc.getElementsByTagName("GeneralParameterSet").item(0);
        int rounds = Integer.parseInt(general.getAttribute("numberOfRounds"));
        int zero = rank(general.getAttribute("genMMZero"));
        int bar = rank(general.getAttribute("genMMBar"));
        int floor = rank(general.getAttribute("genMMFloor"));

        List<GameRecord> games = new ArrayList<>();
        Set<String> paired = new HashSet<>();
        NodeList gameNodes = doc.getElementsByTagName("Game");
        for (int i = 0; i < gameNodes.getLength(); i++) {
            Element g = (Element) gameNodes.item(i);
            int round = Integer.parseInt(g.getAttribute("roundNumber"));
            String result = g.getAttribute("result");
            games.add(new GameRecord(round, Integer.parseInt(g.getAttribute("tableNumber")), g.getAttribute("blackPlayer"),
                    g.getAttribute("whitePlayer"), Integer.parseInt(g.getAttribute("handicap")), outcome(result),
                    result.endsWith("_BYDEF")));
            paired.add(g.getAttribute("blackPlayer") + "#" + round);
            paired.add(g.getAttribute("whitePlayer") + "#" + round);
        }
        List<Bye> byes = new ArrayList<>();
        NodeList byeNodes = doc.getElementsByTagName("ByePlayer");
        for (int i = 0; i < byeNodes.getLength(); i++) {
            Element b = (Element) byeNodes.item(i);
            int round = Integer.parseInt(b.getAttribute("roundNumber"));
            byes.add(new Bye(round, b.getAttribute("player"), Bye.Kind.PAIRING_BYE));
            paired.add(b.getAttribute("player") + "#" + round);
        }
        List<Entrant> entrants = new ArrayList<>();
        NodeList players = doc.getElementsByTagName("Player");
        for (int i = 0; i < players.getLength(); i++) {
            Element p = (Element) players.item(i);
            // OpenGotha keys a player by NAME+FIRSTNAME in capitals
            String id = (p.getAttribute("name") + p.getAttribute("firstName")).toUpperCase(Locale.ROOT).replace(" ", "");
            // OpenGotha: start McMahon score = rank above the McMahon zero, held between floor and bar
            int rank = Math.max(floor, Math.min(bar, rank(p.getAttribute("rank"))));
            entrants.add(new Entrant(id, mcMahon ? rank - zero : 0, 0));
            String participating = p.getAttribute("participating");
            for (int r = 1; r <= rounds; r++) {
                if (participating.charAt(r - 1) == '0' && !paired.contains(id + "#" + r)) {
                    byes.add(new Bye(r, id, Bye.Kind.ABSENT));
                }
            }
        }
        List<String> criteria = new ArrayList<>();
        NodeList crit = ((Element) doc.getElementsByTagName("PlacementParameterSet").item(0))
                .getElementsByTagName("PlacementCriterion");
        for (int i = 0; i < crit.getLength(); i++) {
            String name = ((Element) crit.item(i)).getAttribute("name");
            if (!name.equals("NULL")) {
                criteria.add(name);
            }
        }
        return new OpenGothaFile(rounds, entrants, games, byes, general, criteria);
    }

    /** 30K = -30 ... 1K = -1, 1D = 0 ... 9D = 8, as OpenGotha counts ranks. */
    private static int rank(String grade) {
        int n = Integer.parseInt(grade.substring(0, grade.length() - 1));
        return Character.toUpperCase(grade.charAt(grade.length() - 1)) == 'K' ? -n : n - 1;
    }

    private static Outcome outcome(String result) {
        return switch (result.replace("_BYDEF", "")) {
            case "RESULT_BLACKWINS" -> Outcome.BLACK_WINS;
            case "RESULT_WHITEWINS" -> Outcome.WHITE_WINS;
            case "RESULT_EQUAL" -> Outcome.DRAW;
            case "RESULT_BOTHLOSE" -> Outcome.BOTH_LOSE;
            case "RESULT_UNKNOWN" -> Outcome.PENDING;
            default -> throw new IllegalArgumentException("unsupported result " + result);
        };
    }

    /**
     * The director's special results for the main score ("MMS2" or "NBW2" values are doubled points), with
     * OpenGotha's treatment of games by default (paired, so counted in SOS) and handicap (SOSM corrected).
     */
    Scoring scoring(String basis) {
        return Scoring.EGF
                .withPairingBye(Integer.parseInt(general.getAttribute("gen" + basis + "2ValueBye")) / 2.0)
                .withAbsence(Integer.parseInt(general.getAttribute("gen" + basis + "2ValueAbsent")) / 2.0)
                .withRoundDown(Boolean.parseBoolean(general.getAttribute("genRoundDownNBWMMS")))
                .withForfeitMeetsOpponent(true)
                .withHandicapAdjustment(basis.equals("MMS"));
    }

    Crosstable table(String basis, int throughRound) {
        return Crosstable.of(entrants, games, byes, scoring(basis), throughRound);
    }
}
