package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.criteria.DrawPosition;
import dev.tengen.pairing.criteria.DrawUpDownRule;
import dev.tengen.pairing.criteria.GeographyRule;
import dev.tengen.pairing.criteria.Seeding;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Just enough of an OpenGotha tournament file (dataVersion 201) for the pairing tests: players
 * (rank, club, country, participation), games, byes and the pairing parameters the director used.
 */
record OpenGothaFile(List<Player> players, Map<String, String> participation, List<GameRecord> games, List<Bye> byes,
        Map<String, String> parameters, int rounds) {

    static OpenGothaFile read(String resource) throws Exception {
        Document document;
        try (InputStream in = OpenGothaFile.class.getResourceAsStream(resource)) {
            document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
        }
        List<Player> players = new ArrayList<>();
        Map<String, String> participation = new HashMap<>();
        List<Element> byRating = new ArrayList<>(elements(document, "Player"));
        // the caller's order breaks ties inside a score group: the director's additional criterion is the rating
        byRating.sort(java.util.Comparator.comparingInt((Element e) -> -Integer.parseInt(e.getAttribute("rating"))));
        for (Element e : byRating) {
            String id = key(e.getAttribute("name") + e.getAttribute("firstName"));
            players.add(new Player(id, rank(e.getAttribute("rank")), e.getAttribute("club"), e.getAttribute("country"),
                    e.getAttribute("smmsCorrection").isEmpty() ? 0 : Integer.parseInt(e.getAttribute("smmsCorrection"))));
            participation.put(id, e.getAttribute("participating"));
        }
        List<GameRecord> games = new ArrayList<>();
        for (Element e : elements(document, "Game")) {
            String result = e.getAttribute("result");
            Outcome outcome = result.startsWith("RESULT_BLACKWINS") ? Outcome.BLACK_WINS
                    : result.startsWith("RESULT_WHITEWINS") ? Outcome.WHITE_WINS
                    : result.startsWith("RESULT_EQUAL") ? Outcome.DRAW
                    : result.startsWith("RESULT_BOTHLOSE") ? Outcome.BOTH_LOSE : Outcome.NO_RESULT;
            games.add(new GameRecord(Integer.parseInt(e.getAttribute("roundNumber")), Integer.parseInt(e.getAttribute("tableNumber")),
                    key(e.getAttribute("blackPlayer")), key(e.getAttribute("whitePlayer")), Integer.parseInt(e.getAttribute("handicap")),
                    outcome, result.endsWith("BYDEF")));
        }
        List<Bye> byes = new ArrayList<>();
        for (Element e : elements(document, "ByePlayer")) {
            // some versions name the list itself ByePlayer, and write keys in mixed case (compared without case)
            if (e.hasAttribute("roundNumber")) {
                byes.add(new Bye(Integer.parseInt(e.getAttribute("roundNumber")), key(e.getAttribute("player")), Bye.Kind.PAIRING_BYE));
            }
        }
        Map<String, String> parameters = new HashMap<>();
        for (Element e : elements(document, "PlacementCriterion")) {
            if (e.getParentNode().getParentNode().getNodeName().equals("PlacementParameterSet") && e.getAttribute("number").equals("1")) {
                parameters.put("mainCriterion", e.getAttribute("name"));
            }
        }
        for (String tag : List.of("GeneralParameterSet", "HandicapParameterSet", "PairingParameterSet")) {
            Element e = elements(document, tag).getFirst();
            for (int i = 0; i < e.getAttributes().getLength(); i++) {
                parameters.put(e.getAttributes().item(i).getNodeName(), e.getAttributes().item(i).getNodeValue());
            }
        }
        return new OpenGothaFile(players, participation, games, byes, parameters, Integer.parseInt(parameters.get("numberOfRounds")));
    }

    /** OpenGotha's player key: name and first name, upper case, without spaces. */
    static String key(String text) {
        return text.toUpperCase(Locale.ROOT).replace(" ", "");
    }

    private static List<Element> elements(Document document, String tag) {
        NodeList nodes = document.getElementsByTagName(tag);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add((Element) nodes.item(i));
        }
        return out;
    }

    /** "10K" = -10, "1D" = 0, "7D" = 6. */
    static int rank(String text) {
        int value = Integer.parseInt(text.substring(0, text.length() - 1));
        return Character.toUpperCase(text.charAt(text.length() - 1)) == 'K' ? -value : value - 1;
    }

    /** OpenGotha's system: a Swiss if the first placement criterion is the number of wins, else McMahon. */
    boolean swiss() {
        return "NBW".equals(parameters.get("mainCriterion"));
    }

    /** The director's settings as our parameters, with the file's own system. */
    PairingParameters pairingParameters() {
        return pairingParameters(swiss());
    }

    /**
     * The records the pairer is given for round {@code r} with exactly {@code paired} available: the
     * games and byes of the earlier rounds, the absences the participation flags show in them, and
     * every other registered player absent in round {@code r}.
     */
    RoundInput roundInput(int r, Collection<String> paired) {
        List<GameRecord> before = games.stream().filter(g -> g.round() < r).toList();
        List<Bye> earlier = new ArrayList<>(byes.stream().filter(b -> b.round() < r).toList());
        for (Player p : players) {
            for (int q = 1; q < r; q++) {
                if (participation.get(p.id()).charAt(q - 1) == '0') {
                    earlier.add(new Bye(q, p.id(), Bye.Kind.ABSENT));
                }
            }
            if (!paired.contains(p.id())) {
                earlier.add(new Bye(r, p.id(), Bye.Kind.ABSENT));
            }
        }
        return new RoundInput(before, earlier);
    }

    /** The games and byes (absences included) a pairer reads to pair a round. */
    record RoundInput(List<GameRecord> games, List<Bye> byes) {
    }

    /** The director's settings as our parameters, McMahon or (if {@code swiss}) Swiss. */
    PairingParameters pairingParameters(boolean swiss) {
        Seeding early = seeding(parameters.get("paiMaSeedSystem1"));
        // files saved by older versions leave out a second system: OpenGotha's default is split and fold
        Seeding late = seeding(parameters.getOrDefault("paiMaSeedSystem2", "SPLITANDFOLD"));
        int lastEarly = Integer.parseInt(parameters.get("paiMaLastRoundForSeedSystem1"));
        DrawUpDownRule draws = new DrawUpDownRule(position(parameters.get("paiMaDUDDUpperMode")),
                position(parameters.get("paiMaDUDDLowerMode")), Boolean.parseBoolean(parameters.get("paiMaCompensateDUDD")));
        int bye = Integer.parseInt(parameters.get("genMMS2ValueBye"));
        int absent = Integer.parseInt(parameters.get("genMMS2ValueAbsent"));
        // OpenGotha's geography weight is on or off; when on, Tengen's own strengths apply (those of TournamentMcMahon)
        GeographyRule geography = Long.parseLong(parameters.get("paiSeAvoidSameGeo")) == 0 ? GeographyRule.OFF
                : new GeographyRule(0.5, 0.25, true);
        if (swiss) {
            return new PairingParameters(new ScoreSystem.Swiss(), bye, absent, early, late, lastEarly, draws,
                    geography, HandicapRule.NONE, 0);
        }
        int bar = rank(parameters.get("genMMBar"));
        HandicapRule handicap = new HandicapRule(
                Boolean.parseBoolean(parameters.get("hdBasedOnMMS")) ? HandicapRule.Basis.MCMAHON_SCORE : HandicapRule.Basis.RANK,
                rank(parameters.get("hdNoHdRankThreshold")), Integer.parseInt(parameters.get("hdCorrection")),
                Integer.parseInt(parameters.get("hdCeiling")), 0.5);
        return new PairingParameters(new ScoreSystem.McMahon(bar, rank(parameters.get("genMMFloor")), rank(parameters.get("genMMZero"))),
                bye, absent, early, late, lastEarly, draws, geography, handicap, 0);
    }

    private static Seeding seeding(String text) {
        return switch (text) {
            case "SPLITANDFOLD" -> Seeding.SPLIT_AND_FOLD;
            case "SPLITANDSLIP" -> Seeding.SPLIT_AND_SLIP;
            default -> Seeding.SPLIT_AND_RANDOM;
        };
    }

    private static DrawPosition position(String text) {
        return switch (text) {
            case "TOP" -> DrawPosition.TOP;
            case "BOT" -> DrawPosition.BOTTOM;
            default -> DrawPosition.MIDDLE;
        };
    }
}
