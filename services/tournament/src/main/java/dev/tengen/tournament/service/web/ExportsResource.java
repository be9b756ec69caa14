package dev.tengen.tournament.service.web;

import dev.tengen.service.web.http.QueryFlag;
import dev.tengen.service.web.problem.NotFound;
import dev.tengen.service.web.problem.UnknownTournament;
import dev.tengen.submission.Details;
import dev.tengen.submission.Issue;
import dev.tengen.submission.Submission;
import dev.tengen.submission.Timing;
import dev.tengen.tournament.Tournament;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The files federations receive (engine/submission): the EGD's h9, the AGA's results, the FFG's tou, OpenGotha's
 * player CSV and the Chinese Duan promotion report, each after its pre-submission check. Public, as the OpenGotha
 * export is: they hold what the public pages show.
 */
@Path("/api/v1/tournaments/{id}/exports/{format}")
@Tag(name = "Registration desk")
public class ExportsResource {

    /** The pre-submission check as the API answers it. */
    public record CheckView(String format, boolean acceptable, List<IssueView> issues) {}

    /** One finding: {@code severity} "error" (the file is refused) or "warning". */
    public record IssueView(String severity, String where, String what) {}

    private final TournamentDesk desk;
    private final TournamentList list;
    private final Clock clock;

    ExportsResource(TournamentDesk desk, TournamentList list, Clock clock) {
        this.desk = desk;
        this.list = list;
        this.clock = clock;
    }

    @GET
    @Path("check")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "The pre-submission check of a federation file: what is missing or invalid, nothing written",
            description = "Public. format: h9, aga, tou, csv, duan. ?country=CC gives the host country (h9 PC tag). "
                    + "Answers {format, acceptable, issues: [{severity: error|warning, where, what}]}; acceptable is "
                    + "false when an error would make the federation refuse the file.")
    public CheckView check(@PathParam("id") String id, @PathParam("format") String format,
            @QueryParam("country") String country) {
        Submission.Format f = format(format);
        return view(f, Submission.check(f, model(id), details(id, country)));
    }

    @GET
    @Operation(summary = "A federation file: EGD h9, AGA results, FFG tou, OpenGotha player CSV or Duan report",
            description = "Public. format: h9, aga, tou, csv, duan; ?country=CC for the h9 PC tag. The file is checked "
                    + "first: 422 export-refused lists each error of the check (as GET .../check gives them) and nothing "
                    + "is written, unless ?force=true. h9 and tou are ISO-8859-15, aga ASCII, csv and duan UTF-8. The "
                    + "time system (EGF class, adjusted time, the AGA's minimum) is the configuration's.")
    @Parameter(name = "force", in = ParameterIn.QUERY, description = "true: write the file in spite of its errors;"
            + " true or false only", schema = @Schema(type = SchemaType.BOOLEAN))
    public Response file(@PathParam("id") String id, @PathParam("format") String format,
            @QueryParam("country") String country, @Context UriInfo uri) {
        Submission.Format f = format(format);
        Submission submission = Submission.of(f, model(id), details(id, country), QueryFlag.of("force", uri));
        if (submission.file().isEmpty()) {
            return RowsProblem.of("export-refused", "The " + f.id() + " file would be refused: correct what the check"
                    + " lists, or ask with ?force=true.", uri.getPath(), submission.issues().stream()
                    .filter(Issue::isError).map(issue -> new RowsProblem.Row(0, "export-refused", issue.where(),
                            issue.what())).toList());
        }
        String name = list.find(id).orElseThrow().name().replaceAll("[^\\p{L}\\p{N}._-]+", "-") + "." + f.extension();
        MediaType type = f == Submission.Format.CSV || f == Submission.Format.DUAN ? new MediaType("text", "csv")
                : MediaType.TEXT_PLAIN_TYPE;
        return Response.ok(submission.file().get(), type.withCharset(f.charset().name()))
                .header("Content-Disposition", "attachment; filename=\"" + name.replace("\"", "") + "\"").build();
    }

    private static Submission.Format format(String name) {
        return Submission.Format.named(name).orElseThrow(() -> new NotFound("unknown-export-format", "No export format '"
                + name + "'; the formats are " + Submission.Format.names() + "."));
    }

    private Tournament model(String id) {
        TournamentView tournament = list.find(id).orElseThrow(() -> new UnknownTournament(id));
        return OpenGothaPlayers.named(desk.engineModel(id), tournament.players(), false);
    }

    private Details details(String id, String country) {
        TournamentView tournament = list.find(id).orElseThrow(() -> new UnknownTournament(id));
        Optional<Timing> timing = Optional.ofNullable(tournament.configuration())
                .flatMap(c -> Timing.of(c.timeControl()));
        return new Details(timing, country == null ? "" : country.strip().toUpperCase(Locale.ROOT),
                LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC));
    }

    private static CheckView view(Submission.Format format, List<Issue> issues) {
        return new CheckView(format.id(), issues.stream().noneMatch(Issue::isError), issues.stream()
                .map(i -> new IssueView(i.severity().name().toLowerCase(Locale.ROOT), i.where(), i.what())).toList());
    }
}
