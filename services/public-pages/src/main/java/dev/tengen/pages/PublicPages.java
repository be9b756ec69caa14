package dev.tengen.pages;

import dev.tengen.audit.SignedHead;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.GameView;
import dev.tengen.readmodel.PairingView;
import dev.tengen.readmodel.PlayerRecord;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import dev.tengen.service.web.problem.Numerals;
import dev.tengen.service.web.problem.Unseen;
import dev.tengen.tournament.service.api.EventDetails;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Cookie;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The public results pages: server-rendered with Qute (templates in {@code templates/PublicPages/}, escaped by
 * default), no login, readable without JavaScript, in the reader's language ({@link Language#choose}: {@code ?lang=},
 * then the cookie that choice leaves, then {@code Accept-Language}). Pages of play in progress follow the
 * tournament's or the game's event stream ({@code /pages/live.js}); an unknown id, and any other address under
 * {@code /t} and {@code /g}, answers a friendly 404 page.
 */
@Path("/")
@Produces(MediaType.TEXT_HTML + ";charset=UTF-8")
@Tag(name = "Public pages")
public class PublicPages {

    /** The reader's chosen language is remembered for a year. */
    static final String LANGUAGE_COOKIE = "lang";
    /** The characters of an id or a round an address wrote that a 404 page repeats; a longer one is cut. */
    static final int SHOWN = 80;

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance home(Page page, HomePage home);

        static native TemplateInstance event(Page page, EventPage event, SignedHead head);

        static native TemplateInstance standings(Page page, StandingsPage standings);

        static native TemplateInstance round(Page page, RoundPage round);

        static native TemplateInstance player(Page page, PlayerPage player);

        static native TemplateInstance rulings(Page page, RulingsPage rulings);

        static native TemplateInstance game(Page page, GamePage game);

