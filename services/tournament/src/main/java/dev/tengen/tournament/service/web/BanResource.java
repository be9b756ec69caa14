package dev.tengen.tournament.service.web;

import dev.tengen.service.web.idempotency.IdempotencyKeys;
import dev.tengen.service.web.problem.Fields;
import dev.tengen.service.web.problem.NotFound;
import dev.tengen.service.web.problem.RetrySafeWrite;
import dev.tengen.service.web.security.CurrentActor;
import dev.tengen.service.web.security.Roles;
import dev.tengen.tournament.service.api.BanPlayer;
import dev.tengen.tournament.service.api.BanView;
import dev.tengen.tournament.service.api.LiftBan;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Predicate;
import org.axonframework.commandhandling.gateway.CommandGateway;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The sanctions registry: bans from future competitions, consulted when a player registers. Bans from a referee's
 * finding of grave misconduct arrive by themselves ({@code flow/SanctionFlow}); others are entered here.
 */
@Path("/api/v1/bans")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Sanctions")
public class BanResource {

    private final CommandGateway commands;
    private final BanRegistry registry;
    private final CurrentActor current;
    private final Clock clock;

    BanResource(CommandGateway commands, BanRegistry registry, CurrentActor current, Clock clock) {
        this.commands = commands;
        this.registry = registry;
        this.current = current;
        this.clock = clock;
    }

    @GET
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE, Roles.AUDITOR})
    @Operation(summary = "Every ban, standing or lifted, in the order decided",
            description = "Roles: organizer, technical-delegate, chief-referee, auditor.")
    public List<BanView> all() {
        return registry.all();
    }

    @POST
    @RolesAllowed({Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Bar a player from future competitions (a disqualification, a federation's sanction)",
            description = "Roles: technical-delegate. Body {name, country?, reason, article?, source?, until?}. The"
                    + " request carries an Idempotency-Key, so that one sent again does not bar the player twice (428"
                    + " precondition-required otherwise).")
    public Response ban(@HeaderParam(IdempotencyKeys.HEADER) String idempotencyKey, NewBan request) {
        RetrySafeWrite.requireKey(idempotencyKey, "A ban");
        NewBan ban = Fields.body(request);
        String banId = UUID.randomUUID().toString();
        long version = commands.sendAndWait(new BanPlayer(banId, Fields.required(ban.name(), "name"), ban.country(),
                Fields.required(ban.reason(), "reason"), ban.article(), ban.source(), ban.until(),
                current.actor().name(), clock.instant()));
        awaitShown(banId, shown -> true);
        return Response.created(URI.create("/api/v1/bans/" + banId)).entity(Map.of("banId", banId, "version", version))
                .build();
    }

    @DELETE
    @Path("{id}")
    @RolesAllowed({Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Lift a ban before its term, with the reason", description = "Roles: technical-delegate.")
    public Response lift(@PathParam("id") String id, @QueryParam("reason") String reason) {
        registry.find(id).orElseThrow(() -> notFound(id));
        long version = commands.sendAndWait(new LiftBan(id, reason, current.actor().name(), clock.instant()));
        awaitShown(id, shown -> shown.lifted() != null);
        return Response.ok(Map.of("banId", id, "version", version)).build();
    }

    /** The registry follows the events a moment later; the writer's next read should see its ban. */
    private void awaitShown(String banId, Predicate<BanView> shown) {
        try {
            registry.await(banId, shown, Duration.ofSeconds(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static NotFound notFound(String id) {
        return new NotFound("ban-not-found", "No ban " + id + " is in the registry.");
    }
}
