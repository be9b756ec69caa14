package dev.tengen.readmodel.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import dev.tengen.readmodel.CrosstableView;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.StandingsView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import java.util.List;
import java.util.Optional;
import org.axonframework.eventhandling.AnnotationEventHandlerAdapter;
import org.bson.Document;

/**
 * Each tournament's public views as MongoDB documents, made by {@link TournamentBook} (which has the engine place
 * the players) from the tournament's events ({@link TournamentSources}), and read back by every replica.
 *
 * <p>One document per view, its {@code _id} the tournament's id and the view's place ({@code t-1/standings/2}),
 * holding the view as the embedded platform's API answers it ({@code view}) and {@code builtFrom}, how many of the
 * tournament's events it was made from. A view is replaced only by one made from more events: a rebuild given the
 * same events again changes nothing, and two replicas rebuilding one tournament at once (one handling its tournament
 * events, the other its games') leave the view made from the most. Documents: {@code <id>} (the overview, with the
 * players and the default rounds), {@code <id>/standings/<after>}, {@code <id>/crosstable/<through>} for rounds 0 to
 * the last paired, {@code <id>/round/<n>} for rounds 1 to the tournament's extent.
 */
final class TournamentViews {

    static final String COLLECTION = "tournament-views";

    private final MongoCollection<Document> views;
    private final TournamentSources sources;
    private final ObjectMapper json;

    TournamentViews(MongoDatabase database, TournamentSources sources, ObjectMapper json) {
        this.views = database.getCollection(COLLECTION);
        this.sources = sources;
        this.json = json;
    }

    /** The tournament's overview with its players and default rounds, as last built. */
    record Tournament(TournamentOverview overview, List<PlayerView> players, int standingsAfter, int builtFrom) {
    }

    /**
     * Makes the tournament's views anew from every event of it kept so far, and writes those made from more events than
     * the stored ones; the number of events they were made from.
     */
    long rebuild(String tournamentId) {
        // each member reads after writing its own events, and the events only grow: as many means the same ones
        TournamentBook book = new TournamentBook();
        long builtFrom = sources.replay(tournamentId, new AnnotationEventHandlerAdapter(book)::handle);
        Optional<TournamentOverview> overview = book.tournament(tournamentId);
        if (overview.isEmpty()) {
            return builtFrom; // its games' events came before its creation: nothing public yet
        }
        TournamentOverview t = overview.get();
        int standingsAfter = book.standings(tournamentId, null).orElseThrow().afterRound();
        for (int r = 0; r <= t.roundsPaired(); r++) {
            write(tournamentId + "/standings/" + r, book.standings(tournamentId, r).orElseThrow(), builtFrom);
            write(tournamentId + "/crosstable/" + r, book.crosstable(tournamentId, r).orElseThrow(), builtFrom);
        }
        for (int n = 1; n <= t.extent(); n++) {
            write(tournamentId + "/round/" + n, book.round(tournamentId, n).orElseThrow(), builtFrom);
        }
        // the overview last: a reader that finds a round in it finds that round's documents
        write(tournamentId, new Tournament(t, book.players(tournamentId).orElseThrow(), standingsAfter,
                (int) builtFrom), builtFrom);
        return builtFrom;
    }

    /** How many events the tournament's stored views were made from; 0 when none is stored. */
    long builtFrom(String tournamentId) {
        Document stored = views.find(Filters.eq("_id", tournamentId)).first();
        return stored == null ? 0 : stored.get("builtFrom", Number.class).longValue();
    }

    Optional<Tournament> tournament(String tournamentId) {
        return read(tournamentId, Tournament.class);
    }

    Optional<StandingsView> standings(String tournamentId, int afterRound) {
        return read(tournamentId + "/standings/" + afterRound, StandingsView.class);
    }

    Optional<CrosstableView> crosstable(String tournamentId, int throughRound) {
        return read(tournamentId + "/crosstable/" + throughRound, CrosstableView.class);
    }

    Optional<RoundView> round(String tournamentId, int round) {
        return read(tournamentId + "/round/" + round, RoundView.class);
    }

    /** Every tournament's overview, the oldest first (as the tournament book lists them). */
    List<TournamentOverview> tournaments() {
        return views.find(Filters.eq("kind", Tournament.class.getSimpleName())).into(new java.util.ArrayList<>())
                .stream().map(d -> parse(d, Tournament.class).overview())
                .sorted(java.util.Comparator.comparing(TournamentOverview::createdAt).thenComparing(TournamentOverview::id))
                .toList();
    }

    private void write(String id, Object view, long builtFrom) {
        Document document = new Document("_id", id).append("kind", view.getClass().getSimpleName())
                .append("builtFrom", builtFrom).append("view", Document.parse(text(view)));
        try {
            // replaces a view made from fewer events, or makes it; a view made from as many or more stays
            views.replaceOne(Filters.and(Filters.eq("_id", id), Filters.lt("builtFrom", builtFrom)), document,
                    new ReplaceOptions().upsert(true));
        } catch (MongoWriteException e) {
            if (e.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
                throw e;
            }
            // the filter missed an existing document: it was made from as many events or more, and stays
        }
    }

    private <T> Optional<T> read(String id, Class<T> type) {
        return Optional.ofNullable(views.find(Filters.eq("_id", id)).first()).map(d -> parse(d, type));
    }

    private <T> T parse(Document document, Class<T> type) {
        try {
            return json.readValue(document.get("view", Document.class).toJson(), type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the stored view " + document.get("_id") + " is not a " + type.getSimpleName()
                    + ": " + e.getOriginalMessage(), e);
        }
    }

    private String text(Object view) {
        try {
            return json.writeValueAsString(view);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the view " + view.getClass().getSimpleName() + " cannot be written", e);
        }
    }
}
