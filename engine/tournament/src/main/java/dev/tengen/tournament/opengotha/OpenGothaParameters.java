package dev.tengen.tournament.opengotha;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.DrawPosition;
import dev.tengen.tournament.DrawRules;
import dev.tengen.tournament.Event;
import dev.tengen.tournament.Geography;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Placement;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.Seeding;
import dev.tengen.tournament.UnplayedRounds;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The director's settings of an OpenGotha file (TournamentParameterSet): event, rules, handicap,
 * placement criteria and pairing. Missing attributes take tournament.dtd's defaults.
 */
final class OpenGothaParameters {

    private static final String SEEDINGS = "SPLITANDFOLD, SPLITANDSLIP, SPLITANDRANDOM";
    private static final String POSITIONS = "TOP, MID, BOT";

    private final List<Problem> problems;
    private final List<Problem> warnings;
    private final XmlElement general;
    private final XmlElement handicap;
    private final XmlElement placement;
    private final XmlElement pairing;

    OpenGothaParameters(XmlElement root, List<Problem> problems, List<Problem> warnings) {
        this.problems = problems;
        this.warnings = warnings;
        XmlElement none = new XmlElement("none", Map.of(), List.of(), root.line());
        this.general = root.at("TournamentParameterSet/GeneralParameterSet").orElse(none);
        this.handicap = root.at("TournamentParameterSet/HandicapParameterSet").orElse(none);
        this.placement = root.at("TournamentParameterSet/PlacementParameterSet/PlacementCriteria").orElse(none);
        this.pairing = root.at("TournamentParameterSet/PairingParameterSet").orElse(none);
    }

    Event event() {
        Attributes a = new Attributes(general, "general settings", problems);
        String name = a.string("name", "defaultname");
        String shortName = a.string("shortName", "defaultshortname");
        LocalDate begins = a.date("beginDate", LocalDate.of(2009, 1, 1));
        LocalDate ends = a.date("endDate", begins);
        String place = a.string("location", "");
        String director = a.string("director", "");
        if (name.isBlank() || shortName.isBlank()) {
            a.problem("the tournament has no name");
            return null;
        }
        if (ends.isBefore(begins)) {
            a.problem("the tournament ends (" + ends + ") before it begins (" + begins + ")");
            return null;
        }
        return new Event(name, shortName, begins, ends, place, director);
    }

    Regulations regulations() {
        Attributes a = new Attributes(general, "general settings", problems);
        int size = a.integer("size", 19);
        double komi = a.decimal("komi", 7.5);
        int rounds = a.integer("numberOfRounds", 5);
        if (size < 2 || size > 52) {
            a.problem("a board has 2 to 52 lines, not " + size);
        }
        // OpenGotha's Gotha.MAX_NUMBER_OF_ROUNDS: participation strings hold 20 rounds
        if (rounds < 1 || rounds > OpenGothaFile.MAX_ROUNDS) {
            a.problem("the number of rounds lies in 1.." + OpenGothaFile.MAX_ROUNDS + ", not " + rounds);
        }
        HandicapPolicy policy = handicapPolicy();
        if (policy == null || size < 2 || size > 52 || rounds < 1 || rounds > OpenGothaFile.MAX_ROUNDS) {
            return null;
        }
        return new Regulations(Optional.empty(), Optional.empty(), size, komi, policy, rounds);
    }

    private HandicapPolicy handicapPolicy() {
        Attributes a = new Attributes(handicap, "handicap settings", problems);
        boolean onMcMahon = a.bool("hdBasedOnMMS", true);
        Rank threshold = a.rank("hdNoHdRankThreshold", "1D");
        int correction = a.integer("hdCorrection", 1);
        int ceiling = a.integer("hdCeiling", 9);
        if (ceiling < 0 || ceiling > 9 || correction < -9 || correction > 9) {
            a.problem("handicap ceiling lies in 0..9 and correction in -9..9, not " + ceiling + " and " + correction);
            return null;
        }
        if (threshold == null) {
            return null;
        }
        return new HandicapPolicy(onMcMahon ? HandicapPolicy.Basis.MCMAHON_SCORE : HandicapPolicy.Basis.RANK, threshold,
                correction, ceiling);
    }

