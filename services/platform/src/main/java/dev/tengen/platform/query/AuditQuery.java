package dev.tengen.platform.query;

import dev.tengen.platform.audit.AuditExport;
import dev.tengen.readmodel.audit.AuditAnswers;
import dev.tengen.readmodel.audit.AuditChain;
import dev.tengen.readmodel.audit.AuditViews;
import dev.tengen.readmodel.audit.DecisionLog;
import dev.tengen.service.web.problem.Problem;
import dev.tengen.service.web.security.Roles;
import dev.tengen.readmodel.AuditLedger;
import dev.tengen.readmodel.TournamentBook;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The tournament's audit: the ledger as a JSON array to read, or the federation's hash-chained export as JSON lines
 * when the caller asks for {@code application/x-ndjson}; the officials' decisions, each player's conduct and the Duan
 * promotion report. Only the auditor, the organizer and the technical delegate
 * read it: the payloads hold every official's and player's actions, and the public has the results pages.
 */
@Path("/api/v1/tournaments/{id}/audit")
@Tag(name = "Audit")
public class AuditQuery {

    private final TournamentBook book;
    private final AuditLedger ledger;
    private final AuditExport export;
    private final DecisionLog decisions;
    private final AuditViews views;

    @Context
    UriInfo uri;

    AuditQuery(TournamentBook book, AuditLedger ledger, AuditExport export, DecisionLog decisions, AuditViews views) {
        this.book = book;
        this.ledger = ledger;
        this.export = export;
        this.decisions = decisions;
        this.views = views;
    }

    @GET
    @Produces({MediaType.APPLICATION_JSON, AuditExport.NDJSON})
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Every event of the tournament in store order: as JSON, or hash-chained JSON lines",
            description = "Accept: application/json (the default) gives [{sequence, aggregate, aggregateSequence, type, "
                    + "at, by, payload}]. Accept: application/x-ndjson gives the federation export: one line an event with "
                    + "prev and hash (SHA-256 chain, docs/PLATFORM.md \"Audit\"), then the signed head {\"signedHead\":...}; "
                    + "the last hash in X-Audit-Head. "
                    + "Auditor, organizer and technical delegate only.")
    public Response audit(@PathParam("id") String id, @Context HttpHeaders headers) {
        if (book.tournament(id).isEmpty()) {
            return Queries.unknownTournament(id, uri);
        }
        if (!AuditAnswers.wantsLines(headers.getAcceptableMediaTypes())) {
            return Response.ok(ledger.ledger(id)).type(MediaType.APPLICATION_JSON_TYPE).build();
        }
        Optional<AuditChain.Export> lines = export.export(id);
        if (lines.isEmpty()) {
            return Queries.unknownTournament(id, uri);
        }
        return AuditAnswers.lines(id, lines.get());
    }

    @GET
    @Path("head")
    @Produces(MediaType.APPLICATION_JSON)
    @PermitAll
    @Operation(summary = "The audit chain's head as the installation signed it: public, for a federation to keep",
            description = "{tournament, sequence, hash, signedAt, key, signature}: the last event's sequence and hash, "
                    + "signed with the installation's Ed25519 key (GET /api/v1/audit/key); the export ends with the same "
                    + "head, and tengen audit verify --key checks it (docs/PLATFORM.md, \"Audit: the signed head\"). 503 "
                    + "audit-head-pending while a large chain is first hashed after a start.")
    public Response head(@PathParam("id") String id) {
        if (book.tournament(id).isEmpty()) {
            return Queries.unknownTournament(id, uri);
        }
        return Queries.found(export.head(id), () -> Response.fromResponse(Problem.of(503, "Service Unavailable",
                "audit-head-pending", "The signed head of tournament " + id + " is being computed (its chain is hashed"
                        + " once after a start); ask again in a few seconds.", null, uri.getPath()).response())
                .header(HttpHeaders.RETRY_AFTER, "5").build());
    }

    @GET
    @Path("decisions")
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Every decision of the officials: who, when, which article, what followed",
            description = "Warnings, penalties, turns lost, forfeits, protests and the referees' decisions, appeals, "
                    + "rulings, deposits, result corrections, pairings set by hand, withdrawals and byes, in ledger order; "
                    + "sequence is the event's line in the audit export.")
    public Response decisions(@PathParam("id") String id) {
        return Queries.found(decisions.decisions(id), () -> Queries.unknownTournament(id, uri));
    }

    @GET
    @Path("players")
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Each player's warnings, penalties and sanctions, with the decisions that concern the player")
    public Response players(@PathParam("id") String id) {
        return Queries.found(views.conduct(id), () -> Queries.unknownTournament(id, uri));
    }

    @GET
    @Path("duan")
    @Produces(MediaType.APPLICATION_JSON)
    @RolesAllowed({Roles.AUDITOR, Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "The Duan promotion report: Chinese 2002 appendix 7 Tables 4 and 5 for every professional")
    public Response duan(@PathParam("id") String id) {
        return Queries.found(views.duan(id), () -> Queries.unknownTournament(id, uri));
    }
}
