package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.distributed.app.ServiceDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * A service application's own tables (idempotency answers, folded facts) are made by the first requests after a
 * start, which come at once (a venue's boards after a restart): every one of them gets its connection and the table,
 * whether they share one application (one {@link ServiceDatabase}) or come from several replicas at the same moment
 * (one each), on the real PostgreSQL, where two sessions making one table at once make one of them fail with a
 * duplicate key in the catalogue.
 */
@Uses(Server.POSTGRESQL)
class ServiceDatabaseTest {

    private static final int AT_ONCE = 12;

    @Test
    void theFirstRequestsOfOneApplicationAllGetTheirTable() throws Exception {
        DataSource source = ServiceStores.dataSource(ServiceStores.freshSchema("game"), "game");
        ServiceDatabase database = new ServiceDatabase(source, table());
        assertEquals(AT_ONCE, atOnce(() -> database));
    }

    @Test
    void replicasStartedTogetherAllGetTheirTable() throws Exception {
        DataSource source = ServiceStores.dataSource(ServiceStores.freshSchema("game"), "game");
        String table = table();
        assertEquals(AT_ONCE, atOnce(() -> new ServiceDatabase(source, table)));
    }

    private static String table() {
        return "CREATE TABLE IF NOT EXISTS answers (account TEXT NOT NULL, idempotency_key TEXT NOT NULL,"
                + " PRIMARY KEY (account, idempotency_key))";
    }

    private interface Databases {
        ServiceDatabase next();
    }

    /** {@link #AT_ONCE} requests let go together, each inserting a row; how many rows the table holds after. */
    private static int atOnce(Databases databases) throws Exception {
        CyclicBarrier together = new CyclicBarrier(AT_ONCE);
        ExecutorService requests = Executors.newFixedThreadPool(AT_ONCE);
        try {
            List<Future<Void>> answered = new ArrayList<>();
            for (int i = 0; i < AT_ONCE; i++) {
                ServiceDatabase database = databases.next();
                String key = "k-" + i;
                Callable<Void> request = () -> {
                    together.await();
                    try (Connection connection = database.connection(); Statement insert = connection.createStatement()) {
                        insert.execute("INSERT INTO answers VALUES ('referee', '" + key + "')");
                    }
                    return null;
                };
                answered.add(requests.submit(request));
            }
            for (Future<Void> request : answered) {
                request.get(); // a request that failed fails the test with its SQL error
            }
            try (Connection connection = databases.next().connection(); Statement count = connection.createStatement();
                 ResultSet rows = count.executeQuery("SELECT count(*) FROM answers")) {
                rows.next();
                return rows.getInt(1);
            }
        } finally {
            requests.shutdownNow();
        }
    }
}
