package dev.tengen.readmodel.app;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.readmodel.TournamentBook;
import java.lang.reflect.Method;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.axonframework.eventhandling.AnnotationEventHandlerAdapter;
import org.axonframework.serialization.Serializer;
import org.bson.Document;
import org.bson.types.Binary;

/**
 * The events each tournament's public views are made of, kept in MongoDB ({@value #COLLECTION}): those of the
 * tournament's own stream on tengen.tournament and the events of its games on tengen.game that {@link TournamentBook}
 * handles (a game's start, its result, warnings, penalties, forfeits; not its moves). One document per event, its
 * {@code _id} the event id, written only on insert: an event given twice is one document, and the documents of a
 * tournament only grow, so their number says which events a view was built from.
 */
final class TournamentSources {

    static final String COLLECTION = "tournament-events";

    private final MongoCollection<Document> events;
    private final Serializer serializer;
    private final AnnotationEventHandlerAdapter handles = new AnnotationEventHandlerAdapter(new TournamentBook());
    /** Payload type to whether the tournament book handles it, learnt once per type. */
    private final Map<String, Boolean> relevant = new ConcurrentHashMap<>();

    TournamentSources(MongoDatabase database, Serializer serializer) {
        this.events = database.getCollection(COLLECTION);
        this.serializer = serializer;
        events.createIndex(Indexes.ascending("tournamentId"));
    }

    /**
     * Keeps {@code event} among its tournament's sources when the tournament book handles it; the tournament's id, or
     * empty for an event no tournament's views are made of (a move, a game outside tournaments).
     */
    Optional<String> keep(PublishedEvent event) {
        if (!relevant.computeIfAbsent(event.payloadType(), this::handled)) {
            return Optional.empty();
        }
        Optional<String> tournamentId = tournamentOf(event.message(serializer).getPayload());
        tournamentId.ifPresent(id -> events.updateOne(Filters.eq("_id", event.eventId()), Updates.combine(
                Updates.setOnInsert("tournamentId", id),
                Updates.setOnInsert("aggregateType", event.aggregateType()),
                Updates.setOnInsert("aggregateId", event.aggregateId()),
                Updates.setOnInsert("sequence", event.sequence()),
                Updates.setOnInsert("payloadType", event.payloadType()),
                Updates.setOnInsert("payloadRevision", event.payloadRevision()),
                Updates.setOnInsert("timestamp", event.timestamp()),
                Updates.setOnInsert("payload", new Binary(event.payload())),
                Updates.setOnInsert("globalIndex", event.globalIndex())), new UpdateOptions().upsert(true)));
        return tournamentId;
    }

    /**
     * The tournament's events in the order they happened: by time, then by aggregate and sequence (one aggregate's
     * events keep their order; the game service's and the tournament service's stores are merged by their times).
     */
    List<PublishedEvent> of(String tournamentId) {
        List<PublishedEvent> found = new ArrayList<>();
        for (Document d : events.find(Filters.eq("tournamentId", tournamentId))) {
            found.add(new PublishedEvent(d.getString("_id"), d.getString("aggregateType"), d.getString("aggregateId"),
                    d.get("sequence", Number.class).longValue(), d.getString("payloadType"),
                    d.getString("payloadRevision"), d.getString("timestamp"), d.get("payload", Binary.class).getData(),
                    null, d.get("globalIndex", Number.class).longValue()));
        }
        found.sort(Comparator.comparing((PublishedEvent e) -> Instant.parse(e.timestamp()))
                .thenComparing(e -> String.valueOf(e.aggregateType())).thenComparing(PublishedEvent::aggregateId)
                .thenComparingLong(PublishedEvent::sequence));
        return found;
    }

    /** How many events of the tournament are kept: what a view built now is built from. */
    long count(String tournamentId) {
        return events.countDocuments(Filters.eq("tournamentId", tournamentId));
    }

    /** Every tournament with events kept. */
    List<String> tournaments() {
        return events.distinct("tournamentId", String.class).into(new ArrayList<>());
    }

    private boolean handled(String payloadType) {
        try {
            return handles.canHandleType(Class.forName(payloadType));
        } catch (ClassNotFoundException e) {
            return false; // an event of a type this application does not know: no public view of ours shows it
        }
    }

    /** Every event the tournament book handles names its tournament ({@code tournamentId()}). */
    private static Optional<String> tournamentOf(Object payload) {
        try {
            Method accessor = payload.getClass().getMethod("tournamentId");
            return Optional.ofNullable((String) accessor.invoke(payload)).filter(id -> !id.isBlank());
        } catch (ReflectiveOperationException e) {
            return Optional.empty();
        }
    }
}
