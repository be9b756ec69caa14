package dev.tengen.tournament.opengotha;

import dev.tengen.tournament.Bye;
import dev.tengen.tournament.DrawRules;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Registration;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.UnplayedRounds;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/** The elements of an OpenGotha file, in the order opengotha.xsd requires. */
final class OpenGothaXml {

    private final XMLStreamWriter xml;
    private final Tournament t;
    private final Map<String, String> keys;
    private final OpenGothaCodes.Family family;

    OpenGothaXml(XMLStreamWriter xml, Tournament tournament, Map<String, String> keys, OpenGothaCodes.Family family) {
        this.xml = xml;
        this.t = tournament;
        this.keys = keys;
        this.family = family;
    }

    void document() throws XMLStreamException {
        xml.writeStartDocument("UTF-8", "1.0");
        xml.writeCharacters("\n");
        xml.writeStartElement("Tournament");
        xml.writeAttribute("dataVersion", "201");
        xml.writeAttribute("runningMode", "SAL");
        line();
        open("Players");
        for (Player p : t.players()) {
            player(p);
        }
        close();
        open("Games");
        for (GameRecord g : t.games()) {
            empty("Game", "blackPlayer", keys.get(g.black()), "handicap", g.handicap(), "knownColor", true,
                    "result", OpenGothaCodes.resultCode(g.outcome(), g.byForfeit()).orElseThrow(),
                    "roundNumber", g.round(), "tableNumber", g.board(), "whitePlayer", keys.get(g.white()));
        }
        close();
        open("ByePlayers");
        for (Bye b : t.byesThrough(Integer.MAX_VALUE)) {
            if (OpenGothaWriter.written(b)) {
                empty("ByePlayer", "player", keys.get(b.player()), "roundNumber", b.round());
            }
        }
        close();
        parameters();
        teamParameters();
        xml.writeEndElement();
        line();
        xml.writeEndDocument();
    }

    private void player(Player p) throws XMLStreamException {
        StringBuilder participating = new StringBuilder();
        for (int round = 1; round <= OpenGothaFile.MAX_ROUNDS; round++) {
            participating.append(p.participatesIn(round) ? '1' : '0');
        }
        String rank = OpenGothaCodes.rankCode(p.rank());
        // OpenGotha's Player.ratingFromRank, marked INI: a rating computed from the rank
        int rating = p.rating().orElse((p.rank().value() + 30) * 100 - 900);
        empty("Player", "agaExpirationDate", "", "agaId", p.memberships().getOrDefault("aga", ""),
                "club", p.club(), "country", p.country(), "egfPin", p.memberships().getOrDefault("egf", ""),
                "ffgLicence", p.memberships().getOrDefault("ffg", ""), "ffgLicenceStatus", "",
                "firstName", p.firstName(), "grade", p.rank().notation().toUpperCase(java.util.Locale.ROOT),
                "name", p.name(), "participating", participating, "rank", rank, "rating", rating,
                "ratingOrigin", p.rating().isPresent() ? "" : "INI",
                "registeringStatus", p.registration() == Registration.FINAL ? "FIN" : "PRE",
                "smmsCorrection", p.mcMahonCorrection());
    }

    private void parameters() throws XMLStreamException {
        open("TournamentParameterSet");
        var e = t.event();
        var r = t.regulations();
        UnplayedRounds u = t.placement().unplayed();
        String bar = "9D";
        String floor = "30K";
        String zero = "30K";
        if (t.pairing() instanceof PairingSystem.McMahon mm) {
            bar = OpenGothaCodes.rankCode(mm.bar());
            floor = OpenGothaCodes.rankCode(mm.floor());
            zero = OpenGothaCodes.rankCode(mm.zero());
        }
        empty("GeneralParameterSet", "bInternet", false, "basicTime", 60, "beginDate", e.begins(), "canByoYomiTime", 300,
                "complementaryTimeSystem", "CANBYOYOMI", "director", e.director(), "endDate", e.ends(), "fischerTime", 10,
                "genCountNotPlayedGamesAsHalfPoint", u.unplayedAsHalfPoint(), "genMMBar", bar, "genMMFloor", floor,
                "genMMS2ValueAbsent", u.mcMahonForAbsence(), "genMMS2ValueBye", u.mcMahonForBye(), "genMMZero", zero,
                "genNBW2ValueAbsent", u.winsForAbsence(), "genNBW2ValueBye", u.winsForBye(),
                "genRoundDownNBWMMS", u.roundDown(), "komi", r.compensation(), "location", e.place(), "name", e.name(),
                "nbMovesCanTime", 15, "numberOfCategories", 1, "numberOfRounds", r.rounds(), "shortName", e.shortName(),
                "size", r.boardSize(), "stdByoYomiTime", 30);
        HandicapPolicy h = r.handicap();
        empty("HandicapParameterSet", "hdBasedOnMMS", h.basis() == HandicapPolicy.Basis.MCMAHON_SCORE,
                "hdCeiling", h.ceiling(), "hdCorrection", h.correction(),
                "hdNoHdRankThreshold", OpenGothaCodes.rankCode(h.noHandicapFrom()));
        open("PlacementParameterSet");
        criteria(t.placement().criteria().stream()
                .map(c -> OpenGothaCodes.criterionName(c, family).orElseThrow()).toList());
        close();
        pairingParameters(OpenGothaWriter.draw(t.pairing()));
        empty("DPParameterSet", "displayClCol", true, "displayCoCol", true, "displayIndGamesInMatches", true,
                "displayNPPlayers", false, "displayNumCol", true, "displayPlCol", true, "gameFormat", "full",
                "playerSortType", "name", "showByePlayer", true, "showNotFinallyRegisteredPlayers", true,
                "showNotPairedPlayers", true, "showNotParticipatingPlayers", false, "showPlayerClub", true,
                "showPlayerCountry", false, "showPlayerGrade", true);
        empty("PublishParameterSet", "exportToLocalFile", true, "htmlAutoScroll", false, "print", true);
        close();
    }

