package dev.tengen.tournament.service.ratings;

import dev.tengen.imports.ratings.FrozenRating;
import dev.tengen.imports.ratings.RatedPlayer;
import dev.tengen.imports.ratings.RatingList;
import dev.tengen.service.web.problem.MalformedRequest;
import dev.tengen.service.web.security.Roles;
import dev.tengen.tournament.Checked;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The registration desk's search in the federations' rating lists the operator placed in {@code tengen.ratings.dir}. */
@Path("/api/v1/ratings")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Registration desk")
public class RatingsResource {

    /** The most players one answer lists. */
    static final int MOST = 50;
    /**
     * The longest search: a name of several words or an id, with room to spare. Longer is no one's name, and each word
     * of a search is looked for in every name of every list.
     */
    static final int LONGEST_FIND = 100;

    private final RatingDirectory directory;

    RatingsResource(RatingDirectory directory) {
        this.directory = directory;
    }

    @GET
    @RolesAllowed({Roles.ORGANIZER, Roles.TECHNICAL_DELEGATE})
    @Operation(summary = "Find players in the rating lists of tengen.ratings.dir by id or name, rating as of a date",
            description = "Roles: organizer, technical-delegate. ?find=NAME|ID (an EGD PIN, AGA id or FFG licence, else "
                    + "the words of a name, accents and case not counting) and optionally ?at=YYYY-MM-DD (whether each "
                    + "list's rating is the one held on that date). Every file of the directory is listed, with its "
                    + "problems when it does not read; at most 50 players. 400 field-required without find, "
                    + "field-invalid for a find of more than 100 characters or an ill-written date.")
    public RatingSearchView search(@QueryParam("find") String find, @QueryParam("at") String at) {
        if (find == null || find.isBlank()) {
            throw new MalformedRequest("field-required", "find", "Say whom to find: ?find= a name or an id.");
        }
        int length = find.codePointCount(0, find.length());
        if (length > LONGEST_FIND) {
            throw new MalformedRequest("field-invalid", "find", "'find' is a name or an id of at most " + LONGEST_FIND
                    + " characters, not " + length + ".");
        }
        Optional<LocalDate> date = date(at);
        List<RatingSearchView.ListView> lists = new ArrayList<>();
        List<RatingSearchView.Found> found = new ArrayList<>();
        boolean truncated = false;
        for (RatingDirectory.ListFile file : directory.lists()) {
            if (!(file.list() instanceof Checked.Valid<RatingList> valid)) {
                lists.add(new RatingSearchView.ListView(file.file(), null, null, 0,
                        file.list().problems().stream().map(Object::toString).toList()));
                continue;
            }
            RatingList list = valid.value();
            lists.add(new RatingSearchView.ListView(file.file(), list.body().membership(),
                    list.date().map(LocalDate::toString).orElse(null), list.players().size(), List.of()));
            for (RatedPlayer player : list.find(find)) {
                if (found.size() == MOST) {
                    truncated = true;
                    break;
                }
                found.add(view(file.file(), list, player, date));
            }
        }
        return new RatingSearchView(directory.configured(), lists, found, truncated);
    }

    private static Optional<LocalDate> date(String at) {
        if (at == null || at.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDate.parse(at.strip()));
        } catch (DateTimeParseException e) {
            throw new MalformedRequest("field-invalid", "at", "'at' is a date written YYYY-MM-DD, not '" + at + "'.");
        }
    }

    private static RatingSearchView.Found view(String file, RatingList list, RatedPlayer p, Optional<LocalDate> at) {
        Optional<FrozenRating> frozen = at.map(date -> list.ratingAt(p, date));
        String name = p.firstName().isBlank() ? p.name() : p.name() + " " + p.firstName();
        return new RatingSearchView.Found(file, list.body().membership(), p.id(), p.name(), p.firstName(), name,
                p.rank().map(Object::toString).orElse(null), p.rating().isPresent() ? p.rating().getAsInt() : null,
                p.listed(), p.club(), p.country(), p.lastRated().map(LocalDate::toString).orElse(null),
                p.id().isEmpty() ? Map.of() : Map.of(list.body().membership(), p.id()),
                frozen.map(FrozenRating::held).orElse(null), frozen.map(FrozenRating::basis).orElse(null));
    }
}
