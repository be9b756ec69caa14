package dev.tengen.readmodel.app;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Accumulators;
import com.mongodb.client.model.Aggregates;
import com.mongodb.client.model.BulkWriteOptions;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.ReturnDocument;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.UpdateOneModel;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import dev.tengen.arbitration.service.docket.DocketBook;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.game.service.GameRecord;
import dev.tengen.game.service.api.GameStarted;
import dev.tengen.pages.RulingsPage;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.TournamentBook;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.axonframework.eventhandling.AnnotationEventHandlerAdapter;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.serialization.Serializer;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.bson.types.Binary;

/**
 * The events each tournament's public views and pages are made of, kept in MongoDB ({@value #COLLECTION}): those of
 * the tournament's own stream on tengen.tournament and the events of its games on tengen.game that {@link TournamentBook}
 * handles (a game's start, its result, warnings, penalties, forfeits), and those its rulings page reads
 * ({@link RulingsPage#READS}: appeals and rulings on tengen.arbitration, referees' decisions) and the docket's
 * protests and appeals ({@link DocketBook#READS}, for the referee's boards and a player's games), under the
 * tournament's id; and the events the games' archive reads (moves, passes, clocks...) and every other event of the
 * game service's a game's record folds, under their game's id ({@code gameId}), a
 * move under its game's alone, so that it never counts for the tournament's views. One document per event, its
 * {@code _id} the event id, written only on insert: an event given twice is one document, and the documents of a
 * tournament or a game only grow, so their number says which events a view was built from.
 *
 * <p>The audit ledger's events are kept apart from these: every event whose payload has a {@code tournamentId}
 * (moves, votes and appointments included) gets {@code ledgerOf}, its tournament, and {@code ledgerSequence}, a number
 * from the counter {@value #LEDGER_COUNTER} in {@value #COUNTERS} taken when the read models first store it and
 * written only on that insert: the ledger's order is the order the read models received the events (each aggregate's
 * own order kept, its events coming in order on its partition), and a redelivery changes nothing. Neither field counts
 * for the views ({@link #count} counts {@code tournamentId}).
 *
 * <p>The sanctions registry's events ({@link KeptConduct#BANS}: bans and their lifting, of no tournament) are kept
 * the same way, under their event ids and with none of these fields: a person's conduct across tournaments reads them
 * by type ({@link #ofTypes}).
 */
final class TournamentSources {

    static final String COLLECTION = "tournament-events";
    static final String COUNTERS = "counters";
    static final String LEDGER_COUNTER = "ledgerSequence";

    private final MongoCollection<Document> events;
    private final MongoCollection<Document> counters;
    private final Serializer serializer;
    private final AnnotationEventHandlerAdapter handles = new AnnotationEventHandlerAdapter(new TournamentBook());
    private final AnnotationEventHandlerAdapter archives = new AnnotationEventHandlerAdapter(new GameArchive());
    /** Payload type to whether the tournament book or the rulings page reads it, learnt once per type. */
    private final Map<String, Boolean> relevant = new ConcurrentHashMap<>();
    /**
     * Payload type to whether the games' archive reads it (a move, a clock, a game's result...) or a game's record does
     * (every event of the game service's own), once per type.
     */
    private final Map<String, Boolean> ofGames = new ConcurrentHashMap<>();
    /** Payload type to whether it is a record with a {@code tournamentId}, which the audit ledger keeps. */
    private final Map<String, Boolean> ofLedgers = new ConcurrentHashMap<>();
    /** Payload type to whether it is one of the sanctions registry's events ({@link KeptConduct#BANS}). */
    private final Map<String, Boolean> ofRegistries = new ConcurrentHashMap<>();

