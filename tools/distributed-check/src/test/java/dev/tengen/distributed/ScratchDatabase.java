package dev.tengen.distributed;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import java.util.UUID;

/** A MongoDB database of one test class's own on the run's server ({@code MONGODB_URI}), dropped when closed. */
final class ScratchDatabase implements AutoCloseable {
    private final MongoClient client;
    private final MongoDatabase database;

    /** A database named {@code prefix} and a random id, so runs and classes never share one. */
    ScratchDatabase(String prefix) {
        client = MongoClients.create(Servers.await(Server.MONGODB).get("MONGODB_URI"));
        database = client.getDatabase(prefix + UUID.randomUUID());
    }

    MongoDatabase database() {
        return database;
    }

    @Override
    public void close() {
        database.drop();
        client.close();
    }
}