    /** Weights are OpenGotha's defaults (tournament.dtd); the director's choices come from the draw rules. */
    private void pairingParameters(DrawRules d) throws XMLStreamException {
        empty("PairingParameterSet", "paiBaAvoidDuplGame", 500000000000000L, "paiBaBalanceWB", 1000000L,
                "paiBaDeterministic", true, "paiBaRandom", 0L, "paiMaAdditionalPlacementCritSystem1", "Rating",
                "paiMaAdditionalPlacementCritSystem2", "NULL", "paiMaAvoidMixingCategories", 0L,
                "paiMaCompensateDUDD", d.compensateDraws(), "paiMaDUDDLowerMode", OpenGothaCodes.drawPositionCode(d.drawnUp()),
                "paiMaDUDDUpperMode", OpenGothaCodes.drawPositionCode(d.drawnDown()), "paiMaDUDDWeight", 100000000L,
                "paiMaLastRoundForSeedSystem1", d.lastEarlyRound(), "paiMaMaximizeSeeding", 5000000L,
                "paiMaMinimizeScoreDifference", 100000000000L, "paiMaSeedSystem1", OpenGothaCodes.seedingCode(d.earlySeeding()),
                "paiMaSeedSystem2", OpenGothaCodes.seedingCode(d.lateSeeding()),
                "paiSeAvoidSameGeo", d.geography().avoid() ? 100000000000L : 0L, "paiSeBarThresholdActive", true,
                "paiSeDefSecCrit", 100000000000L, "paiSeMinimizeHandicap", 0L, "paiSeNbWinsThresholdActive", true,
                "paiSePreferMMSDiffRatherThanSameClub", d.geography().scoreGapBeforeSameClub(),
                "paiSePreferMMSDiffRatherThanSameCountry", d.geography().scoreGapBeforeSameCountry(),
                "paiSeRankThreshold", "4D", "paiStandardNX1Factor", 0.5);
    }

    private void teamParameters() throws XMLStreamException {
        open("TeamTournamentParameterSet");
        empty("TeamGeneralParameterSet", "teamSize", 4);
        open("TeamPlacementParameterSet");
        criteria(List.of("TEAMP", "BDW", "BDW3U", "BDW2U", "BDW1U", "MNR"));
        close();
        close();
    }

    /** Six criteria, as OpenGotha always writes them, NULL after the director's. */
    private void criteria(List<String> names) throws XMLStreamException {
        open("PlacementCriteria");
        for (int i = 0; i < 6; i++) {
            empty("PlacementCriterion", "name", i < names.size() ? names.get(i) : "NULL", "number", i + 1);
        }
        close();
    }

    private void open(String name) throws XMLStreamException {
        xml.writeStartElement(name);
        line();
    }

    private void close() throws XMLStreamException {
        xml.writeEndElement();
        line();
    }

    private void empty(String name, Object... attributes) throws XMLStreamException {
        xml.writeEmptyElement(name);
        for (int i = 0; i < attributes.length; i += 2) {
            xml.writeAttribute((String) attributes[i], String.valueOf(attributes[i + 1]));
        }
        line();
    }

    private void line() throws XMLStreamException {
        xml.writeCharacters("\n");
    }

}