    TournamentSources(MongoDatabase database, Serializer serializer) {
        this.events = database.getCollection(COLLECTION);
        this.counters = database.getCollection(COUNTERS);
        this.serializer = serializer;
        events.createIndex(Indexes.ascending("tournamentId"));
        events.createIndex(Indexes.ascending("gameId"));
        events.createIndex(Indexes.ascending("ledgerOf", "ledgerSequence"));
        // the registrations of every tournament and the bans are read by type (ofTypes)
        events.createIndex(Indexes.ascending("payloadType"));
    }

    /**
     * The events of one poll to keep, written together by {@link #store()}: one request for their ledger numbers and
     * one for the events, instead of two for each event. Used by the consuming thread only.
     */
    final class Batch {

        /** An event's document as {@link #keep} makes it, and whether it takes a ledger number. */
        private record Held(String eventId, List<Bson> fields, boolean ledgered) {
        }

        private final List<Held> held = new ArrayList<>();

        private Batch() {
        }

        /**
         * Holds {@code event} to be kept among its tournament's sources when the tournament book or the rulings page
         * reads it, and among its game's when the games' archive does (with its game's id), and in its tournament's
         * audit ledger when it names one, and as it is when the sanctions registry reads it; the tournament's id, or
         * empty for an event no tournament's views are made of (a move, a vote, a game outside tournaments, a ban).
         */
        Optional<String> keep(PublishedEvent event) {
            return document(event, held::add);
        }

        /**
         * Writes the events held, in the order they were held: their ledger numbers taken in one block (in that
         * order, so the ledger's order is the order received), each written only on its first insert.
         */
        void store() {
            if (held.isEmpty()) {
                return;
            }
            long ledgered = held.stream().filter(Held::ledgered).count();
            long next = ledgered == 0 ? 0 : takeLedgerSequences(ledgered);
            List<UpdateOneModel<Document>> writes = new ArrayList<>();
            for (Held h : held) {
                List<Bson> fields = new ArrayList<>(h.fields());
                if (h.ledgered()) {
                    // a number taken for an event already kept (a redelivery) is left unused: the numbers only sort
                    fields.add(Updates.setOnInsert("ledgerSequence", next++));
                }
                writes.add(new UpdateOneModel<>(Filters.eq("_id", h.eventId()), Updates.combine(fields),
                        new UpdateOptions().upsert(true)));
            }
            events.bulkWrite(writes, new BulkWriteOptions().ordered(true));
            held.clear();
        }
    }

    /** A new batch of events to keep. */
    Batch batch() {
        return new Batch();
    }

    /** What {@link Batch#keep} holds of an event: its document's fields, or nothing for an event not kept. */
    private Optional<String> document(PublishedEvent event, java.util.function.Consumer<Batch.Held> hold) {
        boolean ofTournament = relevant.computeIfAbsent(event.payloadType(), this::handled);
        boolean ofGame = ofGames.computeIfAbsent(event.payloadType(), this::ofGames);
        boolean ofLedger = ofLedgers.computeIfAbsent(event.payloadType(), TournamentSources::namesATournament);
        boolean ofRegistry = ofRegistries.computeIfAbsent(event.payloadType(),
                type -> type(type).filter(KeptConduct.BANS::contains).isPresent());
        if (!ofTournament && !ofGame && !ofLedger && !ofRegistry) {
            return Optional.empty();
        }
        Object payload = event.message(serializer).getPayload();
        Optional<String> ledgerOf = ofLedger ? component(payload, "tournamentId") : Optional.empty();
        Optional<String> tournamentId = ofTournament ? component(payload, "tournamentId") : Optional.empty();
        Optional<String> gameId = ofGame ? component(payload, "gameId") : Optional.empty();
        if (tournamentId.isEmpty() && gameId.isEmpty() && ledgerOf.isEmpty() && !ofRegistry) {
            return Optional.empty();
        }
        List<Bson> fields = new ArrayList<>(List.of(
                Updates.setOnInsert("aggregateType", event.aggregateType()),
                Updates.setOnInsert("aggregateId", event.aggregateId()),
                Updates.setOnInsert("sequence", event.sequence()),
                Updates.setOnInsert("payloadType", event.payloadType()),
                Updates.setOnInsert("payloadRevision", event.payloadRevision()),
                Updates.setOnInsert("timestamp", event.timestamp()),
                Updates.setOnInsert("payload", new Binary(event.payload())),
                Updates.setOnInsert("globalIndex", event.globalIndex())));
        // a move has no tournamentId here: it counts for its game's page, never for the tournament's views
        tournamentId.ifPresent(id -> fields.add(Updates.setOnInsert("tournamentId", id)));
        gameId.ifPresent(id -> fields.add(Updates.setOnInsert("gameId", id)));
        ledgerOf.ifPresent(id -> fields.add(Updates.setOnInsert("ledgerOf", id)));
        hold.accept(new Batch.Held(event.eventId(), fields, ledgerOf.isPresent()));
        return tournamentId;
    }

