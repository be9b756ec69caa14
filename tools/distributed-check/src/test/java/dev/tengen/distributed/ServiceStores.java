package dev.tengen.distributed;

import dev.tengen.distributed.store.ServiceEventStore;
import dev.tengen.serialization.EventSerializer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import javax.sql.DataSource;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.axonframework.serialization.Serializer;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * What the event path's checks share: a schema of its own in a service's database per test (the service's role owns
 * its database), events committed as a command commits them (one unit of work each), topics of a test's own, and
 * child JVMs to kill.
 */
final class ServiceStores {

    /** A move, as the checks' event: the payload's contents matter only as far as they must come back equal. */
    record MovePlayed(String gameId, int move) {
    }

    /** The checks' serializer: the services' own, as the embedded platform's store writes events. */
    static final Serializer SERIALIZER = EventSerializer.jackson();

    private ServiceStores() {
    }

    /** The JDBC URL of a new, empty schema in {@code service}'s database, which its connections use. */
    static String freshSchema(String service) {
        Map<String, String> env = Servers.await(Server.POSTGRESQL);
        String schema = "check_" + UUID.randomUUID().toString().replace("-", "");
        try (Connection connection = dataSource(env.get(service + ".QUARKUS_DATASOURCE_JDBC_URL"), service).getConnection();
             Statement ddl = connection.createStatement()) {
            ddl.execute("CREATE SCHEMA " + schema);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot make a schema in " + service + "'s database", e);
        }
        return env.get(service + ".QUARKUS_DATASOURCE_JDBC_URL") + "?currentSchema=" + schema;
    }

    /** A data source (no pool) on {@code url} as {@code service}'s role. */
    static DataSource dataSource(String url, String service) {
        Map<String, String> env = Servers.environment(Server.POSTGRESQL);
        PGSimpleDataSource source = new PGSimpleDataSource();
        source.setURL(url);
        source.setUser(env.get(service + ".QUARKUS_DATASOURCE_USERNAME"));
        source.setPassword(env.get(service + ".QUARKUS_DATASOURCE_PASSWORD"));
        source.setConnectTimeout(5);
        return source;
    }

    /** Commits {@code events} together, as the unit of work of one command does; returns once committed. */
    static void commit(EventStore store, List<DomainEventMessage<?>> events) {
        DefaultUnitOfWork.startAndGet(null).execute(() -> store.publish(events));
    }

    /**
     * Rounds {@code from}..{@code from + rounds - 1} of {@code games} played at once: each round one command committing
     * every game's move of that round, so that the games' events interleave in the store.
     */
    static void playRounds(EventStore store, List<String> games, int from, int rounds) {
        for (int move = from; move < from + rounds; move++) {
            int round = move;
            commit(store, games.stream().<DomainEventMessage<?>>map(game -> move(game, round)).toList());
        }
    }

    /** The ids of {@code count} games no other test plays. */
    static List<String> newGames(int count) {
        return IntStream.range(0, count).mapToObj(i -> "game-" + UUID.randomUUID()).toList();
    }

    static DomainEventMessage<?> move(String game, int move) {
        return new GenericDomainEventMessage<>("Game", game, move, new MovePlayed(game, move));
    }

    static ServiceEventStore open(String url) {
        return ServiceEventStore.open("game", dataSource(url, "game"), SERIALIZER);
    }

    /** A topic of the test's own, with {@code partitions} partitions. */
    static String freshTopic(int partitions) {
        String topic = "check." + UUID.randomUUID();
        Properties config = new Properties();
        config.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap());
        try (Admin admin = Admin.create(config)) {
            admin.createTopics(List.of(new NewTopic(topic, partitions, (short) 1))).all().get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("cannot make the topic " + topic, e);
        }
        return topic;
    }

    static String bootstrap() {
        return Servers.await(Server.KAFKA).get("KAFKA_BOOTSTRAP_SERVERS");
    }

    /** A JVM running {@code main} of this class path with {@code args}; its output read line by line. */
    static Process child(Class<?> main, String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), ServiceApplication.QUICK_START,
                "-Ddisable-axoniq-console-message=true",
                "-Ddistributed-check.dir=" + Servers.DIR, main.getName())); // where the servers' env files are
        command.addAll(List.of(args));
        try {
            return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads {@code child}'s output until a line starting with {@code prefix}; that line. */
    static String awaitLine(Process child, BufferedReader output, String prefix, Duration limit) throws IOException {
        long deadline = System.nanoTime() + limit.toNanos();
        String line;
        while ((line = output.readLine()) != null) {
            if (line.startsWith(prefix)) {
                return line;
            }
            if (System.nanoTime() > deadline) {
                break;
            }
        }
        throw new IllegalStateException("the child " + child.pid() + " wrote no line '" + prefix + "...' (ended: "
                + !child.isAlive() + ")");
    }

    static BufferedReader output(Process child) {
        return new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
    }
}
