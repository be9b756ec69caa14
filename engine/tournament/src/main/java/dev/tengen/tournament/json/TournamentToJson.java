package dev.tengen.tournament.json;

import dev.tengen.json.JsonValue.JsonArray;
import dev.tengen.json.JsonValue.JsonBoolean;
import dev.tengen.json.JsonValue.JsonNumber;
import dev.tengen.json.JsonValue.JsonObject;
import dev.tengen.json.JsonValue.JsonString;
import dev.tengen.json.JsonValue.Position;
import dev.tengen.json.JsonValue;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.DrawRules;
import dev.tengen.tournament.Entry;
import dev.tengen.tournament.Event;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Geography;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Placement;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.UnplayedRounds;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The tournament as a JSON tree, in the order docs/drafts/tournament-files.md lists the fields. */
final class TournamentToJson {

    private TournamentToJson() {
    }

    static JsonValue tree(Tournament t) {
        Map<String, JsonValue> root = new LinkedHashMap<>();
        root.put("schema", text(TournamentJson.SCHEMA));
        root.put("event", event(t.event()));
        root.put("regulations", regulations(t.regulations()));
        root.put("pairing", pairing(t.pairing()));
        root.put("placement", placement(t.placement()));
        root.put("players", array(t.players().stream().map(TournamentToJson::player).toList()));
        root.put("entries", array(t.entries().stream().map(TournamentToJson::entry).toList()));
        root.put("rounds", array(t.rounds().stream().map(TournamentToJson::round).toList()));
        return object(root);
    }

    private static JsonValue event(Event e) {
        Map<String, JsonValue> m = new LinkedHashMap<>();
        m.put("name", text(e.name()));
        m.put("shortName", text(e.shortName()));
        m.put("begins", text(e.begins().toString()));
        m.put("ends", text(e.ends().toString()));
        m.put("place", text(e.place()));
        m.put("director", text(e.director()));
        return object(m);
    }

    private static JsonValue regulations(Regulations r) {
        Map<String, JsonValue> m = new LinkedHashMap<>();
        r.ruleSet().ifPresent(name -> m.put("ruleSet", text(name)));
        r.competitionCode().ifPresent(name -> m.put("competitionCode", text(name)));
        m.put("boardSize", number(r.boardSize()));
        m.put("compensation", new JsonNumber(new BigDecimal(Double.toString(r.compensation())), Position.NONE));
        m.put("rounds", number(r.rounds()));
        m.put("handicap", handicap(r.handicap()));
        return object(m);
    }

    private static JsonValue handicap(HandicapPolicy h) {
        Map<String, JsonValue> m = new LinkedHashMap<>();
        m.put("basis", constant(h.basis()));
        m.put("noHandicapFrom", text(h.noHandicapFrom().notation()));
        m.put("correction", number(h.correction()));
        m.put("ceiling", number(h.ceiling()));
        return object(m);
    }

    private static JsonValue pairing(PairingSystem system) {
        Map<String, JsonValue> m = new LinkedHashMap<>();
        m.put("system", text(system.name()));
        switch (system) {
            case PairingSystem.RoundRobin rr -> m.put("cycles", number(rr.cycles()));
            case PairingSystem.Knockout ko -> m.put("lossesAllowed", number(ko.lossesAllowed()));
            case PairingSystem.Swiss swiss -> m.put("draw", draw(swiss.draw()));
            case PairingSystem.SwissKnockout sk -> {
                m.put("draw", draw(sk.draw()));
                m.put("knockoutAfterRound", number(sk.knockoutAfterRound()));
                m.put("eliminatedPerRound", number(sk.eliminatedPerRound()));
            }
            case PairingSystem.McMahon mm -> {
                m.put("bar", text(mm.bar().notation()));
                m.put("floor", text(mm.floor().notation()));
                m.put("zero", text(mm.zero().notation()));
                m.put("draw", draw(mm.draw()));
            }
            case PairingSystem.Ing ing -> {
                m.put("inLine", number(ing.inLine()));
                m.put("outLine", number(ing.outLine()));
                m.put("winners", number(ing.winners()));
            }
        }
        return object(m);
    }

    private static JsonValue draw(DrawRules d) {
        Map<String, JsonValue> m = new LinkedHashMap<>();
        m.put("earlySeeding", constant(d.earlySeeding()));
        m.put("lateSeeding", constant(d.lateSeeding()));
        m.put("lastEarlyRound", number(d.lastEarlyRound()));
        m.put("drawnDown", constant(d.drawnDown()));
        m.put("drawnUp", constant(d.drawnUp()));
        m.put("compensateDraws", new JsonBoolean(d.compensateDraws(), Position.NONE));
        Geography g = d.geography();
        Map<String, JsonValue> geo = new LinkedHashMap<>();
        geo.put("avoid", new JsonBoolean(g.avoid(), Position.NONE));
        geo.put("scoreGapBeforeSameClub", number(g.scoreGapBeforeSameClub()));
        geo.put("scoreGapBeforeSameCountry", number(g.scoreGapBeforeSameCountry()));
        m.put("geography", object(geo));
        return object(m);
    }