    /**
     * The tournament's events in the order they happened: by time, then by aggregate and sequence (one aggregate's
     * events keep their order; the game service's and the tournament service's stores are merged by their times).
     */
    List<PublishedEvent> of(String tournamentId) {
        return inOrder(Filters.eq("tournamentId", tournamentId));
    }

    /**
     * A game's events with its tournament's own (its players' names, results recorded), in the order they happened
     * (as {@link #of}): what the games' archive makes the game's record of.
     */
    List<PublishedEvent> ofGame(String gameId, String tournamentId) {
        return inOrder(gameSources(gameId, tournamentId));
    }

    /**
     * The own events of each of these games (their aggregates', not their tournaments'), in their order, by game: what
     * the game service folds into a game's record, in one query for all, without the tournaments' events beside them.
     * A game with none kept is absent.
     */
    Map<String, List<PublishedEvent>> ofGamesAlone(Collection<String> gameIds) {
        Map<String, List<PublishedEvent>> byGame = new HashMap<>();
        if (gameIds.isEmpty()) {
            return byGame;
        }
        // a game's own events are those its aggregate stored, each naming it: aggregateId is the gameId
        for (PublishedEvent event : inOrder(Filters.and(Filters.in("gameId", gameIds), Filters.in("aggregateId", gameIds)))) {
            byGame.computeIfAbsent(event.aggregateId(), game -> new ArrayList<>()).add(event);
        }
        return byGame;
    }

    /** How many events a game's record is made of now ({@link #ofGame}). */
    long countOfGame(String gameId, String tournamentId) {
        return events.countDocuments(gameSources(gameId, tournamentId));
    }

    /** The tournament of a game with events kept, as its events name it. */
    Optional<String> tournamentOfGame(String gameId) {
        return Optional.ofNullable(events.find(Filters.and(Filters.eq("gameId", gameId), Filters.exists("tournamentId")))
                .first()).map(d -> d.getString("tournamentId"));
    }

    private static Bson gameSources(String gameId, String tournamentId) {
        return Filters.or(Filters.eq("gameId", gameId),
                Filters.and(Filters.eq("tournamentId", tournamentId), Filters.eq("aggregateId", tournamentId)));
    }

    /** Where one kept event stands among its tournament's: its id and what the events are ordered by. */
    record Place(String eventId, Instant timestamp, String aggregateType, String aggregateId, long sequence) {

        /**
         * By time, then by aggregate and sequence; the event id last, so that two events alike in all these (one
         * event published again under another id) keep one order from one read to the next.
         */
        static final Comparator<Place> HAPPENED = Comparator.comparing(Place::timestamp)
                .thenComparing(p -> String.valueOf(p.aggregateType())).thenComparing(Place::aggregateId)
                .thenComparingLong(Place::sequence).thenComparing(Place::eventId);

        static Place of(PublishedEvent e) {
            return new Place(e.eventId(), Instant.parse(e.timestamp()), e.aggregateType(), e.aggregateId(),
                    e.sequence());
        }
    }

