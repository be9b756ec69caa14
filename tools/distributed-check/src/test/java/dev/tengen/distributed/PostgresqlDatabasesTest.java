package dev.tengen.distributed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** PostgreSQL as the services' event stores will use it: one database per service, commits that outlive the server. */
@Uses(Server.POSTGRESQL)
class PostgresqlDatabasesTest {
  private static Map<String, String> env;

  @BeforeAll
  static void postgresql() {
    env = Servers.await(Server.POSTGRESQL);
  }

  @ParameterizedTest
  @ValueSource(strings = {"tournament", "game", "arbitration"})
  void eachServiceConnectsToItsOwnDatabase(String service) throws SQLException {
    try (Connection connection = connect(service, service);
         ResultSet result = connection.createStatement().executeQuery("SELECT current_database(), current_user")) {
      result.next();

      assertEquals(service, result.getString(1));
      assertEquals(service, result.getString(2));
    }
  }

  @Test
  void aServiceCannotConnectToAnotherServicesDatabase() {
    SQLException refused = assertThrows(SQLException.class, () -> connect("game", "tournament").close());

    assertEquals("42501", refused.getSQLState(), refused.getMessage()); // insufficient privilege: no CONNECT
  }

  @Test
  void aCommittedTransactionSurvivesAStopAndStart() throws SQLException {
    String event = commitOneEvent("tournament");

    Servers.command(Server.POSTGRESQL, "stop");
    Servers.command(Server.POSTGRESQL, "start");

    assertEquals(List.of(event), eventsIn("tournament"));
  }

  @Test
  void aCommittedTransactionSurvivesACrash() throws SQLException {
    String event = commitOneEvent("game");

    Servers.command(Server.POSTGRESQL, "kill"); // immediate shutdown: no checkpoint, recovery from the WAL
    Servers.command(Server.POSTGRESQL, "start");

    assertEquals(List.of(event), eventsIn("game"));
  }

  @Test
  void whileTheServerIsDownAConnectionFailsAsUnableToConnect() throws SQLException {
    Servers.command(Server.POSTGRESQL, "stop");
    try {
      SQLException refused = assertThrows(SQLException.class, () -> connect("arbitration", "arbitration").close());

      assertEquals("08001", refused.getSQLState(), refused.getMessage()); // what a service answers 503 for
    } finally {
      Servers.command(Server.POSTGRESQL, "start");
    }
  }

  /** Writes one row, in its own table for this test, in a committed transaction; returns its id. */
  private static String commitOneEvent(String service) throws SQLException {
    String event = UUID.randomUUID().toString();
    try (Connection connection = connect(service, service)) {
      try (Statement ddl = connection.createStatement()) {
        ddl.execute("CREATE TABLE IF NOT EXISTS check_events (id text PRIMARY KEY)");
        ddl.execute("TRUNCATE check_events");
      }
      connection.setAutoCommit(false);
      try (PreparedStatement insert = connection.prepareStatement("INSERT INTO check_events VALUES (?)")) {
        insert.setString(1, event);
        insert.executeUpdate();
      }
      connection.commit();
    }
    return event;
  }

  private static List<String> eventsIn(String service) throws SQLException {
    List<String> events = new ArrayList<>();
    try (Connection connection = connect(service, service);
         ResultSet rows = connection.createStatement().executeQuery("SELECT id FROM check_events")) {
      while (rows.next()) {
        events.add(rows.getString(1));
      }
    }
    return events;
  }

  private static Connection connect(String role, String database) throws SQLException {
    return DriverManager.getConnection(env.get(database + ".QUARKUS_DATASOURCE_JDBC_URL"),
        env.get(role + ".QUARKUS_DATASOURCE_USERNAME"), env.get(role + ".QUARKUS_DATASOURCE_PASSWORD"));
  }
}
