package dev.tengen.pages;

import dev.tengen.readmodel.GameView;
import dev.tengen.readmodel.HistoryEntry;
import java.time.Instant;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A game's history as sentences about people, in the reader's language: "Referee Han Sang-hoon warned Kim Min-jun
 * (Black) (warning 1 in this game): retook the ko at once (Incheon 2013 code art. 5.3)". Moves and passes are the
 * viewer's, not the history's; a result the tournament records after the game confirmed it is said once; an article
 * the reason already cites is not cited again.
 */
public final class HistorySentences {

    /** What a line of the game's page says, and when (the venue's time, and the instant for the reader's own zone). */
    public record Line(String at, String time, String sentence) {
    }

    private static final Set<String> MOVES = Set.of("MovePlayed", "PassPlayed");

    private final GameText text;
    private final ResultWords results;
    private final People people;
    private final Reader reader;

    HistorySentences(Reader reader, People people) {
        this.reader = reader;
        this.text = reader.game;
        this.results = new ResultWords(reader);
        this.people = people;
    }

    List<Line> of(GameView game, ZoneId zone) {
        List<Line> lines = new ArrayList<>();
        String lastResult = null;
        for (HistoryEntry e : game.timeline()) {
            if (MOVES.contains(e.event())) {
                continue;
            }
            if (e.event().equals("ResultRecorded") && e.fact("result").equals(lastResult)) {
                continue;
            }
            if (e.event().equals("ResultConfirmed") || e.event().equals("ResultEntered")
                    || e.event().equals("ResultRecorded") || e.event().equals("ResultCorrected")) {
                lastResult = e.fact("result");
            }
            Instant at = e.at().truncatedTo(ChronoUnit.SECONDS);
            lines.add(new Line(at.toString(), reader.time(at, zone), sentence(e, game)));
        }
        return lines;
    }

    private String sentence(HistoryEntry e, GameView game) {
        String actor = people.actor(e.by());
        String player = colourPlayer(e, game);
        // a ruling the competition code attached to a player's own move names no official
        boolean byCode = actor.isEmpty() || people.isPlayer(e.by());
        return switch (e.event()) {
            case "GameStarted" -> text.hStarted(reader.number(game.round()), reader.number(game.board()));
            case "PlayerResigned" -> text.hResigned(player);
            case "WarningIssued" -> byCode ? text.hWarnedByCode(player, e.fact("count"), cite(e))
                    : text.hWarned(actor, player, e.fact("count"), cite(e));
            case "PenaltyImposed" -> byCode ? text.hPenaltyByCode(player, e.fact("points"), cite(e))
                    : text.hPenalty(actor, player, e.fact("points"), cite(e));
            case "GameForfeited" -> byCode ? text.hForfeitedByCode(player, cite(e)) : text.hForfeited(actor, player, cite(e));
            case "TurnLost" -> byCode ? text.hTurnLostByCode(player) : text.hTurnLost(actor, player);
            case "PassCounted" -> byCode ? text.hPassCountedByCode(player) : text.hPassCounted(actor, player);
            case "IllegalMoveRejected" -> text.hIllegal(player, e.fact("point"), refused(e));
            case "DeadStonesMarked" -> text.hDeadMarked(player, e.fact("stones"));
            case "DeadStonesAgreed" -> text.hDeadAgreed(e.fact("stones"));
            case "RecountRequested" -> text.hRecount(player);
            case "ResultProposed" -> text.hProposed(result(e.fact("result"), e));
            case "ResultConfirmationGiven" -> text.hConfirmed(confirmer(e, game), result(e.fact("result"), e));
            case "ResultConfirmed" -> text.hFinal(result(e.fact("result"), e));
            case "ResultEntered" -> text.hEntered(actor, result(e.fact("result"), e))
                    + (e.fact("setAside").isEmpty() ? "" : " " + text.hSetAside(result(e.fact("setAside"), e)));
            case "ResultRecorded" -> text.hRecorded(result(e.fact("result"), e));
            case "ResultCorrected" -> e.fact("source").startsWith("appeal:")
                    ? text.hCorrectedByRuling(previous(e), result(e.fact("result"), e))
                    : text.hCorrected(actor, previous(e), result(e.fact("result"), e), cite(e));
            case "ClockStarted" -> text.hClockStarted(actor, player);
            case "ClockPaused" -> text.hClockPaused(actor);
            case "ClockResumed" -> text.hClockResumed(actor);
            case "ArrivalRecorded" -> text.hArrival(player, cite(e));
            case "ByoyomiPeriodUsed" -> text.hByoyomi(player, e.fact("count"));
            case "PenaltyPointsCharged" -> text.hPenaltyPoints(player, e.fact("points"));
            case "TimeExpired" -> text.hTimeExpired(player);
            case "ExpiryJudgedAsPass" -> text.hExpiryJudgedAsPass(player, reader.articles.of(e.fact("article")));
            case "GameVoided" -> counted(e, "moves") && counted(e, "round") ? text.hVoided(
                    reader.number(Long.parseLong(e.fact("moves"))), reader.number(Long.parseLong(e.fact("round"))),
                    e.fact("reason")) : e.text();
            default -> e.text();
        };
    }

    /** The player of the entry's colour, with that colour; empty when the entry names none. */
    private String colourPlayer(HistoryEntry e, GameView game) {
        String colour = e.fact("colour");
        return switch (colour) {
            case "black" -> people.withColour(game.black(), colour);
            case "white" -> people.withColour(game.white(), colour);
            default -> "";
        };
    }

    /** Who confirmed: a player (the event gives the player's id) with the colour played, or the referee named. */
    private String confirmer(HistoryEntry e, GameView game) {
        String confirmer = e.fact("confirmer");
        if (confirmer.equals(game.black())) {
            return people.withColour(confirmer, "black");
        }
        if (confirmer.equals(game.white())) {
            return people.withColour(confirmer, "white");
        }
        return people.actor(confirmer.isEmpty() ? e.by() : confirmer);
    }

    private String result(String sgf, HistoryEntry e) {
        return sgf.isEmpty() ? text.noResultYet() : results.of(sgf, "true".equals(e.fact("byForfeit")));
    }

    private String previous(HistoryEntry e) {
        return e.fact("previous").isEmpty() ? text.noResultYet() : results.of(e.fact("previous"), false);
    }

    /**
     * Why a move was refused: the rules engine's own sentence ("D4 retakes the ko at once; a move elsewhere must come
     * first") to an English reader; to the others, whose language that sentence is not, the infraction's name.
     */
    private String refused(HistoryEntry e) {
        String infraction = e.fact("infraction");
        if (reader.language().equals(Language.ENGLISH) || infraction.isEmpty()) {
            return cite(e);
        }
        return Citation.of(reader.infractionNamed(infraction), e.fact("article"), reader.articles);
    }

    /** Whether the entry's fact {@code name} is a count: an entry archived before it had its facts says its own text. */
    private static boolean counted(HistoryEntry e, String name) {
        return e.fact(name).matches("[0-9]{1,9}");
    }

    private String cite(HistoryEntry e) {
        return Citation.of(reader.reason(e.fact("reason")), e.fact("article"), reader.articles);
    }
}
