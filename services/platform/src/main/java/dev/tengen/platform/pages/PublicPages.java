package dev.tengen.platform.pages;

import static dev.tengen.platform.pages.Html.esc;
import static dev.tengen.platform.pages.Html.num;
import static dev.tengen.platform.pages.Html.page;
import static dev.tengen.platform.pages.Html.seg;
import static dev.tengen.platform.pages.Html.tournamentNav;

import dev.tengen.audit.SignedHead;
import dev.tengen.platform.audit.AuditExport;
import dev.tengen.readmodel.CrosstableRow;
import dev.tengen.readmodel.CrosstableView;
import dev.tengen.readmodel.DuanView;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.GameView;
import dev.tengen.readmodel.LiveBoard;
import dev.tengen.readmodel.MoveLine;
import dev.tengen.readmodel.PairingView;
import dev.tengen.readmodel.PlayerRecord;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.RecordLine;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.StandingRow;
import dev.tengen.readmodel.StandingsView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The public results pages: server-rendered HTML, no login, usable without JavaScript. The pages that follow play
 * (overview, standings, crosstable, a round not yet decided, a game in play) refresh themselves from the
 * tournament's or the game's event stream, or every {@value Html#REFRESH_SECONDS} seconds without JavaScript; a
 * closed tournament and a finished game do not. Every user-provided string is
 * escaped ({@link Html#esc}); an unknown id answers a friendly 404 page.
 */
@Path("/")
@Produces(MediaType.TEXT_HTML + ";charset=UTF-8")
@Tag(name = "Public pages")
public class PublicPages {

    private final TournamentBook book;
    private final GameArchive archive;
    private final AuditExport audit;

    PublicPages(TournamentBook book, GameArchive archive, AuditExport audit) {
        this.book = book;
        this.archive = archive;
        this.audit = audit;
    }

    @GET
    @Operation(summary = "Every tournament", description = "Public HTML.")
    public String home() {
        List<TournamentOverview> tournaments = book.tournaments();
        StringBuilder body = new StringBuilder("<h1>Tournaments</h1>");
        if (tournaments.isEmpty()) {
            body.append("<p>No tournament yet.</p>");
        } else {
            body.append("<div class=\"wrap\"><table><thead><tr><th>Tournament</th><th>Rules</th><th>System</th>"
                    + "<th class=\"n\">Players</th><th class=\"n\">Round</th></tr></thead><tbody>");
            for (TournamentOverview t : tournaments) {
                body.append("<tr><td><a href=\"/t/").append(seg(t.id())).append("\">").append(esc(t.name())).append("</a></td><td>")
                        .append(esc(t.ruleSet())).append("</td><td>").append(esc(t.pairingSystem()))
                        .append("</td><td class=\"n\">").append(t.players()).append("</td><td class=\"n\">")
                        .append(t.roundsPaired()).append(t.rounds() == null ? "" : " / " + t.rounds()).append("</td></tr>");
            }
            body.append("</tbody></table></div>");
        }
        return page("Tournaments", null, body.toString());
    }

    @GET
    @Path("t/{id}")
    @Operation(summary = "A tournament's overview: configuration, players, rounds", description = "Public HTML.")
    public Response tournament(@PathParam("id") String id) {
        Optional<TournamentOverview> found = book.tournament(id);
        if (found.isEmpty()) {
            return notFound("No tournament " + id + " exists.");
        }
        TournamentOverview t = found.get();
        StringBuilder body = new StringBuilder("<h1>").append(esc(t.name())).append("</h1>").append(tournamentNav(id));
        body.append("<p>");
        if (t.ruleSet() == null) {
            body.append("Not configured yet.");
        } else {
            body.append(esc(t.ruleSet())).append(" rules, ").append(t.boardSize()).append("×").append(t.boardSize())
                    .append(", ").append(esc(t.pairingSystem())).append(", ").append(t.rounds()).append(" rounds.");
        }
        if (t.closed()) {
            body.append(" The tournament is over.");
        }
        body.append(" <span class=\"muted\">").append(t.gamesFinished()).append(" games finished, ")
                .append(t.gamesInPlay()).append(" in play.</span></p>");
        if (!t.officials().isEmpty()) {
            body.append("<p>Officials: ");
            body.append(String.join("; ", t.officials().stream().map(Html::esc).toList())).append(".</p>");
        }
        if (t.roundsPaired() > 0) {
            body.append("<h2>Rounds</h2><p>");
            for (int r = 1; r <= t.roundsPaired(); r++) {
                body.append("<a href=\"/t/").append(seg(id)).append("/round/").append(r).append("\">Round ").append(r)
                        .append("</a> ");
            }
            body.append("</p>");
        }
        body.append("<h2>Players</h2><div class=\"wrap\"><table><thead><tr><th>Name</th><th>Rank</th><th>Club</th>"
                + "<th>Country</th><th></th></tr></thead><tbody>");
        for (PlayerView p : book.players(id).orElse(List.of())) {
            body.append("<tr><td>").append(playerLink(id, p.id(), p.name())).append("</td><td>").append(esc(p.rank()))
                    .append("</td><td>").append(esc(p.club())).append("</td><td>").append(esc(p.country()))
                    .append("</td><td>").append(p.withdrawn() ? "withdrawn" : "").append("</td></tr>");
        }
        body.append("</tbody></table></div>");
        body.append(audit.head(id).map(head -> signedHead(id, head)).orElse("<h2>Audit trail</h2><p class=\"muted\">"
                + "The signed head is being computed; it shows here in a moment.</p>"));
        return ok(page(t.name(), t.closed() ? null : Follow.tournament(id, "tournament", "players", "round", "game",
                "standings"), body.toString()));
    }

    /** The audit chain's signed head, for a federation to keep (docs/PLATFORM.md, "Audit: the signed head"). */
    private static String signedHead(String id, SignedHead head) {
        return "<h2>Audit trail</h2><p class=\"muted\">Event " + head.sequence() + ", hash <code>" + esc(head.hash())
                + "</code>, signed " + esc(head.signedAt()) + " by the installation key <code>"
                + esc(head.key()) + "</code>. Keep the <a href=\"/api/v1/tournaments/" + seg(id)
                + "/audit/head\">signed head</a> and the <a href=\"/api/v1/audit/key\">key</a>: "
                + "<code>tengen audit verify --key</code> shows whether a later export was cut short or rewritten.</p>";
    }

    @GET
    @Path("t/{id}/standings")
    @Operation(summary = "Standings after a round", description = "Public HTML.")
    public Response standings(@PathParam("id") String id, @QueryParam("after") String after) {
        Optional<TournamentOverview> found = book.tournament(id);
        if (found.isEmpty()) {
            return notFound("No tournament " + id + " exists.");
        }
        Integer round = parseRound(after);
        StandingsView s = book.standings(id, round).orElseThrow();
        TournamentOverview t = found.get();
        StringBuilder body = new StringBuilder("<h1>").append(esc(t.name())).append("</h1>").append(tournamentNav(id))
                .append("<h2>Standings after round ").append(s.afterRound()).append("</h2>");
        body.append("<p class=\"muted\">").append(esc(s.placement())).append(". After round:");
        for (int r = 1; r <= t.roundsPaired(); r++) {
            body.append(" <a href=\"/t/").append(seg(id)).append("/standings?after=").append(r).append("\">").append(r).append("</a>");
        }
        body.append("</p>");
        if (s.note() != null) {
            body.append("<p>").append(esc(s.note())).append("</p>");
        }
        body.append("<div class=\"wrap\"><table><thead><tr><th class=\"n\">#</th><th>Name</th><th>Rank</th><th>Club</th>");
        s.criteria().forEach(c -> body.append("<th class=\"n\">").append(esc(c)).append("</th>"));
        body.append("</tr></thead><tbody>");
        for (StandingRow row : s.rows()) {
            body.append("<tr><td class=\"n\">").append(row.place()).append(row.shared() ? "=" : "").append("</td><td>")
                    .append(playerLink(id, row.playerId(), row.name())).append(row.withdrawn() ? " <span class=\"muted\">(withdrawn)</span>" : "")
                    .append("</td><td>").append(esc(row.rank())).append("</td><td>").append(esc(row.club())).append("</td>");
            row.values().forEach(v -> body.append("<td class=\"n\">").append(num(v)).append("</td>"));
            body.append("</tr>");
        }
        body.append("</tbody></table></div>");
        return ok(page("Standings · " + t.name(), t.closed() ? null : Follow.tournament(id, "standings", "players"),
                body.toString()));
    }

    @GET
    @Path("t/{id}/crosstable")
    @Operation(summary = "The crosstable", description = "Public HTML.")
    public Response crosstable(@PathParam("id") String id) {
        Optional<TournamentOverview> found = book.tournament(id);
        if (found.isEmpty()) {
            return notFound("No tournament " + id + " exists.");
        }
        TournamentOverview t = found.get();
        CrosstableView table = book.crosstable(id, null).orElseThrow();
        StringBuilder body = new StringBuilder("<h1>").append(esc(t.name())).append("</h1>").append(tournamentNav(id))
                .append("<h2>Crosstable</h2><p class=\"muted\">Each round: the opponent's place, + win, − loss, = draw,"
                        + " ? not decided, then b or w for the colour; ! a forfeit; 0 no game.</p>");
        if (table.note() != null) {
            body.append("<p>").append(esc(table.note())).append("</p>");
        }
        body.append("<div class=\"wrap\"><table><thead><tr><th class=\"n\">#</th><th>Name</th><th>Rank</th>");
        for (int r = 1; r <= table.rounds(); r++) {
            body.append("<th>R").append(r).append("</th>");
        }
        table.criteria().forEach(c -> body.append("<th class=\"n\">").append(esc(c)).append("</th>"));
        body.append("</tr></thead><tbody>");
        for (CrosstableRow row : table.rows()) {
            body.append("<tr><td class=\"n\">").append(row.place()).append("</td><td>")
                    .append(playerLink(id, row.playerId(), row.name())).append("</td><td>").append(esc(row.rank())).append("</td>");
            row.cells().forEach(c -> body.append("<td>").append(esc(c)).append("</td>"));
            row.values().forEach(v -> body.append("<td class=\"n\">").append(num(v)).append("</td>"));
            body.append("</tr>");
        }
        body.append("</tbody></table></div>");
        return ok(page("Crosstable · " + t.name(), t.closed() ? null : Follow.tournament(id, "standings", "players",
                "round"), body.toString()));
    }

    @GET
    @Path("t/{id}/round/{round}")
    @Operation(summary = "A round's pairings and results", description = "Public HTML.")
    public Response round(@PathParam("id") String id, @PathParam("round") String round) {
        Optional<TournamentOverview> found = book.tournament(id);
        if (found.isEmpty()) {
            return notFound("No tournament " + id + " exists.");
        }
        Integer n = parseRound(round);
        if (n == null || n < 1) {
            return notFound("There is no round '" + round + "' in " + found.get().name() + ".");
        }
        TournamentOverview t = found.get();
        RoundView view = book.round(id, n).orElseThrow();
        StringBuilder body = new StringBuilder("<h1>").append(esc(t.name())).append("</h1>").append(tournamentNav(id))
                .append("<h2>Round ").append(n).append("</h2>");
        if (!view.published()) {
            body.append("<p>Not published yet.</p>");
        } else if (view.pairings().isEmpty()) {
            body.append("<p>No boards in this round.</p>");
        } else {
            body.append("<div class=\"wrap\"><table><thead><tr><th class=\"n\">Board</th><th>Black</th><th>White</th>"
                    + "<th class=\"n\">H</th><th>Result</th><th></th></tr></thead><tbody>");
            for (PairingView p : view.pairings()) {
                body.append("<tr><td class=\"n\">").append(p.board()).append("</td><td>")
                        .append(playerLink(id, p.black(), p.blackName())).append("</td><td>")
                        .append(playerLink(id, p.white(), p.whiteName())).append("</td><td class=\"n\">")
                        .append(p.handicap()).append("</td><td>")
                        .append(p.result() == null ? "playing" : esc(p.result()) + (p.byForfeit() ? " (forfeit)" : ""))
                        .append("</td><td>")
                        .append(p.gameId() == null ? "" : "<a href=\"/g/" + seg(p.gameId()) + "\">game</a>")
                        .append("</td></tr>");
            }
            body.append("</tbody></table></div>");
            if (!view.byes().isEmpty()) {
                body.append("<p>Without a board: ");
                view.byes().forEach(b -> body.append(playerLink(id, b.playerId(), b.name())).append(" (")
                        .append(esc(b.kind().replace('-', ' '))).append(b.reason().isEmpty() ? "" : ": " + esc(b.reason()))
                        .append(") "));
                body.append("</p>");
            }
        }
        boolean live = !t.closed() && (!view.published() || view.pairings().stream().anyMatch(p -> p.result() == null));
        return ok(page("Round " + n + " · " + t.name(), live ? Follow.round(id, n) : null, body.toString()));
    }

    @GET
    @Path("t/{id}/player/{playerId}")
    @Operation(summary = "A player's games and results", description = "Public HTML.")
    public Response player(@PathParam("id") String id, @PathParam("playerId") String playerId) {
        Optional<TournamentOverview> found = book.tournament(id);
        if (found.isEmpty()) {
            return notFound("No tournament " + id + " exists.");
        }
        Optional<PlayerRecord> record = book.record(id, playerId);
        if (record.isEmpty()) {
            return notFound("No player " + playerId + " is registered in " + found.get().name() + ".");
        }
        PlayerRecord r = record.get();
        PlayerView p = r.player();
        StringBuilder body = new StringBuilder("<h1>").append(esc(p.name())).append("</h1>").append(tournamentNav(id))
                .append("<p>").append(esc(p.rank())).append(p.club().isEmpty() ? "" : ", " + esc(p.club()))
                .append(p.country().isEmpty() ? "" : ", " + esc(p.country())).append(" · <a href=\"/t/").append(seg(id))
                .append("\">").append(esc(found.get().name())).append("</a></p>");
        if (p.withdrawn()) {
            body.append("<p>Withdrawn").append(p.withdrawalReason().isEmpty() ? "" : ": " + esc(p.withdrawalReason()))
                    .append(".</p>");
        }
        body.append("<p>").append(r.wins()).append(" wins, ").append(r.losses()).append(" losses, ").append(r.draws())
                .append(" draws; ").append(r.asBlack()).append(" with Black, ").append(r.asWhite()).append(" with White. ")
                .append(p.warnings()).append(" warnings, ").append(p.penalties()).append(" penalties.</p>");
        if (!p.sanctions().isEmpty()) {
            body.append("<ul>");
            p.sanctions().forEach(line -> body.append("<li>").append(esc(line)).append("</li>"));
            body.append("</ul>");
        }
        body.append("<div class=\"wrap\"><table><thead><tr><th class=\"n\">Round</th><th>Colour</th><th>Opponent</th>"
                + "<th>Result</th><th></th></tr></thead><tbody>");
        for (RecordLine line : r.games()) {
            body.append("<tr><td class=\"n\">").append(line.round()).append("</td><td>").append(line.colour())
                    .append("</td><td>").append(playerLink(id, line.opponentId(), line.opponentName())).append("</td><td>")
                    .append(esc(line.result())).append(line.resultText() == null ? "" : " (" + esc(line.resultText()) + ")")
                    .append("</td><td>").append(line.gameId() == null ? "" : "<a href=\"/g/" + seg(line.gameId()) + "\">game</a>")
                    .append("</td></tr>");
        }
        body.append("</tbody></table></div>");
        DuanView duan = r.duan();
        if (duan != null) {
            body.append("<h2>Duan promotion</h2><p>Table 4 points ").append(esc(duan.points().toString()))
                    .append(", total ").append(duan.total()).append(", average ").append(esc(duan.average()))
                    .append(". ").append(esc(duan.reason())).append("</p>");
        }
        return ok(page(p.name() + " · " + found.get().name(), null, body.toString()));
    }

    @GET
    @Path("g/{gameId}")
    @Operation(summary = "A game: the board, the moves and the result", description = "Public HTML.")
    public Response game(@PathParam("gameId") String gameId) {
        Optional<GameView> found = archive.game(gameId);
        if (found.isEmpty()) {
            return notFound("No game " + gameId + " exists.");
        }
        GameView g = found.get();
        LiveBoard board = archive.board(gameId).orElseThrow();
        String t = g.tournamentId();
        StringBuilder body = new StringBuilder("<h1>").append(esc(g.blackName())).append(" (B) – ").append(esc(g.whiteName()))
                .append(" (W)</h1><p><a href=\"/t/").append(seg(t)).append("\">").append(esc(g.tournamentName()))
                .append("</a>, <a href=\"/t/").append(seg(t)).append("/round/").append(g.round()).append("\">round ")
                .append(g.round()).append("</a>, board ").append(g.board()).append(". ").append(esc(g.ruleset()))
                .append(", komi ").append(num(g.komi())).append(g.handicap() > 0 ? ", handicap " + g.handicap() : "")
                .append(".</p><p><strong>").append(g.result() == null ? "In play" : "Result: " + esc(g.result()))
                .append("</strong>").append(g.reason().isEmpty() ? "" : " — " + esc(g.reason())).append("</p>");
        body.append(BoardSvg.draw(board));
        body.append("<p>After move ").append(board.moves()).append(board.lastMove() == null ? "" : " (" + esc(board.lastMove()) + ")")
                .append(". Captures: Black ").append(board.capturedByBlack()).append(", White ")
                .append(board.capturedByWhite()).append(". ").append(g.result() == null ? esc(board.toMove()) + " to play." : "")
                .append("</p>");
        if (board.note() != null) {
            body.append("<p>").append(esc(board.note())).append("</p>");
        }
        body.append("<p><a href=\"/api/v1/games/").append(seg(gameId)).append("/sgf\">Download SGF</a></p>");
        body.append("<h2>Moves</h2>");
        if (g.moves().isEmpty()) {
            body.append("<p>No move yet.</p>");
        } else {
            body.append("<ol class=\"moves\">");
            for (MoveLine m : g.moves()) {
                body.append("<li>").append(m.colour().equals("black") ? "B " : "W ").append(esc(m.point())).append("</li>");
            }
            body.append("</ol>");
        }
        body.append("<h2>History</h2><ul>");
        g.history().forEach(h -> body.append("<li>").append(esc(h)).append("</li>"));
        body.append("</ul>");
        return ok(page(g.blackName() + " – " + g.whiteName(), g.finished() ? null : Follow.game(gameId), body.toString()));
    }

    private static String playerLink(String tournamentId, String playerId, String name) {
        return "<a href=\"/t/" + seg(tournamentId) + "/player/" + seg(playerId) + "\">" + esc(name) + "</a>";
    }

    /** A round number, null when absent or not a number. */
    private static Integer parseRound(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            int n = Integer.parseInt(text.trim());
            return n < 0 ? null : n;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Response ok(String html) {
        return Response.ok(html, MediaType.TEXT_HTML + ";charset=UTF-8").build();
    }

    private static Response notFound(String sentence) {
        return Response.status(404).type(MediaType.TEXT_HTML + ";charset=UTF-8")
                .entity(page("Not found", null, "<h1>Not found</h1><p>" + esc(sentence)
                        + "</p><p><a href=\"/\">All tournaments</a></p>"))
                .build();
    }
}
