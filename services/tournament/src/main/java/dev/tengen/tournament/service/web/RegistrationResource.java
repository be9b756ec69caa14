package dev.tengen.tournament.service.web;

import dev.tengen.json.JsonValue;
import dev.tengen.service.web.http.QueryFlag;
import dev.tengen.service.web.problem.IfMatch;
import dev.tengen.service.web.problem.MalformedRequest;
import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.service.web.security.Roles;
import dev.tengen.imports.ImportReading;
import dev.tengen.imports.macmahon.MacMahonFile;
import dev.tengen.imports.pairgoth.PairgothFile;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.json.TournamentJson;
import dev.tengen.tournament.opengotha.OpenGothaFile;
import dev.tengen.tournament.service.ConfigurationCheck;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * What the director's desk adds to registration: imports all or none (rows read by the console from a CSV, or the
 * players of an OpenGotha, MacMahon or pairgoth file), the OpenGotha export, the roll call of a round, and a configuration judged before it is saved.
 */
@Path("/api/v1/tournaments/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Registration desk")
public class RegistrationResource {

    private final TournamentDesk desk;
    private final TournamentList list;
    private final TournamentPlay play;
    private final Clock clock;

    RegistrationResource(TournamentDesk desk, TournamentList list, TournamentPlay play, Clock clock) {
        this.desk = desk;
        this.list = list;
        this.play = play;
        this.clock = clock;
    }