    private static JsonValue placement(Placement p) {
        Map<String, JsonValue> m = new LinkedHashMap<>();
        m.put("criteria", array(p.criteria().stream().map(PlacementCriterion::fileName).map(TournamentToJson::text).toList()));
        UnplayedRounds u = p.unplayed();
        Map<String, JsonValue> unplayed = new LinkedHashMap<>();
        unplayed.put("winsForBye", number(u.winsForBye()));
        unplayed.put("winsForAbsence", number(u.winsForAbsence()));
        unplayed.put("mcMahonForBye", number(u.mcMahonForBye()));
        unplayed.put("mcMahonForAbsence", number(u.mcMahonForAbsence()));
        unplayed.put("roundDown", new JsonBoolean(u.roundDown(), Position.NONE));
        unplayed.put("unplayedAsHalfPoint", new JsonBoolean(u.unplayedAsHalfPoint(), Position.NONE));
        m.put("unplayed", object(unplayed));
        return object(m);
    }

    private static JsonValue player(Player p) {
        Map<String, JsonValue> m = new LinkedHashMap<>();
        m.put("id", text(p.id()));
        m.put("name", text(p.name()));
        m.put("firstName", text(p.firstName()));
        m.put("rank", text(p.rank().notation()));
        p.rating().ifPresent(rating -> m.put("rating", number(rating)));
        m.put("club", text(p.club()));
        m.put("country", text(p.country()));
        p.birthDate().ifPresent(date -> m.put("birthDate", text(date.toString())));
        m.put("registration", constant(p.registration()));
        m.put("absentRounds", array(p.absentRounds().stream().map(TournamentToJson::number).toList()));
        p.withdrawnFrom().ifPresent(round -> m.put("withdrawnFrom", number(round)));
        m.put("mcMahonCorrection", number(p.mcMahonCorrection()));
        m.put("warnings", number(p.warnings()));
        Map<String, JsonValue> memberships = new LinkedHashMap<>();
        new TreeMap<>(p.memberships()).forEach((body, id) -> memberships.put(body, text(id)));
        m.put("memberships", object(memberships));
        return object(m);
    }

    private static JsonValue entry(Entry e) {
        Map<String, JsonValue> m = new LinkedHashMap<>();
        m.put("kind", text(switch (e) {
            case Entry.Team team -> "team";
            case Entry.PairGoPair pair -> "pair-go";
        }));
        m.put("id", text(e.id()));
        m.put("name", text(e.name()));
        m.put("players", array(e.players().stream().map(TournamentToJson::text).toList()));
        return object(m);
    }

    private static JsonValue round(Round r) {
        Map<String, JsonValue> m = new LinkedHashMap<>();
        m.put("round", number(r.number()));
        m.put("games", array(r.games().stream().map(TournamentToJson::game).toList()));
        m.put("byes", array(r.byes().stream().map(TournamentToJson::bye).toList()));
        return object(m);
    }

    private static JsonValue game(GameRecord g) {
        Map<String, JsonValue> m = new LinkedHashMap<>();
        m.put("board", number(g.board()));
        m.put("black", text(g.black()));
        m.put("white", text(g.white()));
        m.put("handicap", number(g.handicap()));
        m.put("result", constant(g.outcome()));
        m.put("forfeit", new JsonBoolean(g.byForfeit(), Position.NONE));
        return object(m);
    }

    private static JsonValue bye(Bye b) {
        Map<String, JsonValue> m = new LinkedHashMap<>();
        m.put("player", text(b.player()));
        m.put("kind", constant(b.kind()));
        return object(m);
    }

    private static JsonValue object(Map<String, JsonValue> members) {
        return new JsonObject(members, Position.NONE);
    }

    private static JsonValue array(List<JsonValue> elements) {
        return new JsonArray(elements, Position.NONE);
    }

    private static JsonValue text(String value) {
        return new JsonString(value, Position.NONE);
    }

    private static JsonValue number(int value) {
        return new JsonNumber(BigDecimal.valueOf(value), Position.NONE);
    }

    private static JsonValue constant(Enum<?> value) {
        return text(TournamentJson.constantName(value));
    }
}
