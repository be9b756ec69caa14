package dev.tengen.readmodel.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.bulk.BulkWriteResult;
import com.mongodb.client.model.BulkWriteOptions;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.UpdateOneModel;
import com.mongodb.client.model.Updates;
import dev.tengen.readmodel.CrosstableView;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.StandingsView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import java.util.ArrayList;
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
 *
 * <p>A rebuild writes a view only where it changed: each document also holds its view's {@code digest} (SHA-256 of
 * its JSON text) and {@code writtenFrom}, how many events its writer had made it from; a view made again the same
 * from more events only gets the higher {@code builtFrom}, all such in one request. What each replica last wrote or
 * read back of the documents ({@link ViewDigests}) spares it reading them before writing.
 */
final class TournamentViews {

    static final String COLLECTION = "tournament-views";

    private final MongoCollection<Document> views;
    private final TournamentSources sources;
    private final ObjectMapper json;
    private final HeldTournaments held;

    /** {@code held}: how many tournaments' books and digests are kept in memory between rebuilds. */
    TournamentViews(MongoDatabase database, TournamentSources sources, ObjectMapper json, int held) {
        this.views = database.getCollection(COLLECTION);
        this.sources = sources;
        this.json = json;
        this.held = new HeldTournaments(held);
    }

    /**
     * The tournament's overview with its players and default rounds, as last built. It does not say how many events it
     * was made from (its document's {@code builtFrom} does), so that an event that changes no view changes it neither.
     */
    record Tournament(TournamentOverview overview, List<PlayerView> players, int standingsAfter) {
    }

    /** One view made by a rebuild: its document's id, its kind, its JSON text and that text's digest. */
    private record Made(String id, String kind, String text, String digest) {
    }

    /**
     * Makes the tournament's views from every event of it kept so far, and writes those that differ from the stored
     * ones and were made from more events; the number of events they were made from. The book held from the last
     * rebuild is given only the events it lacks, when the events before them are the ones it applied, in that order.
     */
    synchronized long rebuild(String tournamentId) {
        // each member reads after writing its own events, and the events only grow: as many means the same ones
        List<TournamentSources.Place> events = sources.places(tournamentId);
        HeldTournaments.Held kept = held.of(tournamentId);
        // only the events the book lacks are read with their payloads
        kept.fold().foldTo(events, TournamentSources.Place::eventId, (rest, book) -> sources.replay(sources.kept(rest),
                "tournament " + tournamentId, new AnnotationEventHandlerAdapter(book)::handle));
        long builtFrom = events.size();
        TournamentBook book = kept.fold().book();
        Optional<TournamentOverview> overview = book.tournament(tournamentId);
        if (overview.isEmpty()) {
            return builtFrom; // its games' events came before its creation: nothing public yet
        }
        TournamentOverview t = overview.get();
        int standingsAfter = book.standings(tournamentId, null).orElseThrow().afterRound();
        List<Made> rounds = new ArrayList<>();
        for (int r = 0; r <= t.roundsPaired(); r++) {
            rounds.add(made(tournamentId + "/standings/" + r, book.standings(tournamentId, r).orElseThrow()));
            rounds.add(made(tournamentId + "/crosstable/" + r, book.crosstable(tournamentId, r).orElseThrow()));
        }
        for (int n = 1; n <= t.extent(); n++) {
            rounds.add(made(tournamentId + "/round/" + n, book.round(tournamentId, n).orElseThrow()));
        }
        write(rounds, builtFrom, kept.digests());
        // the overview last: a reader that finds a round in it finds that round's documents
        write(List.of(made(tournamentId, new Tournament(t, book.players(tournamentId).orElseThrow(), standingsAfter))),
                builtFrom, kept.digests());
        return builtFrom;
    }

    /** How many events the tournament's stored views were made from; 0 when none is stored. */
    long builtFrom(String tournamentId) {
        Document stored = views.find(Filters.eq("_id", tournamentId)).projection(Projections.include("builtFrom"))
                .first();
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

    private Made made(String id, Object view) {
        String text = text(view);
        return new Made(id, view.getClass().getSimpleName(), text, ViewDigests.of(text));
    }

    /**
     * Writes the views {@code made} from {@code builtFrom} events where their documents hold less: a view that differs
     * is replaced, one that is the same only gets the higher {@code builtFrom}, all those in one request.
     *
     * <p>Raising {@code builtFrom} is needed, not mere bookkeeping: another replica may be rebuilding from fewer events
     * than these (it read the tournament's events before the last of them was kept) and write its views after ours;
     * the guard refuses them only where the document says it was made from more.
     */
    private void write(List<Made> made, long builtFrom, ViewDigests known) {
        readBack(made.stream().filter(m -> known.decide(m.id(), m.digest(), builtFrom) == ViewDigests.Write.UNKNOWN)
                .map(Made::id).toList(), known);
        List<Made> same = new ArrayList<>();
        for (Made m : made) {
            switch (known.decide(m.id(), m.digest(), builtFrom)) {
                case CONFIRMED -> same.add(m);
                case REPLACED, UNKNOWN -> replace(m, builtFrom, known);
                case KEPT -> {
                }
            }
        }
        if (same.isEmpty()) {
            return;
        }
        // only where the document still holds this view, made from fewer events
        BulkWriteResult raised = views.bulkWrite(same.stream().map(m -> new UpdateOneModel<Document>(
                Filters.and(Filters.eq("_id", m.id()), Filters.lt("builtFrom", builtFrom),
                        Filters.eq("digest", m.digest())), Updates.set("builtFrom", builtFrom))).toList(),
                new BulkWriteOptions().ordered(false));
        if (raised.getMatchedCount() == same.size()) {
            same.forEach(m -> known.stored(m.id(), m.digest(), builtFrom));
            return;
        }
        // another replica wrote some of them since this one last knew them: as they are now, written where behind
        readBack(same.stream().map(Made::id).toList(), known);
        for (Made m : same) {
            if (known.decide(m.id(), m.digest(), builtFrom) != ViewDigests.Write.KEPT) {
                replace(m, builtFrom, known);
            }
        }
    }

    private void replace(Made m, long builtFrom, ViewDigests known) {
        Document document = new Document("_id", m.id()).append("kind", m.kind()).append("builtFrom", builtFrom)
                .append("writtenFrom", builtFrom).append("digest", m.digest()).append("view", Document.parse(m.text()));
        try {
            // replaces a view made from fewer events, or makes it; a view made from as many or more stays
            views.replaceOne(Filters.and(Filters.eq("_id", m.id()), Filters.lt("builtFrom", builtFrom)), document,
                    new ReplaceOptions().upsert(true));
            known.stored(m.id(), m.digest(), builtFrom);
        } catch (MongoWriteException e) {
            if (e.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
                throw e;
            }
            // the filter missed an existing document: it was made from as many events or more, and stays
            known.forget(m.id());
        }
    }

    /** What the documents {@code ids} hold now, their digest and builtFrom, in one request. */
    private void readBack(List<String> ids, ViewDigests known) {
        if (ids.isEmpty()) {
            return;
        }
        ids.forEach(id -> known.stored(id, null, 0)); // those not found do not exist
        for (Document d : views.find(Filters.in("_id", ids)).projection(Projections.include("builtFrom", "digest"))) {
            known.stored(d.getString("_id"), d.getString("digest"), d.get("builtFrom", Number.class).longValue());
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