    @POST
    @Path("players/import")
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Register many players at once, all or none; dryRun judges every row and registers nobody",
            description = "Roles: organizer, technical-delegate. Body {players: [{line, name, rank, club, country, "
                    + "memberships}], dryRun}. 422 registration-rows-refused lists every row at fault in 'rows' "
                    + "(line, code, field, detail); nobody is registered then.")
    public Response importPlayers(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            PlayerImport request) {
        list.find(id).orElseThrow(() -> new UnknownTournament(id));
        return answered(desk.importPlayers(id, IfMatch.expectedVersion(ifMatch), request));
    }

    /** The receipt, its version as the tournament's ETag. */
    private static Response answered(ImportReceipt receipt) {
        return Response.ok(receipt).tag(new EntityTag(Long.toString(receipt.version()))).build();
    }

    @POST
    @Path("players/opengotha")
    // XML only (RequestGuards lets it through); what is not OpenGotha XML is refused as such, with its line
    @Consumes({MediaType.APPLICATION_XML, MediaType.TEXT_XML})
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Register the players of an OpenGotha file, all or none; ?dryRun=true judges them only",
            description = "Roles: organizer, technical-delegate. The body is the file (send it as application/xml). A player's "
                    + "name is the file's name and first name joined. 422 opengotha-file-invalid lists the file's "
                    + "problems with their lines; 422 registration-rows-refused lists the players refused, by their "
                    + "position in the file's player list. Rounds and results are not imported.")
    @Parameter(name = "dryRun", in = ParameterIn.QUERY, description = "true: judge the players and register nobody;"
            + " true or false only", schema = @Schema(type = SchemaType.BOOLEAN))
    public Response importOpenGotha(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            byte[] xml, @jakarta.ws.rs.core.Context UriInfo uri) {
        list.find(id).orElseThrow(() -> new UnknownTournament(id));
        // bytes, not text: the file's XML declaration names its encoding
        return importFile(id, ifMatch, QueryFlag.of("dryRun", uri),
                FilePlayers.openGotha(OpenGothaFile.read(new ByteArrayInputStream(body(xml)))),
                "opengotha-file-invalid", "an OpenGotha tournament", uri);
    }

    @POST
    @Path("players/macmahon")
    // XML only (RequestGuards lets it through), as the OpenGotha file
    @Consumes({MediaType.APPLICATION_XML, MediaType.TEXT_XML})
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Register the players of a MacMahon 3.9 file, all or none; ?dryRun=true judges them only",
            description = "Roles: organizer, technical-delegate. The body is the file (application/xml). A player's name "
                    + "is the file's surname and first name joined. 422 macmahon-file-invalid lists the file's problems "
                    + "with their lines; 422 registration-rows-refused lists the players refused, by their position in "
                    + "the file's player list. Rounds and results are not imported.")
    @Parameter(name = "dryRun", in = ParameterIn.QUERY, description = "true: judge the players and register nobody;"
            + " true or false only", schema = @Schema(type = SchemaType.BOOLEAN))
    public Response importMacMahon(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            byte[] xml, @jakarta.ws.rs.core.Context UriInfo uri) {
        list.find(id).orElseThrow(() -> new UnknownTournament(id));
        LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
        return importFile(id, ifMatch, QueryFlag.of("dryRun", uri),
                MacMahonFile.readWithNames(new ByteArrayInputStream(body(xml)), today),
                "macmahon-file-invalid", "a MacMahon 3.9 tournament", uri);
    }

    @POST
    @Path("players/pairgoth")
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Register the players of a pairgoth file, all or none; ?dryRun=true judges them only",
            description = "Roles: organizer, technical-delegate. The body is the file (application/json). A player's name "
                    + "is the file's name and first name joined. 422 pairgoth-file-invalid lists the file's problems "
                    + "with their lines; 422 registration-rows-refused lists the players refused, by their position in "
                    + "the file's player list; 400 json-malformed for a body that is not JSON. Rounds and results are "
                    + "not imported.")
    @Parameter(name = "dryRun", in = ParameterIn.QUERY, description = "true: judge the players and register nobody;"
            + " true or false only", schema = @Schema(type = SchemaType.BOOLEAN))
    public Response importPairgoth(@PathParam("id") String id, @HeaderParam("If-Match") String ifMatch,
            byte[] file, @jakarta.ws.rs.core.Context UriInfo uri) {
        // a body that is no JSON object is malformed, as on every JSON endpoint, before the tournament is looked up
        Checked<JsonValue> tree = TournamentJson.tree(new String(body(file), StandardCharsets.UTF_8));
        if (!(tree instanceof Checked.Valid<JsonValue> valid)) {
            throw new MalformedRequest("json-malformed", null, "The request body is not valid JSON ("
                    + tree.problems().getFirst().where() + "): "
                    + tree.problems().getFirst().what().replaceFirst("^not JSON: ", ""));
        }
        if (!(valid.value() instanceof JsonValue.JsonObject)) {
            throw new MalformedRequest("body-malformed", null, "The request body is not the JSON object this endpoint"
                    + " takes: a pairgoth tournament file.");
        }
        list.find(id).orElseThrow(() -> new UnknownTournament(id));
        return importFile(id, ifMatch, QueryFlag.of("dryRun", uri),
                PairgothFile.readWithNames(new ByteArrayInputStream(body(file))),
                "pairgoth-file-invalid", "a pairgoth tournament", uri);
    }

    /**
     * Registers the players of a file read, all or none; a file that does not read is refused with each line. What a
     * director should look at in the players comes back in the receipt ({@link FilePlayers#warnings}).
     */
    private Response importFile(String id, String ifMatch, boolean dryRun, ImportReading file, String code,
            String what, UriInfo uri) {
        Checked<Tournament> read = file.reading().tournament();
        Checked<List<PlayerImport.Row>> rows = FilePlayers.rows(read);
        if (!(rows instanceof Checked.Valid<List<PlayerImport.Row>> valid)) {
            return RowsProblem.of(code, "The file is not " + what + " Tengen can read; nobody was registered.",
                    uri.getPath(), rows.problems().stream()
                            .map(problem -> new RowsProblem.Row(FilePlayers.line(problem), code, null, problem.toString()))
                            .toList());
        }
        return answered(desk.importPlayers(id, IfMatch.expectedVersion(ifMatch), new PlayerImport(valid.value(), dryRun))
                .warned(FilePlayers.warnings(read.orElseThrow().players(), file.names())));
    }

    private static byte[] body(byte[] bytes) {
        return bytes == null ? new byte[0] : bytes;
    }

    @GET
    @Path("opengotha")
    @Produces(MediaType.APPLICATION_XML)
    @Operation(summary = "The tournament as an OpenGotha file: configuration, players, published rounds and results",
            description = "Public. 422 export-refused names what OpenGotha cannot hold (a system other than McMahon "
                    + "or Swiss, a criterion it lacks, a rank it has no counterpart for).")
    public Response exportOpenGotha(@PathParam("id") String id, @jakarta.ws.rs.core.Context UriInfo uri) {
        TournamentView tournament = list.find(id).orElseThrow(() -> new UnknownTournament(id));
        Checked<String> xml = OpenGothaPlayers.xml(desk.engineModel(id), tournament.players());
        if (!(xml instanceof Checked.Valid<String> valid)) {
            return RowsProblem.of("export-refused", "OpenGotha cannot hold this tournament as it is.", uri.getPath(),
                    xml.problems().stream().map(problem -> new RowsProblem.Row(0, "export-refused", null,
                            problem.toString())).toList());
        }
        String file = tournament.name().replaceAll("[^\\p{L}\\p{N}._-]+", "-") + ".xml";
        return Response.ok(valid.value(), MediaType.APPLICATION_XML_TYPE.withCharset("UTF-8"))
                .header("Content-Disposition", "attachment; filename=\"" + file.replace("\"", "") + "\"")
                .build();
    }

    @GET
    @Path("rounds/{n}/check-in")
    @Operation(summary = "The roll call of a round: each player present, absent or not yet called", description = "Public.")
    public RollCallView rollCall(@PathParam("id") String id, @PathParam("n") int round) {
        TournamentView tournament = list.find(id).orElseThrow(() -> new UnknownTournament(id));
        return play.rollCall(id, round, tournament.players().stream().filter(player -> !player.withdrawn()).toList());
    }

    @POST
    @Path("rounds/{n}/check-in")
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE, Roles.CHIEF_REFEREE})
    @Operation(summary = "Take the roll call of a round before it is published: {present: [ids], absent: [ids]}",
            description = "Roles: organizer, technical-delegate, chief-referee. An absent player is not paired in that "
                    + "round and takes the absence's score; checked in again, the player is paired again.")
    public Response checkIn(@PathParam("id") String id, @PathParam("n") int round, @HeaderParam("If-Match") String ifMatch,
            RollCallRequest request) {
        list.find(id).orElseThrow(() -> new UnknownTournament(id));
        Receipt receipt = desk.checkIn(id, IfMatch.expectedVersion(ifMatch), round, request);
        return Response.ok(receipt).tag(new EntityTag(Long.toString(receipt.version()))).build();
    }

    @POST
    @Path("configuration/check")
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Judge a configuration without saving it: the configuration as it would be recorded",
            description = "Roles: organizer, technical-delegate. The body of PUT configuration; the answer has every "
                    + "default filled in, or the problem the PUT would answer, with its field and article.")
    public SettingsView checkConfiguration(@PathParam("id") String id, TournamentSettings request) {
        list.find(id).orElseThrow(() -> new UnknownTournament(id));
        return SettingsView.of(ConfigurationCheck.judge(dev.tengen.service.web.problem.Fields.body(request)
                .toCommand(id, null, "check", clock.instant())));
    }
}
