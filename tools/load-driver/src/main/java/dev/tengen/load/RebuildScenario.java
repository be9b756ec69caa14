package dev.tengen.load;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;

/**
 * Issue 5, rebuild: a store of about a million events, made of copies of the stored tournament (each copy under
 * its own tournament id, so its games, rounds and results are a tournament of their own), written offline into
 * events.db while the platform is stopped; then the platform's start, during which every projection replays the
 * whole store, is timed. Baseline, same run: reading every row of the same table through JDBC.
 */
final class RebuildScenario {

    private final Options options;

    RebuildScenario(Options options) {
        this.options = options;
    }

    Report run() throws Exception {
        Report report = new Report("rebuild");
        Path source = StoredTournament.ensure(options, report);
        String tournamentId = StoredTournament.property(source, "tournament");
        Path data = options.work().resolve("rebuild-data");
        LoadDriver.deleteTree(data);
        Files.createDirectories(data);
        for (String file : List.of("events.db", "accounts.json")) {
            Files.copy(source.resolve(file), data.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
        long events = multiply(data, tournamentId, options.events(), report);
        double rawSeconds = rawRead(data);
        report.line("baseline: reading all %d rows (JDBC, payloads included) took %.2f s", events, rawSeconds);
        try (Platform platform = Platform.start(options.jar(), data, "rebuild-platform", options.platformJvm())) {
            double seconds = platform.startup.toNanos() / 1e9;
            report.line("start-up with rebuild of %d events: %.2f s (%.0f events/s); ratio to the raw read: %.1f",
                    events, seconds, events / seconds, seconds / rawSeconds);
            report.line("CPU time of the platform's process at ready: %.1f s (2 cores: %.1f s if it had had both)",
                    platform.startupCpu.toNanos() / 1e9, platform.startupCpu.toNanos() / 2e9);
            report.figure("rebuild: ready after launch (s)", seconds);
            report.figure("rebuild: CPU-s of the process at ready", platform.startupCpu.toNanos() / 1e9);
            report.figure("baseline: reading the rows through JDBC (s)", rawSeconds);
            report.figure("rebuild / raw read", seconds / rawSeconds);
            report.verdict("rebuild of 1 million events under 60 s", events >= 1_000_000 && seconds < 60);
            report.verdict("rebuild of 1 million events under 10 s (issue 17)", events >= 1_000_000 && seconds < 10);
        }
        return report;
    }

    /** Copies the tournament's events under new ids until the store holds at least {@code target} events. */
    private static long multiply(Path data, String tournamentId, int target, Report report) throws Exception {
        long started = System.nanoTime();
        try (Connection connection = StoredTournament.open(data)) {
            long original;
            try (Statement statement = connection.createStatement();
                    ResultSet max = statement.executeQuery("SELECT max(globalIndex), count(*) FROM DomainEventEntry")) {
                max.next();
                original = max.getLong(1);
            }
            long count = StoredTournament.countEvents(data);
            int copy = 0;
            connection.createStatement().execute("BEGIN IMMEDIATE");
            while (count < target) {
                copy++;
                String suffix = "-copy" + copy;
                try (PreparedStatement insert = connection.prepareStatement("INSERT INTO DomainEventEntry "
                        + "(aggregateIdentifier, sequenceNumber, type, eventIdentifier, metaData, payload, "
                        + "payloadRevision, payloadType, timeStamp) SELECT replace(aggregateIdentifier, ?1, ?2), "
                        + "sequenceNumber, type, eventIdentifier || ?3, metaData, "
                        + "CAST(replace(CAST(payload AS TEXT), ?1, ?2) AS BLOB), payloadRevision, payloadType, timeStamp "
                        + "FROM DomainEventEntry WHERE globalIndex <= ?4 ORDER BY globalIndex")) {
                    insert.setString(1, tournamentId);
                    insert.setString(2, tournamentId + suffix);
                    insert.setString(3, suffix);
                    insert.setLong(4, original);
                    count += insert.executeUpdate();
                }
            }
            connection.createStatement().execute("COMMIT");
            report.line("store: %d events (%d copies of tournament %s) written offline in %.1f s", count, copy + 1,
                    tournamentId, (System.nanoTime() - started) / 1e9);
            return count;
        }
    }

    private static double rawRead(Path data) throws Exception {
        long started = System.nanoTime();
        long bytes = 0;
        try (Connection connection = StoredTournament.open(data); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT globalIndex, aggregateIdentifier, sequenceNumber, "
                        + "eventIdentifier, payloadType, payload, metaData, timeStamp FROM DomainEventEntry ORDER BY globalIndex")) {
            while (rows.next()) {
                bytes += rows.getBytes(6).length + rows.getString(2).length();
            }
        }
        if (bytes == 0) {
            throw new IllegalStateException("the store is empty");
        }
        return (System.nanoTime() - started) / 1e9;
    }
}