    /**
     * The criteria in order; SOS and its family keep OpenGotha's family (SOSW on wins, SOSM on McMahon scores). A
     * criterion Tengen does not compute is left out with a warning, and the others place the players.
     */
    Placement placement() {
        List<PlacementCriterion> criteria = new ArrayList<>();
        int before = problems.size();
        UnplayedRounds unplayed = unplayed();
        for (XmlElement element : ordered()) {
            String where = "placement criterion " + element.attribute("number").orElse("?");
            Attributes a = new Attributes(element, where, problems);
            String name = a.string("name", "MMS");
            if (name.equals("NULL")) {
                continue;
            }
            Optional<PlacementCriterion> known = OpenGothaCodes.criterion(name);
            String uncomputed = OpenGothaCodes.UNCOMPUTED_CRITERIA.get(name);
            if (uncomputed != null) {
                new Attributes(element, where, warnings).problem("criterion '" + name + "' is left out of the standings: "
                        + uncomputed);
            } else if (known.isEmpty()) {
                a.problem("'" + name + "' is not an OpenGotha placement criterion");
            } else if (known.get() == PlacementCriterion.SOSTS && unplayed != null && unplayed.unplayedAsHalfPoint()) {
                // OpenGotha 3.52 reads a virtual Strasbourg score here that it never computes: no value to follow
                new Attributes(element, where, warnings).problem("criterion 'SOSTS' is left out of the standings: with"
                        + " genCountNotPlayedGamesAsHalfPoint OpenGotha gives it no defined value");
            } else if (criteria.contains(known.get())) {
                a.problem("criterion '" + name + "' is listed twice");
            } else {
                criteria.add(known.get());
            }
        }
        return problems.size() > before || unplayed == null ? null : new Placement(criteria, unplayed);
    }

    /**
     * Whether the main score is the McMahon score: OpenGotha's main criterion is the first of NBW, MMS and CPS
     * listed, NBW when none is (PlacementParameterSet.mainCriterion); NBW and CPS (a cup) are paired as a Swiss.
     */
    boolean isMcMahon() {
        for (XmlElement element : ordered()) {
            String name = element.attribute("name").orElse("MMS");
            if (name.equals("MMS")) {
                return true;
            }
            if (name.equals("NBW") || name.equals("CPS")) {
                return false;
            }
        }
        return false;
    }

    private List<XmlElement> ordered() {
        return placement.all("PlacementCriterion").stream()
                .sorted(Comparator.comparingInt(e -> number(e.attribute("number").orElse("1")))).toList();
    }

    private static int number(String text) {
        return text.matches("[0-9]{1,6}") ? Integer.parseInt(text) : Integer.MAX_VALUE;
    }

    private UnplayedRounds unplayed() {
        Attributes a = new Attributes(general, "general settings", problems);
        int nbwAbsent = a.integer("genNBW2ValueAbsent", 0);
        int nbwBye = a.integer("genNBW2ValueBye", 1);
        int mmsAbsent = a.integer("genMMS2ValueAbsent", 1);
        int mmsBye = a.integer("genMMS2ValueBye", 1);
        boolean roundDown = a.bool("genRoundDownNBWMMS", true);
        boolean halfPoint = a.bool("genCountNotPlayedGamesAsHalfPoint", false);
        for (int value : new int[] {nbwAbsent, nbwBye, mmsAbsent, mmsBye}) {
            if (value < 0 || value > 2) {
                a.problem("a bye or an absence is worth 0, 1 or 2 half points, not " + value);
                return null;
            }
        }
        return new UnplayedRounds(nbwBye, nbwAbsent, mmsBye, mmsAbsent, roundDown, halfPoint);
    }

    PairingSystem pairingSystem(boolean mcMahon) {
        DrawRules draw = draw();
        if (!mcMahon) {
            return draw == null ? null : new PairingSystem.Swiss(draw);
        }
        Attributes a = new Attributes(general, "general settings", problems);
        Rank bar = a.rank("genMMBar", "4D");
        Rank floor = a.rank("genMMFloor", "20K");
        Rank zero = a.rank("genMMZero", "30K");
        if (draw == null || bar == null || floor == null || zero == null) {
            return null;
        }
        if (floor.value() > bar.value()) {
            a.problem("the McMahon floor " + floor + " is above the bar " + bar);
            return null;
        }
        return new PairingSystem.McMahon(bar, floor, zero, draw);
    }

    private DrawRules draw() {
        Attributes a = new Attributes(pairing, "pairing settings", problems);
        Seeding early = a.code("paiMaSeedSystem1", "SPLITANDRANDOM", OpenGothaCodes::seeding, SEEDINGS);
        Seeding late = a.code("paiMaSeedSystem2", "SPLITANDFOLD", OpenGothaCodes::seeding, SEEDINGS);
        int lastEarly = a.integer("paiMaLastRoundForSeedSystem1", 2);
        DrawPosition down = a.code("paiMaDUDDUpperMode", "MID", OpenGothaCodes::drawPosition, POSITIONS);
        DrawPosition up = a.code("paiMaDUDDLowerMode", "MID", OpenGothaCodes::drawPosition, POSITIONS);
        boolean compensate = a.bool("paiMaCompensateDUDD", true);
        long avoid = a.longInteger("paiSeAvoidSameGeo", 100_000_000_000L);
        int club = a.integer("paiSePreferMMSDiffRatherThanSameClub", 3);
        int country = a.integer("paiSePreferMMSDiffRatherThanSameCountry", 1);
        if (early == null || late == null || down == null || up == null) {
            return null;
        }
        if (lastEarly < 0 || club < 0 || country < 0) {
            a.problem("rounds and score gaps are not negative");
            return null;
        }
        return new DrawRules(early, late, lastEarly, down, up, compensate, new Geography(avoid > 0, club, country));
    }
}
