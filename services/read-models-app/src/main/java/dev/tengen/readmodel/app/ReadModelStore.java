package dev.tengen.readmodel.app;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.mongodb.ConnectionString;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import dev.tengen.serialization.EventSerializer;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.util.Optional;
import org.axonframework.serialization.Serializer;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The read models' MongoDB, through the official driver: the server of {@code MONGODB_URI} (on these machines the
 * wire-compatible stand-in scripts/lib/mongodb-server starts for tests; never a store of record), in the database
 * {@code tengen.read-models.database}, else the one the URI names, else {@code tengen}. It holds the views, their sources and the consumer's ledger.
 */
@Singleton
public class ReadModelStore {

    private final MongoClient client;
    private final MongoDatabase database;
    private final TournamentSources sources;
    private final TournamentViews views;

    ReadModelStore(@ConfigProperty(name = "mongodb.uri") String uri,
            @ConfigProperty(name = "tengen.read-models.database") Optional<String> databaseName,
            @ConfigProperty(name = "tengen.read-models.held-tournaments") int heldTournaments, ObjectMapper json) {
        ConnectionString connection = new ConnectionString(uri);
        this.client = MongoClients.create(connection);
        this.database = client.getDatabase(databaseName.orElse(
                connection.getDatabase() == null ? "tengen" : connection.getDatabase()));
        Serializer serializer = EventSerializer.jackson();
        this.sources = new TournamentSources(database, serializer);
        this.views = new TournamentViews(database, sources, json, heldTournaments);
    }

    MongoDatabase database() {
        return database;
    }

    TournamentSources sources() {
        return sources;
    }

    TournamentViews views() {
        return views;
    }

    @PreDestroy
    void close() {
        client.close();
    }
}