        static native TemplateInstance notFound(Page page, String sentence);
    }

    private final PageSources sources;

    @Context
    HttpHeaders headers;

    @Context
    UriInfo uri;

    PublicPages(PageSources sources) {
        this.sources = sources;
    }

    @GET
    @Operation(summary = "Every tournament", description = "Public HTML.")
    public Response home() {
        Reader reader = reader();
        return ok(reader, Templates.home(Frames.page(reader, uri, reader.msg.homeTitle()), HomePage.of(sources.tournaments(),
                id -> sources.book(id).flatMap(b -> b.details(id)), reader)));
    }

    @GET
    @Path("t/{id}")
    @Operation(summary = "An event: dates, venue, rules, officials, rounds and players", description = "Public HTML.")
    public Response tournament(@PathParam("id") String id) {
        return inEvent(id, this::eventPage);
    }

    private Response eventPage(Reader reader, TournamentBook book, TournamentOverview t) {
        String id = t.id();
        EventPage event = EventPage.of(t, book.details(id), sources.rules(id), sources.officials(id), book, reader);
        Page page = Frames.eventPage(reader, uri, t.name(), t, Frames.Tab.EVENT);
        return ok(reader, Templates.event(t.closed() ? page : page.live(new Page.Live(Paths.tournamentStream(id),
                "tournament players round game standings", null)), event, sources.auditHead(id).orElse(null)));
    }

    @GET
    @Path("t/{id}/standings")
    @Operation(summary = "The standings after a round, with each round's result", description = "Public HTML.")
    public Response standings(@PathParam("id") String id, @QueryParam("after") String after) {
        return inEvent(id, (reader, book, t) -> standingsPage(reader, book, t, after));
    }

    /**
     * The standings after round {@code written}: absent, the last round with a result; 0, before any round; a round
     * of the tournament not paired yet, the last round with a result too. Anything else (not a round of the tournament,
     * or not written in the digits 0 to 9) is the 404 page naming the round, as the round pages answer.
     */
    private Response standingsPage(Reader reader, TournamentBook book, TournamentOverview t, String written) {
        String id = t.id();
        Integer asked = null;
        if (written != null && !written.isBlank()) {
            asked = Numerals.whole(written.strip());
            if (asked == null || asked > t.extent()) {
                return noSuchRound(reader, t, written);
            }
        }
        int after = asked != null && asked <= t.roundsPaired() ? asked : StandingsPage.lastRoundWithResult(t, book);
        StandingsPage standings = StandingsPage.of(t, after, book, reader);
        Page page = Frames.eventPage(reader, uri, standings.heading() + " · " + t.name(), t, Frames.Tab.STANDINGS);
        return ok(reader, Templates.standings(t.closed() ? page : page.live(new Page.Live(Paths.tournamentStream(id),
                "standings players round", null)), standings));
    }

    @GET
    @Path("t/{id}/crosstable")
    @Operation(summary = "The crosstable: the standings page, which gives each round's result", description = "Public"
            + " HTML: a permanent redirection to the standings.")
    public Response crosstable(@PathParam("id") String id) {
        if (overview(id).isEmpty()) {
            return unknownTournament(reader(), id);
        }
        return Response.status(Response.Status.MOVED_PERMANENTLY)
                .location(URI.create(Paths.tournament(id) + "/standings")).build();
    }

    @GET
    @Path("t/{id}/round/{round}")
    @Operation(summary = "A round's pairings and results", description = "Public HTML.")
    public Response round(@PathParam("id") String id, @PathParam("round") String round) {
        return inEvent(id, (reader, book, t) -> roundPage(reader, book, t, round));
    }

    private Response roundPage(Reader reader, TournamentBook book, TournamentOverview t, String round) {
        String id = t.id();
        Integer n = Numerals.whole(round);
        if (n == null || n < 1 || n > t.extent()) {
            return noSuchRound(reader, t, round);
        }
        RoundPage view = RoundPage.of(t, n, book, reader);
        Page page = Frames.eventPage(reader, uri, view.heading() + " · " + t.name(), t, Frames.Tab.PAIRINGS);
        boolean live = !t.closed() && view.playing();
        return ok(reader, Templates.round(live ? page.live(new Page.Live(Paths.tournamentStream(id),
                "round game standings", Integer.toString(n))) : page, view));
    }

    @GET
    @Path("t/{id}/player/{playerId}")
    @Operation(summary = "A player's games and results", description = "Public HTML.")
    public Response player(@PathParam("id") String id, @PathParam("playerId") String playerId) {
        return inEvent(id, (reader, book, t) -> playerPage(reader, book, t, playerId));
    }

    private Response playerPage(Reader reader, TournamentBook book, TournamentOverview t, String playerId) {
        String id = t.id();
        Optional<PlayerRecord> record = book.record(id, playerId);
        if (record.isEmpty()) {
            return notFound(reader, Frames.eventPage(reader, uri, reader.msg.notFound(), t, Frames.Tab.NONE),
                    reader.msg.noSuchPlayer(shown(playerId), t.name()));
        }
        PlayerRecord r = record.get();
        RulingsPage rulings = rulingsOf(book, t, reader);
        List<String> sanctions = rulings.penalties().stream().filter(p -> playerId.equals(p.playerId()))
                .map(p -> reader.msg.roundN(p.round()) + " · " + p.sanction() + ": " + p.reason()).toList();
        PlayerPage view = PlayerPage.of(id, r, sanctions, reader);
        return ok(reader, Templates.player(Frames.eventPage(reader, uri, r.player().name() + " · " + t.name(), t,
                Frames.Tab.NONE), view));
    }

    @GET
    @Path("t/{id}/rulings")
    @Operation(summary = "The rulings on appeals and the sanctions, once final", description = "Public HTML.")
    public Response rulings(@PathParam("id") String id) {
        return inEvent(id, (reader, book, t) -> ok(reader, Templates.rulings(Frames.eventPage(reader, uri,
                reader.ruling.rulingsTitle() + " · " + t.name(), t, Frames.Tab.RULINGS), rulingsOf(book, t, reader))));
    }

    @GET
    @Path("g/{gameId}")
    @Operation(summary = "A game: the players, the board move by move, the clocks, the result and what happened",
            description = "Public HTML.")
    public Response game(@PathParam("gameId") String gameId) {
        Reader reader = reader();
        Optional<GameArchive> games = sources.game(gameId);
        Optional<GameView> found = games.flatMap(archive -> archive.game(gameId));
        if (found.isEmpty()) {
            return notFound(reader, reader.msg.noSuchGame(shown(gameId)));
        }
        GameArchive archive = games.get();
        GameView g = found.get();
        Optional<TournamentBook> book = sources.book(g.tournamentId());
        GamePage view = GamePage.of(g, archive.board(gameId).orElseThrow(), archive.replay(gameId).orElseThrow(),
                people(book, g.tournamentId(), reader), zone(book, g.tournamentId()), sources.now(), reader);
        Page page = overview(g.tournamentId())
                .map(t -> Frames.eventPage(reader, uri, g.blackName() + " – " + g.whiteName(), t, Frames.Tab.NONE))
                .orElseGet(() -> Frames.page(reader, uri, g.blackName() + " – " + g.whiteName())).withViewer();
        return ok(reader, Templates.game(g.finished() ? page : page.live(new Page.Live(Paths.gameApi(gameId) + "/stream",
                "move pass result clock game", null)), view));
    }

    /**
     * Any other address among a tournament's pages ({@code /t/{id}/%00}, {@code /t/{id}/standings%20},
     * {@code /t/{id}/round/1/more}): the 404 page in the reader's language. No resource matched such an address, and
     * the answer was the API's JSON problem, which a visitor's browser shows as code.
     */
    @GET
    @Path("t/{id}/{page: [\\s\\S]+}")
    @Operation(hidden = true)
    public Response noSuchEventPage(@PathParam("id") String id) {
        return inEvent(id, (reader, book, t) -> notFound(reader, Frames.eventPage(reader, uri, reader.msg.notFound(),
                t, Frames.Tab.NONE), reader.msg.noSuchEventPage(t.name())));
    }

    /** Any other address among the games' pages ({@code /g/{gameId}/more}): the 404 page, as under a tournament. */
    @GET
    @Path("g/{gameId}/{page: [\\s\\S]+}")
    @Operation(hidden = true)
    public Response noSuchGamePage() {
        Reader reader = reader();
        return notFound(reader, reader.msg.noSuchPage());
    }

    /** {@code /t} and {@code /g} (with or without their slash) name no tournament, no game: the 404 page. */
    @GET
    @Path("{pages: t|g}")
    @Operation(hidden = true)
    public Response noTournamentOrGame() {
        return noSuchPage();
    }

    /** The 404 page for an address no page has, in the reader's language. */
    Response noSuchPage() {
        Reader reader = reader();
        return notFound(reader, reader.msg.noSuchPage());
    }

    /** A page of a tournament, made from the book that holds it. */
    @FunctionalInterface
    private interface EventPageMaker {
        Response make(Reader reader, TournamentBook book, TournamentOverview tournament);
    }

    /** The page {@code page} makes of the tournament, or the 404 page when there is no tournament {@code id}. */
    private Response inEvent(String id, EventPageMaker page) {
        Reader reader = reader();
        Optional<TournamentBook> book = sources.book(id);
        return book.flatMap(b -> b.tournament(id)).map(t -> page.make(reader, book.get(), t))
                .orElseGet(() -> unknownTournament(reader, id));
    }

    private Optional<TournamentOverview> overview(String id) {
        return sources.book(id).flatMap(b -> b.tournament(id));
    }

    private RulingsPage rulingsOf(TournamentBook book, TournamentOverview t, Reader reader) {
        String id = t.id();
        Map<String, PairingView> boards = new HashMap<>();
        for (int r = 1; r <= t.roundsPaired(); r++) {
            book.round(id, r).orElseThrow().pairings().stream().filter(p -> p.gameId() != null)
                    .forEach(p -> boards.put(p.gameId(), p));
        }
        return RulingsPage.of(sources.ledger(id), new RulingsPage.Boards(boards), people(Optional.of(book), id, reader),
                zone(Optional.of(book), id), reader);
    }

    private People people(Optional<TournamentBook> book, String tournamentId, Reader reader) {
        return new People(reader, book.flatMap(b -> b.players(tournamentId)).orElse(List.of()),
                sources.officials(tournamentId), sources::accountPlayers);
    }

    /** The venue's time zone, UTC until the organizer gives one. */
    private static ZoneId zone(Optional<TournamentBook> book, String tournamentId) {
        return book.flatMap(b -> b.details(tournamentId)).map(EventDetails::timeZone).map(ZoneId::of)
                .orElse(ZoneId.of("UTC"));
    }

    private Reader reader() {
        Cookie chosen = headers.getCookies().get(LANGUAGE_COOKIE);
        return new Reader(Language.choose(uri.getQueryParameters().getFirst("lang"),
                chosen == null ? null : chosen.getValue(), headers.getHeaderString(HttpHeaders.ACCEPT_LANGUAGE)));
    }

    /**
     * The 404 page for a round the tournament does not have, inside the event's tabs (the way back to its rounds):
     * round 0, one beyond the tournament, or one not written in the digits 0 to 9 ({@link Numerals}, as the API reads
     * rounds): {@code １} (fullwidth), {@code ٥} (Arabic-Indic), {@code +1}, {@code -1}, {@code first}.
     */
    private Response noSuchRound(Reader reader, TournamentOverview t, String written) {
        return notFound(reader, Frames.eventPage(reader, uri, reader.msg.notFound(), t, Frames.Tab.NONE),
                reader.msg.noSuchRound(shown(written), t.name()));
    }

    /**
     * What an address wrote, for a sentence saying what it named: at most {@value #SHOWN} characters, and each
     * character that cannot be seen written as its code point ({@code [U+200B]}, {@code [U+0000]}). Written as it
     * came, {@code /t/{id}%E2%80%8B} said "There is no tournament {id}." of a tournament that exists, and a
     * {@code %00} put a NUL byte in the page.
     */
    static String shown(String written) {
        return Unseen.shown(written, SHOWN);
    }

    private Response ok(Reader reader, TemplateInstance page) {
        return answer(Response.ok(), reader, page);
    }

    private Response unknownTournament(Reader reader, String id) {
        return notFound(reader, reader.msg.noSuchTournament(shown(id)));
    }

    private Response notFound(Reader reader, String sentence) {
        return notFound(reader, Frames.page(reader, uri, reader.msg.notFound()), sentence);
    }

    private Response notFound(Reader reader, Page page, String sentence) {
        return answer(Response.status(Response.Status.NOT_FOUND), reader, Templates.notFound(page, sentence));
    }

    /**
     * The page in the reader's language; a language asked for in the address is remembered in a cookie. Rendered here,
     * not by Quarkus' template filter: that filter reads {@code Accept-Language} strictly and answers 400 to a header
     * it cannot parse, where {@link Language#accepted} passes over what it cannot read.
     */
    private Response answer(Response.ResponseBuilder response, Reader reader, TemplateInstance page) {
        response.entity(page.setLocale(reader.locale()).render()).type(MediaType.TEXT_HTML + ";charset=UTF-8")
                .language(reader.locale()).header(HttpHeaders.VARY, "Accept-Language, Cookie");
        if (Language.of(uri.getQueryParameters().getFirst("lang")).isPresent()) {
            response.cookie(new NewCookie.Builder(LANGUAGE_COOKIE).value(reader.language().tag()).path("/")
                    .maxAge(365 * 24 * 3600).sameSite(NewCookie.SameSite.LAX).build());
        }
        return response.build();
    }
}
