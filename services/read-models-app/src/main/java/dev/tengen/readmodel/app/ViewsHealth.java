package dev.tengen.readmodel.app;

import com.mongodb.client.MongoDatabase;
import jakarta.enterprise.context.ApplicationScoped;
import org.bson.Document;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready when MongoDB answers and a consuming member has rebuilt what an earlier run left behind; its data tells what
 * this process applied and skipped as already applied (what an operator, or a test, reads of a restart).
 */
@Readiness
@ApplicationScoped
public class ViewsHealth implements HealthCheck {

    private final ReadModelStore store;
    private final ViewsConsumer consumer;

    ViewsHealth(ReadModelStore store, ViewsConsumer consumer) {
        this.store = store;
        this.consumer = consumer;
    }

    @Override
    public HealthCheckResponse call() {
        boolean mongodb;
        try {
            MongoDatabase database = store.database();
            database.runCommand(new Document("ping", 1));
            mongodb = true;
        } catch (RuntimeException e) {
            mongodb = false;
        }
        return HealthCheckResponse.named("read-models").status(mongodb && consumer.caughtUp())
                .withData("mongodb", mongodb).withData("consumes", consumer.consumes())
                .withData("caughtUp", consumer.caughtUp()).withData("applied", consumer.applied())
                .withData("skipped", consumer.skipped()).build();
    }
}
