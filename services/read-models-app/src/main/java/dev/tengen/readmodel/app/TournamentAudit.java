package dev.tengen.readmodel.app;

import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.audit.AuditAnswers;
import dev.tengen.readmodel.audit.AuditChain;
import dev.tengen.readmodel.audit.AuditViews;
import dev.tengen.readmodel.audit.DecisionLog;
import dev.tengen.readmodel.audit.TimelineParameters;
import dev.tengen.service.web.problem.Problem;
import dev.tengen.service.web.security.Roles;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The tournament's audit at the embedded platform's addresses and in its shapes (its AuditQuery and
 * AuditTimelineQuery): the ledger as JSON or the hash-chained export, the signed head (public), the officials'
 * decisions, each player's conduct, the Duan report and the timeline, made by tengen-audit-reads from the tournament
 * book of the pages ({@link PageBooks}) and the tournament's whole audit ledger ({@link AuditLedgers}). Only the
 * auditor, the organizer and the technical delegate read them, a role held by appointment in the tournament
 * included ({@link AuditOffices}).
 */
@Path("/api/v1/tournaments/{id}/audit")
public class TournamentAudit {

    private final PageBooks books;
    private final AuditLedgers ledgers;
    private final InstallationKeySource key;
    private final AuditHeads heads;
    private final AuditChain chains = new AuditChain();

    @Context
    UriInfo uri;

    TournamentAudit(PageBooks books, AuditLedgers ledgers, InstallationKeySource key, AuditHeads heads) {
        this.books = books;
        this.ledgers = ledgers;
        this.key = key;
        this.heads = heads;
    }

    @GET
    @Produces({MediaType.APPLICATION_JSON, AuditChain.NDJSON})
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    public Response audit(@PathParam("id") String id, @Context HttpHeaders headers) {
        return inTournament(id, (book, ledger) -> {
            List<LedgerEntry> entries = ledger.ledger(id);
            if (!AuditAnswers.wantsLines(headers.getAcceptableMediaTypes())) {
                return Response.ok(entries).type(MediaType.APPLICATION_JSON_TYPE).build();
            }
            return chains.export(id, entries, Instant.now(), key.keys()).map(e -> AuditAnswers.lines(id, e))
                    .orElseGet(() -> unknownTournament(id));
        });
    }

    @GET
    @Path("head")
    @Produces(MediaType.APPLICATION_JSON)
    @PermitAll
    public Response head(@PathParam("id") String id) {
        return inTournament(id, (book, ledger) -> heads.head(id, ledger.ledger(id), key.keys())
                .<Response>map(h -> Response.ok(h).build()).orElseGet(() -> unknownTournament(id)));
    }

    @GET
    @Path("decisions")
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    public Response decisions(@PathParam("id") String id) {
        return inTournament(id, (book, ledger) -> found(new DecisionLog(ledger, book).decisions(id), id));
    }

    @GET
    @Path("players")
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    public Response players(@PathParam("id") String id) {
        return inTournament(id, (book, ledger) -> found(views(book, ledger).conduct(id), id));
    }

    @GET
    @Path("duan")
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    public Response duan(@PathParam("id") String id) {
        return inTournament(id, (book, ledger) -> found(views(book, ledger).duan(id), id));
    }

    @GET
    @Path("timeline")
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    public Response timeline(@PathParam("id") String id, @QueryParam("game") String game,
            @QueryParam("player") String player, @QueryParam("kind") String kind, @QueryParam("from") String from,
            @QueryParam("to") String to, @QueryParam("after") String after, @QueryParam("limit") String limit) {
        return inTournament(id, (book, ledger) -> {
            TimelineParameters asked = TimelineParameters.of(game, player, kind, from, to, after, limit);
            return Response.ok(new DecisionLog(ledger, book).timeline(id,
                    ledger.timeline(id, asked.filter(), asked.after(), asked.limit()))).build();
        });
    }

    /** What {@code answer} makes of the tournament's book and ledger; a 404 problem for a tournament not created. */
    private Response inTournament(String id, Answer answer) {
        Optional<TournamentBook> book = books.book(id).filter(b -> b.tournament(id).isPresent());
        if (book.isEmpty()) {
            return unknownTournament(id);
        }
        return answer.of(book.get(), ledgers.of(id));
    }

    @FunctionalInterface
    private interface Answer {
        Response of(TournamentBook book, AuditLedger ledger);
    }

    private static AuditViews views(TournamentBook book, AuditLedger ledger) {
        return new AuditViews(book, new DecisionLog(ledger, book));
    }

    private Response found(Optional<?> view, String id) {
        return view.<Response>map(v -> Response.ok(v).build()).orElseGet(() -> unknownTournament(id));
    }

    private Response unknownTournament(String id) {
        return Problem.of(404, "Not found", "tournament-not-found", "No tournament " + id + " exists.", null,
                uri.getPath()).response();
    }
}