    /**
     * The tournament's events in the order they happened ({@link #of}), read without their payloads: which events a
     * book made of them holds, and which it lacks ({@link #kept}).
     */
    List<Place> places(String tournamentId) {
        List<Place> found = new ArrayList<>();
        for (Document d : events.find(Filters.eq("tournamentId", tournamentId))
                .projection(Projections.include("aggregateType", "aggregateId", "sequence", "timestamp"))) {
            found.add(new Place(d.getString("_id"), Instant.parse(d.getString("timestamp")),
                    d.getString("aggregateType"), d.getString("aggregateId"), d.get("sequence", Number.class).longValue()));
        }
        found.sort(Place.HAPPENED);
        return found;
    }

    /** The kept events {@code places}, in their order: kept events are never removed. */
    List<PublishedEvent> kept(List<Place> places) {
        if (places.isEmpty()) {
            return List.of();
        }
        Map<String, PublishedEvent> found = new HashMap<>();
        for (Document d : events.find(Filters.in("_id", places.stream().map(Place::eventId).toList()))) {
            found.put(d.getString("_id"), event(d));
        }
        return places.stream().map(p -> found.get(p.eventId())).toList();
    }

    private List<PublishedEvent> inOrder(Bson filter) {
        List<PublishedEvent> found = new ArrayList<>();
        for (Document d : events.find(filter)) {
            found.add(event(d));
        }
        found.sort(Comparator.comparing(Place::of, Place.HAPPENED));
        return found;
    }

    private static PublishedEvent event(Document d) {
        return new PublishedEvent(d.getString("_id"), d.getString("aggregateType"), d.getString("aggregateId"),
                d.get("sequence", Number.class).longValue(), d.getString("payloadType"), d.getString("payloadRevision"),
                d.getString("timestamp"), d.get("payload", Binary.class).getData(), null,
                d.get("globalIndex", Number.class).longValue());
    }

    /** What is made of a tournament's events, given them one by one. */
    @FunctionalInterface
    interface Handler {
        void handle(EventMessage<?> event) throws Exception;
    }

    /**
     * Gives every kept event of the tournament, in the order they happened ({@link #of}), to {@code handler}; how many
     * were given. An event the handler cannot apply stops the replay with its id, type and tournament.
     */
    long replay(String tournamentId, Handler handler) {
        return replay(of(tournamentId), "tournament " + tournamentId, handler);
    }

    /** As {@link #replay(String, Handler)}, for {@code events} of {@code whose} (a tournament, a game). */
    long replay(List<PublishedEvent> events, String whose, Handler handler) {
        for (PublishedEvent event : events) {
            try {
                handler.handle(event.message(serializer));
            } catch (Exception e) {
                throw new IllegalStateException("the event " + event.eventId() + " (" + event.payloadType()
                        + ") of " + whose + " cannot be applied: " + e.getMessage(), e);
            }
        }
        return events.size();
    }

    /**
     * Every kept event of the given types, of every tournament, in their order (the registrations and bans a person's
     * conduct across tournaments reads).
     */
    List<PublishedEvent> ofTypes(List<Class<?>> types) {
        return inOrder(Filters.in("payloadType", types.stream().map(Class::getName).toList()));
    }

    /** One event of a tournament's audit ledger with its place in it ({@code ledgerSequence}). */
    record Ledgered(long ledgerSequence, PublishedEvent event) {
    }

    /** The tournament's ledger events numbered after {@code after}, in ledger order. */
    List<Ledgered> ledgerAfter(String tournamentId, long after) {
        List<Ledgered> found = new ArrayList<>();
        for (Document d : events.find(Filters.and(Filters.eq("ledgerOf", tournamentId),
                Filters.gt("ledgerSequence", after))).sort(Sorts.ascending("ledgerSequence"))) {
            found.add(new Ledgered(d.get("ledgerSequence", Number.class).longValue(), event(d)));
        }
        return found;
    }

    /** How many events of the tournament's audit ledger are kept. */
    long ledgerCount(String tournamentId) {
        return events.countDocuments(Filters.eq("ledgerOf", tournamentId));
    }

