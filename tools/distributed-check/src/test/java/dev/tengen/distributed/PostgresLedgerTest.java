package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.distributed.kafka.ConsumerLedger;
import dev.tengen.distributed.kafka.PublishedEvent;
import dev.tengen.distributed.store.PostgresLedger;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import javax.sql.DataSource;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A service flow's consumer ledger in the service's own PostgreSQL database, against the real server. */
@Uses(Server.POSTGRESQL)
class PostgresLedgerTest {
    private static final TopicPartition TOURNAMENTS_1 = new TopicPartition("tengen.tournament", 1);
    private static DataSource database;

    @BeforeAll
    static void schema() {
        database = ServiceStores.dataSource(ServiceStores.freshSchema("game"), "game");
    }

    @Test
    void aLedgerOpenedAgainKnowsTheAppliedEventsAndThePositions() {
        String consumer = "rounds-" + UUID.randomUUID();
        new PostgresLedger(database, "game", consumer).record(List.of(applied("event-7", 41)), Map.of(TOURNAMENTS_1, 42L));

        PostgresLedger reopened = new PostgresLedger(database, "game", consumer);

        assertEquals(Set.of("event-7"), reopened.appliedAmong(List.of("event-7", "event-8")));
        assertEquals(OptionalLong.of(42), reopened.position(TOURNAMENTS_1));
        assertEquals(OptionalLong.empty(), reopened.position(new TopicPartition("tengen.tournament", 2)));
    }

    @Test
    void anEventRecordedAgainAfterAStopIsOneRowAndThePositionNeverMovesBack() throws SQLException {
        String consumer = "rounds-" + UUID.randomUUID();
        PostgresLedger ledger = new PostgresLedger(database, "game", consumer);
        ledger.record(List.of(applied("event-1", 10), applied("event-2", 11)), Map.of(TOURNAMENTS_1, 12L));

        // a run that stopped before its position moved records its batch again
        ledger.record(List.of(applied("event-1", 10)), Map.of(TOURNAMENTS_1, 11L));

        assertEquals(OptionalLong.of(12), ledger.position(TOURNAMENTS_1));
        assertEquals(Set.of("event-1", "event-2"), ledger.appliedAmong(List.of("event-1", "event-2")));
        assertEquals(2, rows("SELECT count(*) FROM kafka_consumer_applied WHERE consumer = '" + consumer + "'"));
    }

    @Test
    void ledgersOfTwoConsumersAreApart() {
        PostgresLedger rounds = new PostgresLedger(database, "game", "rounds-" + UUID.randomUUID());
        PostgresLedger results = new PostgresLedger(database, "game", "results-" + UUID.randomUUID());

        rounds.record(List.of(applied("event-3", 5)), Map.of(TOURNAMENTS_1, 6L));

        assertEquals(Set.of(), results.appliedAmong(List.of("event-3")));
        assertEquals(OptionalLong.empty(), results.position(TOURNAMENTS_1));
    }

    private static long rows(String count) throws SQLException {
        try (Connection connection = database.getConnection(); Statement query = connection.createStatement();
             ResultSet row = query.executeQuery(count)) {
            row.next();
            return row.getLong(1);
        }
    }

    /** The event {@code id} as applied at {@code offset} of partition 1. */
    private static ConsumerLedger.Applied applied(String id, long offset) {
        return new ConsumerLedger.Applied(new PublishedEvent(id, "Tournament", "t-1", 0, "RoundPublished", null,
                "2026-11-26T12:00:00Z", new byte[0], null, 1), TOURNAMENTS_1, offset);
    }
}