    /** The first of {@code count} consecutive ledger numbers, taken in one request. */
    private long takeLedgerSequences(long count) {
        Document counter = counters.findOneAndUpdate(Filters.eq("_id", LEDGER_COUNTER), Updates.inc("next", count),
                new FindOneAndUpdateOptions().upsert(true).returnDocument(ReturnDocument.AFTER));
        return counter.get("next", Number.class).longValue() - count + 1;
    }

    /** Whether events of the type are records with a {@code tournamentId}: what the audit ledger keeps. */
    private static boolean namesATournament(String payloadType) {
        return type(payloadType).filter(Class::isRecord).filter(t -> Arrays.stream(t.getRecordComponents())
                .anyMatch(c -> c.getName().equals("tournamentId"))).isPresent();
    }

    /** How many events of the tournament are kept: what a view built now is built from. */
    long count(String tournamentId) {
        return events.countDocuments(Filters.eq("tournamentId", tournamentId));
    }

    /** Every tournament with events kept, with how many are kept of each: one request to MongoDB. */
    Map<String, Long> counts() {
        Map<String, Long> counts = new LinkedHashMap<>();
        for (Document d : events.aggregate(List.of(Aggregates.match(Filters.exists("tournamentId")),
                Aggregates.group("$tournamentId", Accumulators.sum("events", 1))))) {
            counts.put(d.getString("_id"), d.get("events", Number.class).longValue());
        }
        return counts;
    }

    /** How many events are kept of each of these tournaments that has any: one request to MongoDB. */
    Map<String, Long> counts(Collection<String> tournamentIds) {
        return grouped("tournamentId", tournamentIds);
    }

    /** How many events name each of these games that has any (its own and those of others that name it): one request. */
    Map<String, Long> countsOfGames(Collection<String> gameIds) {
        return grouped("gameId", gameIds);
    }

    private Map<String, Long> grouped(String field, Collection<String> ids) {
        Map<String, Long> counts = new HashMap<>();
        if (ids.isEmpty()) {
            return counts;
        }
        for (Document d : events.aggregate(List.of(Aggregates.match(Filters.in(field, ids)),
                Aggregates.group("$" + field, Accumulators.sum("events", 1))))) {
            counts.put(d.getString("_id"), d.get("events", Number.class).longValue());
        }
        return counts;
    }

    /** Every tournament with events kept. */
    List<String> tournaments() {
        return events.distinct("tournamentId", String.class).filter(Filters.exists("tournamentId"))
                .into(new ArrayList<>());
    }

    private boolean handled(String payloadType) {
        return handledBy(handles, payloadType) || type(payloadType).filter(RulingsPage.READS::contains).isPresent()
                || type(payloadType).filter(DocketBook.READS::contains).isPresent();
    }

    /** Whether the games' archive reads it, or it is a game's own event a game's record ({@link GameRecord}) folds. */
    private boolean ofGames(String payloadType) {
        return handledBy(archives, payloadType) || payloadType.startsWith(GameStarted.class.getPackageName() + ".");
    }

    private static boolean handledBy(AnnotationEventHandlerAdapter handler, String payloadType) {
        return type(payloadType).filter(handler::canHandleType).isPresent();
    }

    private static Optional<Class<?>> type(String payloadType) {
        try {
            return Optional.of(Class.forName(payloadType));
        } catch (ClassNotFoundException e) {
            return Optional.empty(); // an event of a type this application does not know: no public view of ours shows it
        }
    }

    /** The id an event names ({@code tournamentId()}, {@code gameId()}), when it names one. */
    private static Optional<String> component(Object payload, String name) {
        try {
            Method accessor = payload.getClass().getMethod(name);
            return Optional.ofNullable(accessor.invoke(payload)).map(String::valueOf).filter(id -> !id.isBlank());
        } catch (ReflectiveOperationException e) {
            return Optional.empty();
        }
    }
}
